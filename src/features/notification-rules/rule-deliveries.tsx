import { useSearchParams } from "react-router-dom";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchNotificationDeliveries } from "../../api/calls/notification-deliveries";
import { isOfflineError, retryUnlessOffline } from "../../api/offline-error";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { DeliveryTable } from "../../ui/notification-delivery-table";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { ruleQueries } from "./queries";

/** Deliveries per page of a rule's log (the spec's default page size). */
export const DELIVERIES_PAGE_SIZE = 20;
/** The search parameter of the log's page, so a page of the log is a link like every list's. */
const PAGE_PARAM = "deliveries_page";

/**
 * A rule's delivery log (issue 21, decision 060): every message this rule sent or tries to send,
 * newest first, with the order it was about. Kept on the server only, so offline it says so
 * instead of showing an error.
 */
export function RuleDeliveries({ ruleId }: { ruleId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const log = useQuery({
    queryKey: [...ruleQueries.all(), "deliveries", ruleId, page],
    queryFn: ({ signal }) =>
      fetchNotificationDeliveries({ rule_id: String(ruleId), limit: String(DELIVERIES_PAGE_SIZE), offset: String((page - 1) * DELIVERIES_PAGE_SIZE) }, signal),
    enabled: online,
    retry: retryUnlessOffline,
    placeholderData: keepPreviousData,
  });
  const deliveries = log.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((log.data?.count ?? 0) / DELIVERIES_PAGE_SIZE));
  const offline = !online || (log.isError && isOfflineError(log.error));

  return (
    <section aria-labelledby="rule-deliveries-title">
      <h2 id="rule-deliveries-title">
        <Trans context="notifications a rule sent">Deliveries</Trans>
      </h2>
      {offline ? (
        <p role="status">
          <Trans>The deliveries show once you are online.</Trans>
        </p>
      ) : log.isError ? (
        <ApiErrorAlert error={log.error} />
      ) : log.isPending ? (
        <p role="status">
          <Trans>Loading deliveries…</Trans>
        </p>
      ) : deliveries.length === 0 ? (
        <p>
          <Trans>This rule has not sent anything yet.</Trans>
        </p>
      ) : (
        <DeliveryTable deliveries={deliveries} label={t({ message: "Deliveries", context: "notifications a rule sent" })} showOrder />
      )}
      {!offline && pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => (target > 1 ? `${paths.notificationRule(ruleId)}?${PAGE_PARAM}=${target}` : paths.notificationRule(ruleId))} />}
    </section>
  );
}
