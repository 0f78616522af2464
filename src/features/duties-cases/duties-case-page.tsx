import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { formatDateTime } from "../../ui/format/date";
import { formatMoney } from "../../ui/format/money";
import { CaseAnswerForm } from "./case-answer-form";
import { STATUS_NAMES, TYPE_NAMES } from "./case-words";
import { caseQueries } from "./queries";
import { styles } from "./styles";

/**
 * /tracking-alert-logs/{id} (issue 18): one duties and taxes case, its amount in reais, its
 * history oldest first and, when it needs the seller's action and the user may write, the answer
 * form. Customs' and sellers' words are shown as text.
 */
export function DutiesCasePage() {
  const { i18n, t } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const found = useQuery({ ...caseQueries.detail(id), enabled: valid });
  const item = found.data;

  return (
    <section style={styles.page} aria-labelledby="case-title">
      <p>
        <Link to={paths.dutiesCases}>
          <Trans>All duties and taxes cases</Trans>
        </Link>
      </p>
      <h1 id="case-title" style={styles.title}>
        <Trans>Duties and taxes case #{id}</Trans>
      </h1>
      {!valid && (
        <p role="alert">
          <Trans>This case does not exist.</Trans>
        </p>
      )}
      {found.error && <ApiErrorAlert error={found.error} />}
      {valid && found.isPending && (
        <p role="status">
          <Trans>Loading the case…</Trans>
        </p>
      )}
      {item && (
        <>
          <dl style={styles.details}>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd data-testid="case-status">{i18n._(STATUS_NAMES[item.status])}</dd>
            <dt>
              <Trans>Type</Trans>
            </dt>
            <dd>{i18n._(TYPE_NAMES[item.type])}</dd>
            <dt>
              <Trans>Order</Trans>
            </dt>
            <dd>
              <Link to={paths.order(item.order_id)}>{item.order_number}</Link>
            </dd>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{formatMoney(item.amount, item.currency, i18n)}</dd>
            <dt>
              <Trans>Description</Trans>
            </dt>
            <dd>{item.description}</dd>
          </dl>
          <h2 id="case-history-title">
            <Trans>History</Trans>
          </h2>
          <ol aria-labelledby="case-history-title" style={styles.list}>
            {item.history.map((event) => (
              <li key={event.id}>
                <strong>{i18n._(STATUS_NAMES[event.status])}</strong> · <time dateTime={event.created_at}>{formatDateTime(event.created_at, {}, i18n)}</time>
                {event.author && <span style={styles.muted}>{t`By ${event.author}`}</span>}
                <span style={styles.file}>{event.message}</span>
                {event.document_name && <span style={styles.muted}>{t`Document: ${event.document_name}`}</span>}
              </li>
            ))}
          </ol>
          {item.actions.includes("answer") && <CaseAnswerForm caseId={item.id} />}
        </>
      )}
    </section>
  );
}
