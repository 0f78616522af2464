import { useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { BalancePanel } from "./balance/balance-panel";
import { BILLING_TABS, type BillingTab, tabOf, tabSearch } from "./billing-tabs";
import { CreditsPanel } from "./credits/credits-panel";
import { InvoicesPanel } from "./invoices/invoices-panel";
import { styles } from "./styles";
import { TabList, TabPanel } from "./tabs";

const ID_PREFIX = "billing";

/**
 * /billing (issue 20; spec sections 2 to 4 and 9): the seller's finances in three tabs — a card
 * per service category with its balance and whether the service is usable, the credit and
 * service events, and the invoices. The tab, its filters and its page are in the address.
 */
export function BillingPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params);
  const labels: Record<BillingTab, string> = { balance: t`Balance`, credits: t`Credits`, invoices: t`Invoices` };
  return (
    <section style={styles.page} aria-labelledby="billing-title">
      <h1 id="billing-title" style={styles.title}>
        <Trans>Billing</Trans>
      </h1>
      <TabList
        label={t`Billing`}
        idPrefix={ID_PREFIX}
        tabs={BILLING_TABS.map((id) => ({ id, label: labels[id] }))}
        selected={selected}
        onSelect={(tab) => {
          if (tab !== selected) setParams(tabSearch(tab), { replace: true });
        }}
      />
      <TabPanel idPrefix={ID_PREFIX} id={selected}>
        {selected === "balance" && <BalancePanel />}
        {selected === "credits" && <CreditsPanel />}
        {selected === "invoices" && <InvoicesPanel />}
      </TabPanel>
    </section>
  );
}
