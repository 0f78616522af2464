import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchQuickstart } from "../../api/calls/quickstart";
import { QUICKSTART_ITEMS, type QuickstartItem } from "../../api/schemas/quickstart";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import styles from "./quickstart.module.css";

/** Where each item is set up, and its name. */
const ITEMS: Record<QuickstartItem, { path: string; label: MessageDescriptor }> = {
  ship_from: { path: paths.myCompany, label: msg`Ship-from address` },
  default_box: { path: paths.boxesProducts, label: msg`Default box` },
  insurance: { path: "/settings/insurance", label: msg`Insurance` },
  printing: { path: "/settings/printing", label: msg`Printing format` },
  sales_channel: { path: paths.salesChannels, label: msg`Sales channels` },
  address_book: { path: paths.customers(), label: msg`Customers (address book)` },
  tracking_page: { path: "/settings/tracking", label: msg`Tracking page` },
  // Done once the sender's domain is verified: notifications go out from it only then.
  notification_email: { path: "/notifications/settings", label: msg`Notification e-mail` },
  shipping_rule: { path: paths.shippingRules(), label: msg`First shipping rule` },
};

/** The items chosen live in the address (?plan=a,b), so the guide survives a reload and a visit to each page. */
const PLAN_PARAM = "plan";
const isItem = (value: string): value is QuickstartItem => (QUICKSTART_ITEMS as readonly string[]).includes(value);

export const quickstartQuery = (sellerId: number | undefined) => queryOptions({ queryKey: ["quickstart", sellerId] as const, queryFn: ({ signal }) => fetchQuickstart(signal) });

/**
 * /settings/quickstart (configuration area sections 2 and 5; decision 064): a guided first
 * configuration. The user picks the items to set up (at least one: the spec's rule), then follows
 * a checklist of links; each item shows done from the seller's data as the server reads it, never
 * from a box ticked here.
 */
export function QuickstartPage() {
  const { t } = useLingui();
  const status = useQuery(quickstartQuery(useSessionUser()?.seller_id));
  const [params, setParams] = useSearchParams();
  const plan = (params.get(PLAN_PARAM) ?? "").split(",").filter(isItem);
  const doneOf = (item: QuickstartItem) => status.data?.items.find((entry) => entry.id === item)?.done ?? false;

  return (
    <section className={styles.page} aria-labelledby="quickstart-title">
      <h1 id="quickstart-title">
        <Trans>Quick start</Trans>
      </h1>
      {status.isPending && (
        <p role="status">
          <Trans>Loading what is already configured…</Trans>
        </p>
      )}
      {status.error ? <ApiErrorAlert error={status.error} /> : null}
      {status.data &&
        (plan.length === 0 ? (
          <ChooseItems doneOf={doneOf} onStart={(items) => setParams({ [PLAN_PARAM]: items.join(",") })} />
        ) : (
          <>
            <Progress done={plan.filter(doneOf).length} total={plan.length} />
            <ol className={styles.checklist} aria-label={t`Your first configuration`}>
              {plan.map((item) => (
                <ChecklistItem key={item} item={item} done={doneOf(item)} />
              ))}
            </ol>
            <div>
              <Button type="button" variant="secondary" onClick={() => setParams({})}>
                <Trans>Change the items</Trans>
              </Button>
            </div>
          </>
        ))}
    </section>
  );
}

/** One chosen item: its state from the server, its name, and the link to where it is set up. */
function ChecklistItem({ item, done }: { item: QuickstartItem; done: boolean }) {
  const { i18n, t } = useLingui();
  const name = i18n._(ITEMS[item].label);
  return (
    <li className={styles.item}>
      <span className={done ? styles.done : styles.todo}>{done ? <Trans>Done</Trans> : <Trans>To do</Trans>}</span>
      <span className={styles.label}>{name}</span>
      <Link to={ITEMS[item].path} aria-label={t`Set up: ${name}`}>
        {done ? <Trans>Review</Trans> : <Trans>Set up</Trans>}
      </Link>
    </li>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <div className={styles.progress}>
      <progress max={total} value={done} aria-label={t`Progress of the first configuration`} />
      <span>{done === total ? <Trans>Everything you chose is configured.</Trans> : <Trans>{done} of {total} configured</Trans>}</span>
    </div>
  );
}

/** The items to set up; done ones are shown as such and may still be chosen to review them. */
function ChooseItems({ doneOf, onStart }: { doneOf: (item: QuickstartItem) => boolean; onStart: (items: QuickstartItem[]) => void }) {
  const { i18n, t } = useLingui();
  const [chosen, setChosen] = useState<QuickstartItem[]>([]);
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(chosen.length === 0);
    // Kept in the order of the list, whatever the order of the clicks.
    if (chosen.length > 0) onStart(QUICKSTART_ITEMS.filter((item) => chosen.includes(item)));
  };
  return (
    <form className={styles.form} aria-label={t`Choose what to set up`} noValidate onSubmit={submit}>
      <fieldset className={styles.group} aria-describedby={refused ? "quickstart-refused" : undefined}>
        <legend>
          <Trans>What do you want to set up now?</Trans>
        </legend>
        {QUICKSTART_ITEMS.map((item) => (
          <label key={item} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(item)}
              onChange={(event) => {
                setChosen(event.target.checked ? [...chosen, item] : chosen.filter((other) => other !== item));
                setRefused(false);
              }}
            />
            {i18n._(ITEMS[item].label)}
            {doneOf(item) && (
              <span className={styles.done}>
                <Trans>Done</Trans>
              </span>
            )}
          </label>
        ))}
        {refused && (
          <p id="quickstart-refused" role="alert" className={styles.error}>
            <Trans>Choose at least one item.</Trans>
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit">
          <Trans>Start</Trans>
        </Button>
      </div>
    </form>
  );
}
