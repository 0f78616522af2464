import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { accountQueries, useMeasurementSystem } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import { defaultSender } from "../../offline/drafts/default-sender";
import { createDraft } from "../../offline/drafts/drafts-store";
import { importRowsToDraft, type ImportRejection } from "./import-ports";

export const ORDER_CREATE_PATH = "/orders/ordercreate";

/**
 * "Fix in order wizard": a draft made of the rejected order's cells, with the sender a new order
 * starts with (the last one used on this device, else the seller's), opened in the wizard, where
 * every rule shows at its field. The rejection stays listed until the order exists.
 */
export function useOpenInWizard(): (rejection: ImportRejection) => Promise<void> {
  const user = useSessionUser();
  const system = useMeasurementSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (rejection) => {
      if (!user) return;
      const values = importRowsToDraft(rejection.columns, rejection.rows, system);
      values.sender = await defaultSender(user.id, () => queryClient.fetchQuery({ ...accountQueries.currentSeller(), staleTime: Infinity, retry: false }));
      const draft = await createDraft(user.id, values);
      void navigate(`${ORDER_CREATE_PATH}?${new URLSearchParams({ draft: draft.id })}`);
    },
    [navigate, queryClient, system, user],
  );
}
