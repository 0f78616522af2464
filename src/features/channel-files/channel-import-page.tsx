import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { ChannelImportForm } from "./channel-import-form";
import styles from "./channel-files.module.css";
import { channelFileQueries } from "./queries";

/**
 * /orders/amazon-import?file=<id>: one channel file's orders, mapped to the seller's templates
 * (a box template for the orders, a product template per SKU), each order's check, and
 * "Import valid orders", which saves the mapping and starts the import job
 * (POST /v1/amazon-save, POST /v1/orders/amazon-import), then opens its result.
 */
export function ChannelImportPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const fileId = Number(params.get("file"));
  const known = Number.isSafeInteger(fileId) && fileId > 0;
  const detail = useQuery({ ...channelFileQueries.detail(fileId), enabled: known });
  const templates = useQuery(channelFileQueries.templates());

  return (
    <div className={styles.page}>
      <h1>{detail.data ? t`Import ${detail.data.file.name}` : t`Sales channel import`}</h1>
      <p>
        <Link to={paths.channelFiles()}>
          <Trans>Back to the sales channel files</Trans>
        </Link>
      </p>
      {!known && (
        <p role="alert">
          <Trans>Choose a file to import from the sales channel files.</Trans>
        </p>
      )}
      {(detail.isError || templates.isError) && <ApiErrorAlert error={detail.error ?? templates.error} />}
      {known && (detail.isPending || templates.isPending) && (
        <p role="status">
          <Trans>Loading the file…</Trans>
        </p>
      )}
      {detail.data && templates.data && <ChannelImportForm key={detail.data.file.id} detail={detail.data} templates={templates.data} />}
    </div>
  );
}
