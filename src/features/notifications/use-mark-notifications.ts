import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setNotificationsNew } from "../../api/calls/notifications";
import type { Notification } from "../../api/schemas/notifications";
import { notificationQueries } from "./queries";

export type NotificationRef = Pick<Notification, "id" | "type">;
export interface MarkRequest {
  items: readonly NotificationRef[];
  isNew: boolean;
}

/** Ids are unique across both types, but the massive updates are per type: the key names both. */
export const notificationKey = (n: NotificationRef) => `${n.type}-${n.id}`;

/**
 * Marking notifications new or read, shown at once but honestly: until the server confirms, each
 * item shows the state asked for AND that it is pending; a refusal drops the pending state (the
 * item shows the server's state again) and leaves the failure for the screen to tell. The pending
 * state goes only after the lists have been fetched again, so an item never flickers back.
 */
export function useMarkNotifications() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [failure, setFailure] = useState<{ error: unknown; request: MarkRequest } | null>(null);

  const change = (items: readonly NotificationRef[], isNew: boolean | undefined) =>
    setPending((previous) => {
      const next = new Map(previous);
      for (const item of items) {
        if (isNew === undefined) next.delete(notificationKey(item));
        else next.set(notificationKey(item), isNew);
      }
      return next;
    });

  const mutation = useMutation({
    mutationFn: ({ items, isNew }: MarkRequest) => setNotificationsNew([...items], isNew),
    onMutate: (request) => {
      setFailure(null);
      change(request.items, request.isNew);
    },
    // Awaited before onSettled: the fresh lists are in before the pending marks go.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
    onError: (error, request) => {
      setFailure({ error, request });
      // One type may have been marked before the other failed: show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
    },
    onSettled: (_data, _error, request) => change(request.items, undefined),
  });

  return {
    mark: (request: MarkRequest) => mutation.mutate(request),
    /** The state an item shows: the one asked for while pending, else the server's. */
    shownNew: (n: Notification) => pending.get(notificationKey(n)) ?? n.is_new,
    isPending: (n: NotificationRef) => pending.has(notificationKey(n)),
    failure,
    dismissFailure: () => setFailure(null),
  };
}
