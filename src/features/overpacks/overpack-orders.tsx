import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OverpackOrder } from "../../api/schemas/overpacks";
import { paths } from "../../config/paths";
import { formatMoney } from "../../ui/format/money";
import { formatNumber } from "../../ui/format/number";
import { countryText, weightText } from "./overpack-words";
import { table } from "./styles";

/** The orders in one overpack, each a link to its order page. */
export function OverpackOrders({ orders }: { orders: readonly OverpackOrder[] }) {
  const { i18n, t } = useLingui();
  if (orders.length === 0) {
    return (
      <p>
        <Trans>This overpack holds no order yet.</Trans>
      </p>
    );
  }
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Orders in this overpack`}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Order</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Tracking reference</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Customer</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Destination country</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Volumes</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Weight</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Value</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td style={table.cell}>
                <Link to={paths.order(order.id)}>{order.order_number}</Link>
              </td>
              <td style={table.cell}>{order.reference}</td>
              <td style={table.cell}>{order.customer_full_name}</td>
              <td style={table.cell}>{countryText(order.customer_country, i18n)}</td>
              <td style={table.number}>{formatNumber(order.volumes, {}, i18n)}</td>
              <td style={table.number}>{weightText(order.weight, i18n)}</td>
              <td style={table.number}>{formatMoney(order.total_value, order.currency, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
