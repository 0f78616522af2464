import { Trans } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { ChannelFilesTable } from "./channel-files-table";
import styles from "./channel-files.module.css";
import { ChannelUploadField } from "./channel-upload-field";
import { channelFileQueries } from "./queries";

/** Files per page (spec section 9: the table's default page size). */
const PAGE_SIZE = 20;

/**
 * /amazon-import-files: the seller's sales channel order files (issue 17, spec sections 2 and 7;
 * GET /v1/amazon_files by offset and limit). Writers upload a report and open one to map and
 * import its orders (/orders/amazon-import); everyone of the seller downloads them.
 */
export function ChannelFilesPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const canWrite = useCan("seller:write");
  const list = useQuery({ ...channelFileQueries.list({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), placeholderData: keepPreviousData });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Sales channel files</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>Order reports of your sales channels. Map their products to your templates and import the orders with the same checks as a CSV import.</Trans>
      </p>
      {canWrite && (
        <section className={styles.section} aria-labelledby="channel-upload-title">
          <h2 id="channel-upload-title">
            <Trans>Upload a report</Trans>
          </h2>
          <ChannelUploadField />
        </section>
      )}
      {list.isError && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading files…</Trans>
        </p>
      )}
      {list.data && (
        <>
          <ChannelFilesTable files={list.data.elements} canImport={canWrite} />
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={paths.channelFiles} />}
        </>
      )}
    </div>
  );
}
