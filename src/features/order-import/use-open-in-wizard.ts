import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { createDraft } from "../../offline/drafts/drafts-store";
import { importRowsToDraft, type ImportRejection } from "./import-ports";
import { ORDER_CREATE_PATH } from "./import-paths";
import { useImportContext } from "./use-import-context";

const NONE_TAKEN: ReadonlySet<string> = new Set();

/**
 * "Fix in order wizard": a draft made of the rejected order's cells, its contract and channel
 * matched by name, with the sender a new order starts with, opened in the wizard, where every
 * rule shows at its field. Undefined until the seller's contracts and channels are known.
 */
export function useOpenInWizard(): ((rejection: ImportRejection) => Promise<void>) | undefined {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { context } = useImportContext();
  const open = useCallback(
    async (rejection: ImportRejection) => {
      if (!user || !context) return;
      const values = importRowsToDraft(rejection.columns, rejection.rows, { ...context, takenOrderNumbers: NONE_TAKEN });
      const draft = await createDraft(user.id, values);
      void navigate(`${ORDER_CREATE_PATH}?${new URLSearchParams({ draft: draft.id })}`);
    },
    [context, navigate, user],
  );
  return context ? open : undefined;
}
