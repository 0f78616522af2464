import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteContract } from "../../api/calls/contracts";
import type { ContractDetails } from "../../api/schemas/contracts";
import { useCan } from "../../api/use-can";
import { ApiErrorAlert, showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { formatMoney } from "../../ui/format/money";
import { showToast } from "../../ui/toast";
import { ContractDownloads } from "./contract-downloads";
import { contractDay, deleteRefusalTexts, taxingTypeText } from "./contract-words";
import { contractQueries } from "./queries";
import { styles } from "./styles";

/**
 * /accounts/contracts (issue 22; spec sections 2, 3 and 8): the seller's contracts with their
 * incoterm, taxing type, dates, price table, delivery time, carrier and whether each is connected,
 * each downloadable as a PDF or a CSV. Admin and operation may delete a contract no order uses;
 * the server refuses the others with "Contract CAN'T be deleted!" (a viewer sees no Delete).
 */
export function ContractsPage() {
  const { t } = useLingui();
  const list = useQuery(contractQueries.list());
  const contracts = list.data ?? [];
  return (
    <section style={styles.page} aria-labelledby="contracts-title">
      <h1 id="contracts-title" style={styles.title}>
        <Trans>Contracts</Trans>
      </h1>
      {list.error && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading contracts…</Trans>
        </p>
      )}
      {list.data && contracts.length === 0 && (
        <p>
          <Trans>You don't have any contract allowed</Trans>
        </p>
      )}
      <ul aria-label={t`Contracts`} style={{ ...styles.page, listStyle: "none", margin: 0, padding: 0 }}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            <ContractCard contract={contract} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContractCard({ contract }: { contract: ContractDetails }) {
  const { t, i18n } = useLingui();
  const canDelete = useCan("seller:write");
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteContract(contract.id),
    onSuccess: async () => {
      setAsking(false);
      showToast(t`Contract deleted`, "success");
      // The wizard's and the quotes' contracts (shared-queries.ts) lose it too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: contractQueries.all() }), queryClient.invalidateQueries({ queryKey: ["contracts"] })]);
    },
    onError: (error) => {
      setAsking(false);
      showErrorToast(error, i18n, { reasons: deleteRefusalTexts(error, i18n) });
    },
  });
  const titleId = `contract-${contract.id}-name`;
  const facts: [string, string][] = [
    [t`Carrier`, contract.carrier_name],
    [t`Incoterm`, contract.incoterms.join(", ")],
    [t`Taxing type`, taxingTypeText(contract.taxing_type, i18n)],
    [t`Start date`, contractDay(contract.start_date, i18n)],
    [t`End date`, contract.end_date ? contractDay(contract.end_date, i18n) : t`No end date`],
    [t`Delivery time`, t`${contract.delivery_time} working days`],
    [t`Price table`, t`First 0.5 kg ${formatMoney(contract.first_half_kg, undefined, i18n)}, each further 0.5 kg ${formatMoney(contract.additional_half_kg, undefined, i18n)}`],
  ];
  return (
    <article style={styles.card} aria-labelledby={titleId}>
      <div style={styles.row}>
        <h2 id={titleId} style={styles.subtitle}>
          {contract.name}
        </h2>
        <span style={contract.connected ? styles.connected : styles.disconnected}>{contract.connected ? <Trans>Connected</Trans> : <Trans>Disconnected</Trans>}</span>
      </div>
      <dl style={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt style={styles.term}>{term}</dt>
            <dd style={styles.fact}>{value}</dd>
          </div>
        ))}
      </dl>
      <div style={styles.row}>
        <ContractDownloads id={contract.id} name={contract.name} />
        {canDelete && (
          <Button variant="secondary" aria-label={t`Delete ${contract.name}`} onClick={() => setAsking(true)}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Delete contract ${contract.name}?`}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      >
        <Trans>A contract that orders use cannot be deleted.</Trans>
      </ConfirmDialog>
    </article>
  );
}
