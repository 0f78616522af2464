import { type FormEvent, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import { Button } from "../../ui/button";
import { countryOptions } from "../../ui/country-options";
import { SelectField, TextField } from "../../ui/fields";
import { intlLocale } from "../../ui/format/locale";
import { EMPTY_FILTERS, type FilterField, type FilterValues } from "./filter-params";
import { styles } from "./styles";

interface Props {
  initial: FilterValues;
  onApply: (values: FilterValues) => void;
}

/**
 * The list's filters (issue 18): name or reference, destination country, contract, dispatched,
 * and the dispatch date range. Applied together on "Filter", so typing does not ask the server at
 * every key; the page keeps them in the URL.
 */
export function OverpackFilters({ initial, onApply }: Props) {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const contracts = useQuery(settingsQueries.contracts(user?.id));
  const [values, setValues] = useState(initial);
  const [backwards, setBackwards] = useState(false);
  const field = (name: FilterField) => ({ name, value: values[name], onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrongWay = values.dispatch_start_date !== "" && values.dispatch_end_date !== "" && values.dispatch_end_date < values.dispatch_start_date;
    setBackwards(wrongWay);
    if (!wrongWay) onApply(values);
  };
  return (
    <form role="search" aria-label={t`Filter overpacks`} onSubmit={submit} style={styles.filters}>
      <TextField label={t`Name or reference`} maxLength={120} {...field("reference")} />
      <SelectField label={t`Destination country`} {...field("country")} options={[{ value: "", label: t`All countries` }, ...countryOptions(intlLocale(i18n))]} />
      <SelectField
        label={t`Contract`}
        {...field("contract")}
        options={[{ value: "", label: t`All contracts` }, ...(contracts.data ?? []).map((contract) => ({ value: String(contract.id), label: contract.name }))]}
      />
      <SelectField
        label={t`Dispatched`}
        {...field("dispatched")}
        options={[
          { value: "", label: t`Dispatched or not` },
          { value: "true", label: t`Dispatched` },
          { value: "false", label: t`Not dispatched` },
        ]}
      />
      <TextField type="date" label={t`Dispatched from`} {...field("dispatch_start_date")} />
      <TextField type="date" label={t`Dispatched until`} errors={backwards ? [t`The end comes before the start.`] : undefined} {...field("dispatch_end_date")} />
      <div style={styles.row}>
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setValues(EMPTY_FILTERS);
            setBackwards(false);
            onApply(EMPTY_FILTERS);
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
