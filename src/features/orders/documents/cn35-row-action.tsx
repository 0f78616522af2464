import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { useOnline } from "../../../ui/use-online";
import { useDocumentDownload } from "./use-document-download";

/**
 * "Generate CN35" on an order's row (spec section 2, issue 18): the order's CN35 PDF, through the
 * same download as the order view's Documents, with the spec's 'Generate cn35 for {orderId} failed.'
 */
export function Cn35RowAction({ order }: { order: { id: number; order_number: string } }) {
  const { t } = useLingui();
  const online = useOnline();
  const { busy, retry, download } = useDocumentDownload(order);
  return (
    <>
      <Button variant="secondary" busy={busy === "cn35"} disabled={!online} aria-label={t`Generate CN35 for ${order.order_number}`} onClick={() => void download("cn35")}>
        <Trans>Generate CN35</Trans>
      </Button>
      {retry && (
        <span role="alert" className={formStyles.alert}>
          {retry.text}{" "}
          <Button variant="secondary" disabled={!online || busy !== null} onClick={() => void download("cn35")}>
            <Trans>Try again</Trans>
          </Button>
        </span>
      )}
    </>
  );
}
