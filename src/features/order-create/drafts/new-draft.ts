import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { accountQueries } from "../../../api/queries/shared-queries";
import { useSessionUser } from "../../../api/use-session-user";
import { defaultSender } from "../../../offline/drafts/default-sender";
import { createDraft, type OrderDraftRow } from "../../../offline/drafts/drafts-store";
import { emptyOrderDraft } from "../../../offline/drafts/order-draft-values";

/**
 * How long a new draft waits for the seller's profile (its sender when the user has none saved)
 * before starting with an empty sender: on a connection that answers nothing, the wizard must not
 * hang for the request's whole timeout. The user can type the sender; nothing is lost.
 */
export const SELLER_PROFILE_WAIT_MS = 2_000;

const after = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/**
 * Starts a blank draft with the default sender (src/offline/drafts/default-sender.ts): the
 * seller's default address, asked each time (it may have just changed in /company). The
 * seller's profile is asked once per session (also when offline: it then fails at once rather
 * than waiting for the network, as a query would).
 */
export function useStartBlankDraft(userId: number): (options?: { untouched?: boolean }) => Promise<OrderDraftRow> {
  const queryClient = useQueryClient();
  const sellerId = useSessionUser()?.seller_id;
  return useCallback(
    async ({ untouched = false } = {}) => {
      const loadSeller = () =>
        Promise.race([
          queryClient.fetchQuery({ ...accountQueries.currentSeller(), staleTime: Infinity, retry: false, networkMode: "always" }),
          after(SELLER_PROFILE_WAIT_MS),
        ]);
      const loadAddresses = () =>
        Promise.race([
          queryClient.fetchQuery({ ...accountQueries.sellerAddresses(sellerId), staleTime: 0, retry: false, networkMode: "always" }),
          after(SELLER_PROFILE_WAIT_MS),
        ]);
      const values = emptyOrderDraft();
      values.sender = await defaultSender(userId, loadSeller, sellerId === undefined ? undefined : loadAddresses);
      return createDraft(userId, values, { untouched });
    },
    [queryClient, userId, sellerId],
  );
}
