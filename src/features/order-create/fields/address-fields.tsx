import { useLingui } from "@lingui/react/macro";
import { countryReference, postalMasks } from "../../../domain/country-reference";
import { intlLocale } from "../../../ui/format/locale";
import { MaskedField } from "../../../ui/masked-field";
import { TextField } from "../../../ui/fields";
import { CountrySelectField } from "./country-select-field";
import type { FieldErrors } from "../wizard/field-errors";
import { StateField } from "./state-field";

/** The address part shared by the receiver and the sender. */
export interface AddressValues {
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string;
  quarter?: string;
  reference?: string;
}
export type AddressField = keyof AddressValues;

interface AddressFieldsProps {
  /** Path prefix of the rules ("customer", "sender"). */
  section: "customer" | "sender";
  value: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  errors: FieldErrors;
  /** The receiver also has a quarter and a reference point. */
  withQuarterAndReference?: boolean;
}


/**
 * Country (names from Intl.DisplayNames), postal code with the country's mask and pattern
 * (reference data), state found by code or name for the reference countries (state-field.tsx)
 * and as text elsewhere, city,
 * address, number (digits only), complement, and for the receiver quarter and reference.
 */
export function AddressFields({ section, value, onChange, errors, withQuarterAndReference = false }: AddressFieldsProps) {
  const { i18n, t } = useLingui();
  const locale = intlLocale(i18n);
  const reference = value.country ? countryReference(value.country) : undefined;
  const states = reference?.states ?? [];
  const at = (field: AddressField) => errors.field(`${section}.${field}`);

  const changeCountry = (country: string) => {
    onChange("country", country);
    // A state picked from the old country's list means nothing in the new one.
    const nextStates = countryReference(country)?.states ?? [];
    if (nextStates.length > 0 && value.state !== "" && !nextStates.some((state) => state.code === value.state)) onChange("state", "");
  };

  return (
    <>
      <CountrySelectField
        label={t`Country`}
        required
        locale={locale}
        placeholder={t`Choose a country`}
        value={value.country}
        onChange={(event) => changeCountry(event.target.value)}
        autoComplete="country"
        {...at("country")}
      />
      <MaskedField
        label={t`Postal code`}
        required
        value={value.postal_code}
        onValueChange={(next) => onChange("postal_code", next)}
        masks={postalMasks(value.country)}
        keepUnfitting
        hint={reference ? reference.nationalTerm : undefined}
        autoComplete="postal-code"
        {...at("postal_code")}
      />
      {states.length > 0 ? (
        // Keyed by country: what was typed for another country's list starts afresh.
        <StateField key={value.country} label={t`State`} required states={states} value={value.state} onChange={(code) => onChange("state", code)} {...at("state")} />
      ) : (
        <TextField label={t`State`} required value={value.state} onChange={(event) => onChange("state", event.target.value)} autoComplete="address-level1" {...at("state")} />
      )}
      <TextField label={t`City`} required value={value.city} onChange={(event) => onChange("city", event.target.value)} autoComplete="address-level2" {...at("city")} />
      <TextField label={t`Address`} required value={value.address} onChange={(event) => onChange("address", event.target.value)} autoComplete="address-line1" {...at("address")} />
      <TextField label={t`Number`} required inputMode="numeric" value={value.number} onChange={(event) => onChange("number", event.target.value)} {...at("number")} />
      <TextField label={t`Complement`} value={value.complement} onChange={(event) => onChange("complement", event.target.value)} autoComplete="address-line2" {...at("complement")} />
      {withQuarterAndReference && (
        <>
          <TextField label={t`Quarter`} value={value.quarter ?? ""} onChange={(event) => onChange("quarter", event.target.value)} {...at("quarter")} />
          <TextField label={t`Reference`} value={value.reference ?? ""} onChange={(event) => onChange("reference", event.target.value)} {...at("reference")} />
        </>
      )}
    </>
  );
}
