import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteOrder } from "../../../api/calls/orders";
import { ApiError } from "../../../api/errors";
import type { Order } from "../../../api/schemas/orders";
import { useMeasurementSystem } from "../../../api/queries/shared-queries";
import { useCan } from "../../../api/use-can";
import { useSessionUser } from "../../../api/use-session-user";
import { paths } from "../../../config/paths";
import type { MeasurementSystem } from "../../../domain/measurement";
import { createDraft } from "../../../offline/drafts/drafts-store";
import { orderToDraft } from "../../../offline/drafts/order-draft-values";
import { useOrderSyncMarks } from "../../../offline/outbox";
import { forgetCachedOrder } from "../../../offline/order-cache";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import formStyles from "../../../ui/form.module.css";
import { formatRelativeTime } from "../../../ui/format/relative-time";
import { ApiErrorAlert, showErrorToast } from "../../../ui/api-error";
import { useOwnFreshnessNotice } from "../../../ui/own-freshness-notice";
import { showToast } from "../../../ui/toast";
import { DispatchProgress } from "../dispatch/dispatch-progress";
import { RefusedDispatches } from "../dispatch/dispatch-refusals";
import { EditOrderForm } from "./edit-order-form";
import { OrderDocumentsMenu } from "../documents/order-documents-menu";
import { OrderPageScan } from "../scan/order-page-scan";
import { BoxesSection, CostsSection, CustomerSection, OrderDataSections, VolumesSection } from "./order-sections";
import { orderQueries } from "../queries";
import { SyncMarker } from "../sync-marker";
import { TrackingHistory } from "./tracking-history";
import { NotificationLogSection } from "./notification-log";
import { useDispatchOrders } from "../dispatch/use-dispatch-orders";
import { useOrderDetail } from "./use-order-detail";
import { ReverseVolumeDialog } from "./reverse-volume-dialog";
import styles from "../orders.module.css";

/**
 * /orders/{id}: one order, its tracking history and what may be done with it. A wedge scan made
 * here is caught too (OrderPageScan), outside the order's own rendering so that it stays mounted,
 * with what it said, while the next order loads.
 */
export function OrderViewPage() {
  const id = Number(useParams().id);
  const canWrite = useCan("seller:write");
  return (
    <>
      <OrderPageScan orderId={id} canSelect={canWrite} />
      <OrderView id={id} />
    </>
  );
}

function OrderView({ id }: { id: number }) {
  const detail = useOrderDetail(id);
  const system = useMeasurementSystem();
  const canWrite = useCan("seller:write");
  const order = detail.order;

  if (!order) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <section className={styles.page} aria-labelledby="order-title">
        <h1 id="order-title">
          <Trans>Order</Trans>
        </h1>
        {detail.offline && (
          <p className={formStyles.alert}>
            <Trans>This order is not saved on this device yet; connect to load it.</Trans>
          </p>
        )}
        {notFound && (
          <p role="alert" className={formStyles.alert}>
            <Trans>This order does not exist or is not yours.</Trans>
          </p>
        )}
        {detail.error && !notFound ? (
          <ApiErrorAlert error={detail.error} />
        ) : null}
        {detail.isLoading && (
          <p role="status">
            <Trans>Loading the order…</Trans>
          </p>
        )}
        <Link to={paths.orders}>
          <Trans>Back to orders</Trans>
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <OrderHeader order={order} offline={detail.offline} cachedAt={detail.cachedAt} canWrite={canWrite} system={system} />
      <div className={styles.sections}>
        <OrderDataSections order={order} />
        <CustomerSection order={order} />
        <TrackingHistory order={order} checkpoints={detail.checkpoints} canWrite={canWrite} />
        <NotificationLogSection orderId={order.id} />
        <BoxesSection order={order} system={system} />
        <CostsSection order={order} />
        <VolumesSection order={order} />
      </div>
    </section>
  );
}

interface OrderHeaderProps {
  order: Order;
  offline: boolean;
  cachedAt: string | undefined;
  canWrite: boolean;
  system: MeasurementSystem;
}


function OrderHeader({ order, offline, cachedAt, canWrite, system }: OrderHeaderProps) {
  useOwnFreshnessNotice(offline);
  const { i18n, t } = useLingui();
  const marks = useOrderSyncMarks();
  const mark = marks.get(order.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { dispatch, busy, queued } = useDispatchOrders();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteKey] = useState(() => crypto.randomUUID());
  const number = order.order_number;
  const savedWhen = cachedAt ? formatRelativeTime(cachedAt, Date.now(), i18n) : undefined;
  const user = useSessionUser();
  const [opening, setOpening] = useState<"clone" | "edit" | null>(null);
  const [reversing, setReversing] = useState(false);

  // Clone and full edit go through a draft on this device: the wizard works offline, and only
  // its final "Create order" / "Save changes" needs the network.
  const openInWizard = async (mode: "clone" | "edit") => {
    if (!user) return;
    setOpening(mode);
    try {
      const draft = await createDraft(user.id, orderToDraft(order, system, mode));
      void navigate(paths.orderCreate(draft.id));
    } catch {
      showToast(t`The draft could not be saved on this device. Please try again.`, "error");
      setOpening(null);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteOrder(order.id, deleteKey);
      await forgetCachedOrder(order.id);
      queryClient.removeQueries({ queryKey: orderQueries.detail(order.id) });
      void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
      showToast(t`Order ${number} deleted.`, "success");
      void navigate(paths.orders);
    } catch (error) {
      setConfirmDelete(false);
      showErrorToast(error, i18n);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <header className={styles.page}>
      <div className={styles.header}>
        <h1 id="order-title">
          <Trans>Order {number}</Trans>
        </h1>
        <SyncMarker mark={mark} />
        {mark && (
          <Link to={paths.outbox}>
            <Trans>See pending operations</Trans>
          </Link>
        )}
      </div>
      {offline && (
        <p className={styles.offline}>
          {savedWhen ? <Trans>Offline: showing the copy saved on this device {savedWhen}.</Trans> : <Trans>Offline: showing the copy saved on this device.</Trans>}
        </p>
      )}
      {canWrite && (
        <div className={styles.actions}>
          <Button disabled={order.dispatched} busy={busy} onClick={() => void dispatch([order])}>
            <Trans>Dispatch</Trans>
          </Button>
          <Button variant="secondary" disabled={order.dispatched} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="secondary" disabled={order.dispatched || opening !== null} busy={opening === "edit"} onClick={() => void openInWizard("edit")}>
            <Trans>Edit all details</Trans>
          </Button>
          <Button variant="secondary" disabled={opening !== null} busy={opening === "clone"} onClick={() => void openInWizard("clone")}>
            <Trans>Clone</Trans>
          </Button>
          <Button variant="secondary" disabled={order.dispatched} onClick={() => setConfirmDelete(true)}>
            <Trans>Delete</Trans>
          </Button>
          {order.dispatched && (
            <Button variant="secondary" disabled={offline} onClick={() => setReversing(true)}>
              <Trans>Create reverse volume</Trans>
            </Button>
          )}
        </div>
      )}
      {reversing && <ReverseVolumeDialog order={order} onClose={() => setReversing(false)} />}
      {queued && <DispatchProgress queued={queued} />}
      {canWrite && <RefusedDispatches orderId={order.id} />}
      {canWrite && order.dispatched && (
        <p className={styles.muted}>
          <Trans>This order has been dispatched, so it can no longer be edited or removed.</Trans>
        </p>
      )}
      {editing && !order.dispatched && <EditOrderForm order={order} onDone={() => setEditing(false)} />}
      <OrderDocumentsMenu order={order} />
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete order ${number}?`}
        confirmLabel={t`Delete`}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      >
        <Trans>The order is removed for good. This needs a connection.</Trans>
      </ConfirmDialog>
    </header>
  );
}
