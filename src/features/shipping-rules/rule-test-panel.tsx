import { type FormEvent, useId, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchOrders } from "../../api/calls/orders";
import { testShippingRule } from "../../api/calls/shipping-rules";
import { settingsQueries } from "../../api/queries/shared-queries";
import type { RuleTestAnswer, RuleTestRequest } from "../../api/schemas/shipping-rules";
import { useSessionUser } from "../../api/use-session-user";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { FieldFrame, SelectField, TextField } from "../../ui/fields";
import formStyles from "../../ui/form.module.css";
import { countryOptions } from "../../ui/country-options";
import { intlLocale } from "../../ui/format/locale";
import { formatMoney } from "../../ui/format/money";
import { ruleEffectText } from "../../ui/shipping-rule-text";
import { useOnline } from "../../ui/use-online";
import { hasProblems, requestOf, type RuleFormValues, ruleProblems } from "./rule-form-values";
import { EMPTY_SAMPLE, type SampleProblem, type SampleValues, sampleOf } from "./sample-shipment";
import { styles } from "./styles";

/** The rule under test: a saved one by id, or the form's values as they are now. */
export type RuleUnderTest = { id: number } | { values: RuleFormValues };

const SAMPLE_PROBLEMS = {
  country: msg`Choose a country`,
  goods_value: msg`must be greater than 0.01`,
  weight: msg`Must be at least 0.001`,
  items: msg`One item per line: SKU, category, quantity`,
} as const satisfies Record<SampleProblem, unknown>;

class OrderNotFound extends Error {}

/**
 * "Test rule" (issue 22): runs the rule on a sample shipment or on an existing order, by the
 * server's test call (the same evaluator the quotes and orders use), and says what it would change.
 * The rule in the form is tested as typed, before it is saved.
 */
export function RuleTestPanel({ rule }: { rule: RuleUnderTest }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const user = useSessionUser();
  const headingId = useId();
  const channels = useQuery(settingsQueries.salesChannels(user?.id));
  const [source, setSource] = useState<"sample" | "order">("sample");
  const [sample, setSample] = useState<SampleValues>(EMPTY_SAMPLE);
  const [orderNumber, setOrderNumber] = useState("");
  const [problems, setProblems] = useState<SampleProblem[]>([]);
  const [orderMissing, setOrderMissing] = useState(false);
  const [ruleIncomplete, setRuleIncomplete] = useState(false);

  const run = useMutation({
    mutationFn: async (request: Omit<RuleTestRequest, "order_id"> & { order_number?: string }): Promise<RuleTestAnswer> => {
      const { order_number, ...rest } = request;
      if (order_number === undefined) return testShippingRule(rest);
      const found = await fetchOrders({ order_number, limit: "20", offset: "0" });
      const order = found.elements.find((candidate) => candidate.order_number.toLowerCase() === order_number.toLowerCase());
      if (!order) throw new OrderNotFound();
      return testShippingRule({ ...rest, order_id: order.id });
    },
    onMutate: () => setOrderMissing(false),
    onError: (error) => setOrderMissing(error instanceof OrderNotFound),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    let ruleRequest: Pick<RuleTestRequest, "rule_id" | "rule">;
    if ("id" in rule) ruleRequest = { rule_id: rule.id };
    else {
      const incomplete = hasProblems(ruleProblems(rule.values));
      setRuleIncomplete(incomplete);
      if (incomplete) return;
      ruleRequest = { rule: requestOf(rule.values) };
    }
    if (source === "order") {
      if (orderNumber.trim() === "") return setOrderMissing(true);
      run.mutate({ ...ruleRequest, order_number: orderNumber.trim() });
      return;
    }
    const checked = sampleOf(sample);
    if ("problems" in checked) return setProblems(checked.problems);
    setProblems([]);
    run.mutate({ ...ruleRequest, shipment: checked.shipment });
  }

  const problem = (name: SampleProblem) => (problems.includes(name) ? [i18n._(SAMPLE_PROBLEMS[name])] : []);
  const field = (name: keyof SampleValues) => ({
    value: sample[name],
    onChange: (event: { target: { value: string } }) => setSample((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby={headingId} style={styles.group}>
      <h2 id={headingId} style={{ margin: 0 }}>
        <Trans>Test rule</Trans>
      </h2>
      <p style={styles.muted}>
        <Trans>See what this rule would change for a shipment, before it acts on real orders.</Trans>
      </p>
      <form onSubmit={submit} noValidate style={styles.form} aria-labelledby={headingId}>
        <fieldset style={styles.row}>
          <legend>
            <Trans>Test on</Trans>
          </legend>
          <label style={styles.check}>
            <input type="radio" name="test-source" checked={source === "sample"} onChange={() => setSource("sample")} />
            <Trans>A sample shipment</Trans>
          </label>
          <label style={styles.check}>
            <input type="radio" name="test-source" checked={source === "order"} onChange={() => setSource("order")} />
            <Trans>An existing order</Trans>
          </label>
        </fieldset>
        {source === "order" ? (
          <TextField
            label={t`Order number`}
            required
            autoComplete="off"
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.target.value)}
            errors={orderMissing ? [t`No order of yours has this number.`] : []}
          />
        ) : (
          <div style={styles.row}>
            <SelectField
              label={t`Destination country`}
              required
              {...field("destination_country")}
              errors={problem("country")}
              options={[{ value: "", label: t`Choose a country` }, ...countryOptions(intlLocale(i18n))]}
            />
            <TextField label={t`Destination state`} autoComplete="off" {...field("destination_state")} />
            <TextField label={t`Receiver postal code`} autoComplete="off" {...field("destination_postal_code")} />
            <SelectField
              label={t`Sales channel`}
              {...field("sales_channel_id")}
              options={[{ value: "", label: t`None` }, ...(channels.data ?? []).map((channel) => ({ value: String(channel.id), label: channel.name }))]}
            />
            <TextField label={t`Goods value`} required inputMode="decimal" autoComplete="off" {...field("goods_value")} errors={problem("goods_value")} />
            <TextField label={t`Weight (kg)`} required inputMode="decimal" autoComplete="off" {...field("weight")} errors={problem("weight")} />
            <FieldFrame label={t`Items`} hint={t`One per line: SKU, category, quantity`} errors={problem("items")}>
              {(control) => <textarea {...control} className={formStyles.input} rows={3} {...field("items")} />}
            </FieldFrame>
          </div>
        )}
        {ruleIncomplete && (
          <p role="alert" className={formStyles.alert}>
            <Trans>Complete the rule above before testing it.</Trans>
          </p>
        )}
        <div>
          <Button type="submit" busy={run.isPending} disabled={!online}>
            <Trans>Test rule</Trans>
          </Button>
        </div>
        {!online && (
          <p role="status" style={styles.muted}>
            <Trans>Testing a rule needs the connection.</Trans>
          </p>
        )}
      </form>
      {run.error && !orderMissing && <ApiErrorAlert error={run.error} />}
      {run.data && <TestOutcome answer={run.data} />}
    </section>
  );
}

const SKIPPED = {
  inactive: msg`The rule would not act: it is not active.`,
  expired: msg`The rule would not act: it has expired.`,
  conditions: msg`The rule would not act: its conditions do not hold for this shipment.`,
} as const;

/** What the rule would change, in words: its effects, then the options it hides or reprices. */
function TestOutcome({ answer }: { answer: RuleTestAnswer }) {
  const { i18n } = useLingui();
  const key = (option: { contract_id: number; incoterm: string }) => `${option.contract_id}-${option.incoterm}`;
  const after = new Map(answer.after.map((option) => [key(option), option]));
  const hidden = answer.before.filter((option) => !after.has(key(option)));
  const money = (value: number) => formatMoney(value, answer.currency, i18n);
  const repriced = answer.before.flatMap((option) => {
    const changed = after.get(key(option));
    return changed && changed.freight !== option.freight ? [{ option, freight: changed.freight }] : [];
  });

  return (
    <div role="status" aria-live="polite" style={styles.page}>
      {answer.skipped !== null ? (
        <p>{i18n._(SKIPPED[answer.skipped])}</p>
      ) : (
        <p>
          <Trans>The rule would act on this shipment.</Trans>
        </p>
      )}
      {answer.effects.length > 0 && (
        <ul aria-label={i18n._(msg`What the rule would change`)}>
          {answer.effects.map((effect, index) => (
            <li key={`${effect.action_name}-${index}`}>{ruleEffectText(effect, i18n)}</li>
          ))}
          {hidden.map((option) => (
            <li key={`hidden-${key(option)}`}>
              <Trans>
                {option.contract_name} ({option.incoterm}) would no longer be offered
              </Trans>
            </li>
          ))}
          {repriced.map(({ option, freight }) => (
            <li key={`price-${key(option)}`}>
              <Trans>
                {option.contract_name} ({option.incoterm}): freight {money(option.freight)} becomes {money(freight)}
              </Trans>
            </li>
          ))}
        </ul>
      )}
      {answer.skipped === null && answer.effects.length === 0 && (
        <p>
          <Trans>It would change nothing for this shipment.</Trans>
        </p>
      )}
    </div>
  );
}
