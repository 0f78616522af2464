import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { REFERENCE_COUNTRIES } from "../../../domain/countries";
import { ORDER_STATUS_NAMES, ORDER_STATUSES } from "../../../domain/order-status";
import { Button } from "../../../ui/button";
import buttonStyles from "../../../ui/button.module.css";
import { storedFlag, useStoredFlag } from "../../../ui/stored-flag";
import { SelectField, TextField } from "../../../ui/fields";
import { countryName } from "../country-name";
import { type FilterKey, type OrderFilters, cleanFilters } from "./list-search-params";
import { useSalesChannelOptions } from "./sales-channel-options";
import { statusLabel } from "../../../ui/order-status-label";
import styles from "../orders.module.css";

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
 * Whether the filter form is unfolded, remembered on this device. Folded by default: twelve
 * fields take a desktop's first screen, and the list's rows must show there (issue 14).
 */
const filtersOpen = storedFlag("orders-filters-open", false);

/**
 * Every filter of the spec's order list, behind a "Filters" button that says how many are in
 * force. The form holds a draft; "Apply filters" puts it in the URL (and the list goes back to
 * page 1). `children` sit on the button's line (the result count, the column chooser).
 */
export function OrdersFilterForm({ applied, onApply, children }: OrdersFilterFormProps & { children?: ReactNode }) {
  const panelId = useId();
  const [open, setOpen] = useStoredFlag(filtersOpen);
  const active = Object.keys(cleanFilters(applied)).length;
  return (
    <div className={styles.filtersDisclosure}>
      <div className={styles.listBar}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.foldMark} aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          <Trans>Filters</Trans>
          {active > 0 && (
            <span className={styles.activeFilters}>
              (<Plural value={active} one="# active" other="# active" />)
            </span>
          )}
        </button>
        {children}
      </div>
      {open && (
        <div id={panelId}>
          <FilterFields applied={applied} onApply={onApply} />
        </div>
      )}
    </div>
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
