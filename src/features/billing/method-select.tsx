import { useLingui } from "@lingui/react/macro";
import { BILLING_METHODS, type BillingMethod } from "../../domain/billing";
import { METHOD_NAMES } from "./billing-words";
import { styles } from "./styles";

/** All, Pre-paid or Post-paid (spec section 2's filters of the Credits and Invoices tabs). */
export function MethodSelect({ value, onChange }: { value: BillingMethod | ""; onChange: (method: BillingMethod | "") => void }) {
  const { i18n, t } = useLingui();
  return (
    <label style={styles.field}>
      {t`Method`}
      <select style={styles.input} value={value} onChange={(event) => onChange(event.target.value as BillingMethod | "")}>
        <option value="">{t({ message: "All", context: "billing methods" })}</option>
        {BILLING_METHODS.map((method) => (
          <option key={method} value={method}>
            {i18n._(METHOD_NAMES[method])}
          </option>
        ))}
      </select>
    </label>
  );
}
