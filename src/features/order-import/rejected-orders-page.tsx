import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMeasurementSystem } from "../../api/queries/shared-queries";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { Pagination } from "../../ui/table/pagination";
import { type ImportRejection, storedMessageText } from "./import-ports";
import { IMPORT_PATH, REJECTED_PATH } from "./import-paths";
import { useOpenInWizard } from "./use-open-in-wizard";
import { pageFromParam, REJECTED_PAGE_SIZE, useRejectedOrders } from "./use-rejected-orders";
import styles from "./order-import.module.css";

/**
 * /orders/rejected: the orders past imports rejected, newest first, with their messages (in the
 * user's language, from the codes the server stored), each openable in the order wizard to fix.
 */
export function RejectedOrdersPage() {
  const [params] = useSearchParams();
  const page = pageFromParam(params.get("page"));
  const rejected = useRejectedOrders(page);
  const pageCount = Math.max(1, Math.ceil((rejected.data?.count ?? 0) / REJECTED_PAGE_SIZE));
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Rejected orders</Trans>
      </h1>
      {rejected.error ? (
        <ApiErrorAlert error={rejected.error} />
      ) : rejected.data === undefined ? (
        <p role="status" className={styles.muted}>
          <Trans>Loading the rejected orders…</Trans>
        </p>
      ) : rejected.data.elements.length === 0 ? (
        <p>
          <Trans>
            No rejected orders. <Link to={IMPORT_PATH}>Import orders</Link>
          </Trans>
        </p>
      ) : (
        <>
          <ul className={styles.rejections}>
            {rejected.data.elements.map((rejection) => (
              <RejectionItem key={rejection.id} rejection={rejection} />
            ))}
          </ul>
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => `${REJECTED_PATH}?page=${target}`} />}
        </>
      )}
    </div>
  );
}

function RejectionItem({ rejection }: { rejection: ImportRejection }) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const open = useOpenInWizard();
  const system = useMeasurementSystem();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const lines = rejection.lines.join(", ");
  const fix = async () => {
    if (!open) return;
    setOpening(true);
    setError(null);
    try {
      await open(rejection);
    } catch (failure) {
      setError(failure);
      setOpening(false);
    }
  };
  return (
    <li>
      <article className={styles.rejection} aria-labelledby={titleId}>
        <h2 id={titleId}>{rejection.order_number || t`No order number`}</h2>
        <p className={styles.muted}>
          <Trans>
            Rows {lines}, imported {formatDateTime(rejection.created_at, {}, i18n)}
          </Trans>
        </p>
        <ul className={styles.problems}>
          {rejection.messages.map((message, index) => (
            <li key={index} className={styles.message}>
              {message.column ? `${message.column}: ${storedMessageText(message, i18n, system)}` : storedMessageText(message, i18n, system)}
            </li>
          ))}
        </ul>
        {error !== null && <ApiErrorAlert error={error} />}
        <div className={styles.actions}>
          <Button variant="secondary" busy={opening} disabled={!open} onClick={() => void fix()}>
            <Trans>Fix in order wizard</Trans>
          </Button>
        </div>
      </article>
    </li>
  );
}
