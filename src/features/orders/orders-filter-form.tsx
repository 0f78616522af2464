import { type FormEvent, useState } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { REFERENCE_COUNTRIES } from "../../domain/countries";
import { ORDER_STATUS_NAMES, ORDER_STATUSES } from "../../domain/order-status";
import { Button } from "../../ui/button";
import buttonStyles from "../../ui/button.module.css";
import { TextField } from "../../ui/text-field";
import { countryName } from "./country-name";
import { type FilterKey, type OrderFilters, cleanFilters } from "./list-search-params";
import { useSalesChannelOptions } from "./sales-channel-options";
import { SelectField } from "../../ui/select-field";
import { statusLabel } from "../../ui/order-status-label";
import { useWideScreen } from "./use-wide-screen";
import styles from "./orders.module.css";

interface OrdersFilterFormProps {
  /** The filters in force (from the URL). */
  applied: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

const TEXT_FILTERS: readonly [FilterKey, ReturnType<typeof msg>][] = [
  ["order_number", msg`Order number`],
  ["customer_full_name", msg`Customer name`],
  ["sales_channel_order_number", msg`Sales channel order number`],
  ["reference", msg`Tracking reference`],
  ["last_mile_tracking_number", msg`Last-mile tracking number`],
];

const same = (a: OrderFilters, b: OrderFilters) => JSON.stringify(cleanFilters(a)) === JSON.stringify(cleanFilters(b));

/**
 * Every filter of the spec's order list. The form holds a draft; "Apply filters" puts it in the
 * URL (and the list goes back to page 1). On a phone the form folds behind a "Filters" button.
 */
export function OrdersFilterForm({ applied, onApply }: OrdersFilterFormProps) {
  const wide = useWideScreen();
  if (wide) return <FilterFields applied={applied} onApply={onApply} />;
  return (
    <Disclosure as="div" className={styles.filtersDisclosure}>
      <DisclosureButton className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        <Trans>Filters</Trans>
      </DisclosureButton>
      <DisclosurePanel>
        <FilterFields applied={applied} onApply={onApply} />
      </DisclosurePanel>
    </Disclosure>
  );
}

function FilterFields({ applied, onApply }: OrdersFilterFormProps) {
  const { i18n, t } = useLingui();
  // The draft restarts from the URL when the applied filters change (back button, shared link).
  const [draft, setDraft] = useState<OrderFilters>(applied);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  if (!same(applied, appliedSeen)) {
    setAppliedSeen(applied);
    setDraft(applied);
  }
  const channelOptions = useSalesChannelOptions(draft.sales_channel);
  const set = (key: FilterKey) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const value = (key: FilterKey) => draft[key] ?? "";
  const any = { value: "", label: t`Any` };
  const yesNo = [any, { value: "true", label: t`Yes` }, { value: "false", label: t`No` }];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(cleanFilters(draft));
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form className={styles.filters} aria-label={t`Filter orders`} onSubmit={submit} data-dirty={!same(draft, applied) || undefined}>
      {TEXT_FILTERS.map(([key, label]) => (
        <TextField key={key} label={i18n._(label)} value={value(key)} onChange={set(key)} maxLength={120} />
      ))}
      <SelectField
        label={t`Country`}
        value={value("customer_country")}
        onChange={set("customer_country")}
        options={[any, ...REFERENCE_COUNTRIES.map((code) => ({ value: code, label: countryName(code, i18n) }))]}
      />
      <SelectField label={t`Sales channel`} value={value("sales_channel")} onChange={set("sales_channel")} options={[any, ...channelOptions]} />
      <SelectField
        label={t`Status`}
        value={value("current_status")}
        onChange={set("current_status")}
        options={[any, ...ORDER_STATUS_NAMES.map((name) => ({ value: String(ORDER_STATUSES[name]), label: statusLabel(name, i18n) }))]}
      />
      <SelectField label={t`Contains battery`} value={value("contain_battery")} onChange={set("contain_battery")} options={yesNo} />
      <SelectField label={t`Dangerous goods`} value={value("dangerous_good")} onChange={set("dangerous_good")} options={yesNo} />
      <TextField type="date" label={t`Registered from`} value={value("start_registration_date")} onChange={set("start_registration_date")} />
      <TextField type="date" label={t`Registered to`} value={value("end_registration_date")} onChange={set("end_registration_date")} />
      <div className={styles.filterActions}>
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button variant="secondary" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
