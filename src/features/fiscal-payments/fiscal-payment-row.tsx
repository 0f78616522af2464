import { Trans, useLingui } from "@lingui/react/macro";
import type { FiscalPayment } from "../../api/schemas/fiscal-payments";
import { barcodeGroups } from "../../domain/boleto";
import { formatDate, formatDateTime } from "../../ui/format/date";
import { formatMoney } from "../../ui/format/money";
import { CopyBarcodeButton } from "./copy-barcode-button";
import { STATUS_NAMES, TYPE_NAMES } from "./payment-words";
import { styles, table } from "./styles";

/** Slips are paid in reais whatever the user's language; only the way the amount is written follows it. */
export const FISCAL_CURRENCY = "BRL";
/** Payment and DIR dates are calendar days: shown as such, not moved by the visitor's time zone. */
const AS_DAY = { timeZone: "UTC" };

/** One slip: what it is for, where it stands, whom it concerns, and its line to pay it. */
export function FiscalPaymentRow({ payment }: { payment: FiscalPayment }) {
  const { i18n } = useLingui();
  const money = (value: number) => formatMoney(value, FISCAL_CURRENCY, i18n);
  const day = (value: string | null) => (value ? formatDate(value, AS_DAY, i18n) : "—");
  const parsedDiffers = payment.parsed_value !== null && payment.parsed_value !== payment.value;

  return (
    <tr>
      <th scope="row" style={table.cell}>
        {payment.reference_number}
        {payment.fiscal_parcel_id && <span style={styles.muted}>{payment.fiscal_parcel_id}</span>}
      </th>
      <td style={table.cell}>{i18n._(TYPE_NAMES[payment.payment_type])}</td>
      <td style={table.cell}>
        <span style={payment.status === "error" ? styles.error : undefined}>{i18n._(STATUS_NAMES[payment.status])}</span>
        {payment.messages.length > 0 && (
          <ul style={styles.list}>
            {payment.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </td>
      <td style={table.amount}>
        {money(payment.value)}
        {parsedDiffers && (
          <span style={styles.muted}>
            <Trans>Read from the slip: {money(payment.parsed_value!)}</Trans>
          </span>
        )}
      </td>
      <td style={table.cell}>
        {day(payment.payment_date)}
        {payment.payment_time && <span style={styles.muted}>{payment.payment_time}</span>}
      </td>
      <td style={table.cell}>{formatDateTime(payment.created_at, {}, i18n)}</td>
      <td style={table.cell}>
        {payment.dir_number ?? "—"}
        <span style={styles.muted}>{day(payment.dir_date)}</span>
      </td>
      <td style={table.cell}>
        {payment.customer_name}
        <span style={styles.muted}>
          {payment.customer_cpf} · {payment.customer_cep} · {payment.customer_state}
        </span>
      </td>
      <td style={table.cell}>
        {payment.tracking_number}
        {payment.master_number && <span style={styles.muted}>{payment.master_number}</span>}
      </td>
      <td style={table.cell}>{payment.products_description}</td>
      <td style={table.cell}>
        <p style={styles.barcode}>
          {barcodeGroups(payment.barcode).map((group, index) => (
            <span key={index}>{group}</span>
          ))}
        </p>
        <CopyBarcodeButton line={payment.barcode} reference={payment.reference_number} />
        {payment.authentication && (
          <span style={styles.muted}>
            <Trans>Authentication: {payment.authentication}</Trans>
          </span>
        )}
        {payment.control_number && (
          <span style={styles.muted}>
            <Trans>Control number: {payment.control_number}</Trans>
          </span>
        )}
      </td>
      <td style={table.cell}>
        {payment.courier_name ?? "—"}
        {payment.courier_cnpj && <span style={styles.muted}>{payment.courier_cnpj}</span>}
      </td>
    </tr>
  );
}
