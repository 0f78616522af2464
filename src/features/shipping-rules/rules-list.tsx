import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ShippingRule } from "../../api/schemas/shipping-rules";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { useValueNames } from "./action-fields";
import { RULES_PAGE_SIZE, ruleQueries, searchOf } from "./queries";
import { actionText, conditionsText, expirationText } from "./rule-text";
import { priorityLabel } from "../../ui/shipping-rule-text";
import { styles, table } from "./styles";

/**
 * The seller's shipping rules, highest priority first (section 3: name, priority, condition,
 * action, expiration, active). A Seller Viewer reads them; only the others get "New rule".
 */
export function RulesList({ page }: { page: number }) {
  const online = useOnline();
  const canWrite = useCan("seller:write");
  const list = useQuery(ruleQueries.page(page));
  const data = !online && list.isPlaceholderData ? undefined : list.data;
  const elements = data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / RULES_PAGE_SIZE));

  return (
    <section style={styles.page} aria-labelledby="shipping-rules-title">
      <header style={styles.header}>
        <h1 id="shipping-rules-title" style={styles.title}>
          <Trans>Shipping rules</Trans>
        </h1>
        {canWrite && (
          <Link to={paths.shippingRules(searchOf({ kind: "new" }))}>
            <Trans>New rule</Trans>
          </Link>
        )}
      </header>
      <p style={styles.muted}>
        <Trans>Rules steer quotes, new orders and imports: the highest priority acts first, and of two rules of the same priority the newest.</Trans>
      </p>
      {!online && !data && (
        <p role="status">
          <Trans>You are offline. The rules show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading the rules…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>
          <Trans>There are no shipping rules yet.</Trans>
        </p>
      )}
      {elements.length > 0 && <RulesTable elements={elements} />}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => paths.shippingRules(searchOf({ kind: "list", page: target }))} />}
    </section>
  );
}

function RulesTable({ elements }: { elements: ShippingRule[] }) {
  const { i18n, t } = useLingui();
  const names = useValueNames();
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Shipping rules`}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans context="of a shipping rule">Priority</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Condition</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Action</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Expiration</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Active</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((rule) => (
            <tr key={rule.id}>
              <td style={table.cell}>
                <Link to={paths.shippingRules(searchOf({ kind: "rule", id: rule.id, edit: false }))}>{rule.name}</Link>
              </td>
              <td style={table.cell}>{priorityLabel(rule.priority, i18n)}</td>
              <td style={table.cell}>{conditionsText(rule.rule_conditions, i18n)}</td>
              <td style={table.cell}>{actionText(rule.rule_actions[0], i18n, names)}</td>
              <td style={table.cell}>{expirationText(rule.expiration, i18n)}</td>
              <td style={table.cell}>{rule.is_active ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
