import { Trans, useLingui } from "@lingui/react/macro";
import type { ContractDetails } from "../../api/schemas/contracts";
import { priceSteps } from "../../domain/price-table";
import { countryName } from "../../ui/country-options";
import { formatMoney } from "../../ui/format/money";
import { formatNumber } from "../../ui/format/number";
import { intlLocale } from "../../ui/format/locale";
import { ContractDownloads } from "./contract-downloads";
import { styles, table } from "./styles";

const toCents = (units: number) => Math.round(units * 100);

/**
 * One contract's price table as a person reads it: its destination and delivery time, the
 * percents, and the freight per weight step (priceSteps: the figures quotes give).
 */
export function PriceTableCard({ contract }: { contract: ContractDetails }) {
  const { t, i18n } = useLingui();
  const steps = priceSteps({ first_half_kg_cents: toCents(contract.first_half_kg), additional_half_kg_cents: toCents(contract.additional_half_kg) });
  const destination = countryName(contract.destination_country, intlLocale(i18n));
  const titleId = `price-table-${contract.id}`;
  const percent = (value: number) => `${formatNumber(value, { maximumFractionDigits: 2 }, i18n)} %`;
  const facts: [string, string][] = [
    [t`Carrier`, contract.carrier_name],
    [t`Destination`, destination],
    [t`Delivery time`, t`${contract.delivery_time} working days`],
    [t`First 0.5 kg`, formatMoney(contract.first_half_kg, undefined, i18n)],
    [t`Each further 0.5 kg`, formatMoney(contract.additional_half_kg, undefined, i18n)],
    [t`Duties`, percent(contract.duties_percent)],
    [t`Sales tax`, percent(contract.sales_tax_percent)],
    [t`Insurance`, percent(contract.insurance_percent)],
  ];
  return (
    <article style={styles.card} aria-labelledby={titleId}>
      <div style={styles.row}>
        <h2 id={titleId} style={styles.subtitle}>
          <Trans>
            {contract.name} to {destination}
          </Trans>
        </h2>
        <ContractDownloads id={contract.id} name={contract.name} />
      </div>
      <dl style={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt style={styles.term}>{term}</dt>
            <dd style={styles.fact}>{value}</dd>
          </div>
        ))}
      </dl>
      <details>
        <summary>
          <Trans>Freight by weight</Trans>
        </summary>
        <div style={table.scroller}>
          <table style={table.table} aria-label={t`Freight by weight, ${contract.name}`}>
            <thead>
              <tr>
                <th scope="col" style={table.head}>
                  <Trans>Weight up to</Trans>
                </th>
                <th scope="col" style={table.head}>
                  <Trans>Freight</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step) => {
                const weight = formatNumber(step.weight_kg, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, i18n);
                return (
                  <tr key={step.weight_kg}>
                    <td style={table.cell}>{t`${weight} kg`}</td>
                    <td style={table.amount}>{formatMoney(step.freight_cents / 100, undefined, i18n)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  );
}
