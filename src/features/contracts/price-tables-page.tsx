import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCan } from "../../api/use-can";
import { ApiErrorAlert } from "../../ui/api-error";
import { PriceChangeForm } from "./price-change-form";
import { PriceChangesList } from "./price-changes-list";
import { PriceTableCard } from "./price-table-card";
import { contractQueries } from "./queries";
import { styles } from "./styles";

/**
 * /integrations/price_tables (issue 22; spec sections 2, 3 and 6): each contract's price table and
 * delivery time for its destination, readable as a table and downloadable (CSV, PDF), and the
 * requests to change one, which go for approval to a supervisor the requester chooses. A viewer
 * reads everything and sends nothing (the server refuses it too).
 */
export function PriceTablesPage() {
  const { t } = useLingui();
  const canRequest = useCan("seller:write");
  const list = useQuery(contractQueries.list());
  const changes = useQuery(contractQueries.changes());
  const contracts = list.data ?? [];
  return (
    <section style={styles.page} aria-labelledby="price-tables-title">
      <h1 id="price-tables-title" style={styles.title}>
        <Trans>Price tables and delivery times</Trans>
      </h1>
      {list.error && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading price tables…</Trans>
        </p>
      )}
      <ul aria-label={t`Price tables`} style={{ ...styles.page, listStyle: "none", margin: 0, padding: 0 }}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            <PriceTableCard contract={contract} />
          </li>
        ))}
      </ul>
      {canRequest && contracts.length > 0 && <PriceChangeForm contracts={contracts} />}
      <section style={styles.page} aria-labelledby="changes-title">
        <h2 id="changes-title" style={styles.subtitle}>
          <Trans>Change requests</Trans>
        </h2>
        {changes.error && <ApiErrorAlert error={changes.error} />}
        {changes.data && <PriceChangesList requests={changes.data} />}
      </section>
    </section>
  );
}
