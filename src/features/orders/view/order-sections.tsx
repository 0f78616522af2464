import { Trans, useLingui } from "@lingui/react/macro";
import type { Order } from "../../../api/schemas/orders";
import type { MeasurementSystem } from "../../../domain/measurement";
import { formatDate, formatDateTime } from "../../../ui/format/date";
import { formatMoney } from "../../../ui/format/money";
import { countryName } from "../country-name";
import { Facts, Section } from "./facts";
import { statusLabel } from "../../../ui/order-status-label";
import { formatLength, formatWeight } from "./units";
import styles from "../orders.module.css";

interface SectionProps {
  order: Order;
}

/** Order data and shipping: what the order is and how it travels. */
export function OrderDataSections({ order }: SectionProps) {
  const { i18n, t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const money = (value: number) => formatMoney(value, order.currency, i18n);
  return (
    <>
      <Section id="order-data" title={<Trans>Order data</Trans>}>
        <Facts
          items={[
            [t`Order number`, order.order_number],
            [t`Status`, statusLabel(order.current_status.name, i18n)],
            [t`Registered`, formatDateTime(order.created_at, {}, i18n)],
            [t`Sales channel`, order.sales_channel_name],
            [t`Sales channel order number`, order.sales_channel_order_number],
            [t`Contract`, order.contract_name],
            [t`Incoterm`, order.incoterm],
            [t`Total value`, money(order.total_value)],
            [t`Contains battery`, yesNo(order.contain_battery)],
            [t`Dangerous goods`, yesNo(order.dangerous_good)],
            [t`Insurance`, order.insurance ? money(order.insurance_cost) : t`No`],
            [t`Dispatched`, order.dispatched && order.dispatched_at ? formatDateTime(order.dispatched_at, {}, i18n) : yesNo(order.dispatched)],
            [t`Observations`, order.observations],
          ]}
        />
      </Section>
      <Section id="order-shipping" title={<Trans>Shipping</Trans>}>
        <Facts
          items={[
            [t`Tracking reference`, order.reference],
            [t`First-mile carrier`, order.first_mile_carrier_name],
            [t`First-mile tracking number`, order.first_mile_tracking_number],
            [t`Last-mile carrier number`, order.last_mile_carrier_number],
            [t`Last-mile tracking number`, order.last_mile_tracking_number],
            [t`Estimated delivery`, order.estimated_delivery_date ? formatDate(order.estimated_delivery_date, {}, i18n) : null],
            [t`Delivery time`, t`${order.delivery_time} working days`],
            [t`In an overpack`, yesNo(order.overpacked)],
          ]}
        />
      </Section>
    </>
  );
}

/** The receiver. User-entered text is rendered as text, never as markup. */
export function CustomerSection({ order }: SectionProps) {
  const { i18n, t } = useLingui();
  const c = order.customer;
  return (
    <Section id="order-customer" title={<Trans>Customer</Trans>}>
      <Facts
        items={[
          [t`Name`, c.full_name],
          [t`Tax document`, c.document],
          [t`Phone`, c.phone],
          [t`E-mail`, c.email],
          [t`Address`, [c.address, c.number, c.complement].filter(Boolean).join(", ")],
          [t`Quarter`, c.quarter],
          [t`City`, `${c.city} — ${c.state}`],
          [t`Postal code`, c.postal_code],
          [t`Country`, countryName(c.country, i18n)],
          [t`Reference`, c.reference],
        ]}
      />
    </Section>
  );
}

/** Boxes with their items; sizes and weights in the user's measurement system. */
export function BoxesSection({ order, system }: SectionProps & { system: MeasurementSystem }) {
  const { i18n, t } = useLingui();
  return (
    <Section id="order-boxes" title={<Trans>Boxes</Trans>} wide>
      {order.boxes.length === 0 && <p className={styles.muted}><Trans>This order has no boxes.</Trans></p>}
      {order.boxes.map((box) => (
        <div key={box.id} className={styles.scroll}>
          <h3>
            <Trans>Box {box.number}</Trans>
          </h3>
          <Facts
            items={[
              [t`Size`, [box.length, box.width, box.height].map((cm) => formatLength(cm, system, i18n)).join(" × ")],
              [t`Empty weight`, formatWeight(box.empty_weight, system, i18n)],
              [t`Weight`, formatWeight(box.weight, system, i18n)],
              [t`Harmful products`, box.harmful_products ? t`Yes` : t`No`],
            ]}
          />
          <table aria-label={t`Items in box ${box.number}`}>
            <thead>
              <tr>
                <th scope="col"><Trans>Item</Trans></th>
                <th scope="col"><Trans>SKU</Trans></th>
                <th scope="col"><Trans>HS code</Trans></th>
                <th scope="col"><Trans>Quantity</Trans></th>
                <th scope="col"><Trans>Unit price</Trans></th>
                <th scope="col"><Trans>Unit weight</Trans></th>
              </tr>
            </thead>
            <tbody>
              {box.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td>{item.sku}</td>
                  <td>{item.hs_code}</td>
                  <td>{item.quantity}</td>
                  <td>{formatMoney(item.unit_price, order.currency, i18n)}</td>
                  <td>{formatWeight(item.unit_weight, system, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </Section>
  );
}

/** Costs (spec: freight, duties, insurance, general costs, fines) and the order's totals. */
export function CostsSection({ order }: SectionProps) {
  const { i18n, t } = useLingui();
  const money = (value: number) => formatMoney(value, order.currency, i18n);
  return (
    <Section id="order-costs" title={<Trans>Costs</Trans>}>
      <Facts
        items={[
          [t`Freight`, money(order.costs.freight_cost)],
          [t`Duties`, money(order.costs.duties)],
          [t`Insurance`, money(order.costs.insurance)],
          [t`General costs`, money(order.costs.general_costs)],
          [t`Fines`, money(order.costs.fines)],
          [t`Duties tax`, money(order.duties_tax)],
          [t`Sales tax`, money(order.sales_tax)],
          [t`Total cost`, money(order.total_cost)],
        ]}
      />
    </Section>
  );
}

/** Volumes as shipped and their unit costs. */
export function VolumesSection({ order }: SectionProps) {
  const { i18n, t } = useLingui();
  const money = (value: number) => formatMoney(value, order.currency, i18n);
  return (
    <Section id="order-volumes" title={<Trans>Volumes</Trans>} wide>
      {order.volumes.length === 0 ? (
        <p className={styles.muted}><Trans>No volumes yet.</Trans></p>
      ) : (
        <div className={styles.scroll}>
          <table aria-label={t`Volumes`}>
            <thead>
              <tr>
                <th scope="col"><Trans>Box</Trans></th>
                <th scope="col"><Trans>Tracking number</Trans></th>
                <th scope="col"><Trans>Unit products</Trans></th>
                <th scope="col"><Trans>Unit freight</Trans></th>
                <th scope="col"><Trans>Unit tax</Trans></th>
              </tr>
            </thead>
            <tbody>
              {order.volumes.map((volume) => (
                <tr key={volume.id}>
                  <td>{volume.box_number}</td>
                  <td>{volume.tracking_number ?? "—"}</td>
                  <td>{money(volume.unit_products)}</td>
                  <td>{money(volume.unit_freight)}</td>
                  <td>{money(volume.unit_tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
