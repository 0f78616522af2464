import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import type { Category } from "../../../api/schemas/billing";
import { useCan } from "../../../api/use-can";
import { ApiErrorAlert } from "../../../ui/api-error";
import { Button } from "../../../ui/button";
import { useOnline } from "../../../ui/use-online";
import { AddCreditDialog } from "../add-credit/add-credit-dialog";
import { billingQueries } from "../queries";
import { SettingsDialog } from "../settings/settings-dialog";
import { styles } from "../styles";
import { UsageDialog } from "../usage/usage-dialog";
import { useSellerId } from "../use-seller-id";
import { BalanceCard } from "./balance-card";
import { balanceCards } from "./cards";

type Open = { kind: "credit" } | { kind: "settings" | "usage"; category: Category } | null;

/**
 * The Balance tab (spec sections 2 and 4): a card per service category, and for the seller's
 * admin the Add Credit button (the server refuses anyone else's credit anyway).
 */
export function BalancePanel() {
  const sellerId = useSellerId();
  const online = useOnline();
  const canManage = useCan("billing:manage");
  const categories = useQuery(billingQueries.categories());
  const settings = useQuery(billingQueries.settings(sellerId));
  const balance = useQuery(billingQueries.balance(sellerId));
  const [open, setOpen] = useState<Open>(null);
  const error = categories.error ?? settings.error ?? balance.error;
  const cards = categories.data && settings.data && balance.data ? balanceCards(categories.data, settings.data, balance.data) : null;
  const close = () => setOpen(null);
  const setting = open?.kind === "settings" ? settings.data?.seller_account_settings.find((candidate) => candidate.category_id === open.category.id) : undefined;

  return (
    <>
      {canManage && (
        <div style={styles.row}>
          <Button onClick={() => setOpen({ kind: "credit" })} disabled={!categories.data}>
            <Trans>Add Credit</Trans>
          </Button>
        </div>
      )}
      {error && <ApiErrorAlert error={error} />}
      {!cards && !error && (
        <p role="status">{online ? <Trans>Loading the balance…</Trans> : <Trans>You are offline. The balance shows when the connection returns.</Trans>}</p>
      )}
      {cards && cards.length === 0 && (
        <p>
          <Trans>There are no service categories yet.</Trans>
        </p>
      )}
      {cards && cards.length > 0 && (
        <ul style={styles.cards}>
          {cards.map((card) => (
            <BalanceCard
              key={card.category.id}
              card={card}
              onSettings={() => setOpen({ kind: "settings", category: card.category })}
              onUsage={() => setOpen({ kind: "usage", category: card.category })}
            />
          ))}
        </ul>
      )}
      {open?.kind === "credit" && categories.data && <AddCreditDialog sellerId={sellerId} categories={categories.data} onClose={close} />}
      {open?.kind === "settings" && <SettingsDialog sellerId={sellerId} category={open.category} setting={setting} canManage={canManage} onClose={close} />}
      {open?.kind === "usage" && <UsageDialog sellerId={sellerId} category={open.category} onClose={close} />}
    </>
  );
}
