import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { decidePriceChange } from "../../api/calls/contracts";
import type { ChangeState, PriceChangeRequest } from "../../api/schemas/contracts";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { contractQueries } from "./queries";
import { styles, table } from "./styles";

const STATE_WORDS = {
  pending: msg({ message: "Pending", context: "approval state" }),
  approved: msg({ message: "Approved", context: "approval state" }),
  refused: msg({ message: "Refused", context: "approval state" }),
} as const satisfies Record<ChangeState, unknown>;

/** The seller's change requests with their state; the chosen admin approves or refuses here. */
export function PriceChangesList({ requests }: { requests: PriceChangeRequest[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, state }: { id: number; state: "approved" | "refused" }) => decidePriceChange(id, state),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueries.all() }),
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  if (requests.length === 0) {
    return (
      <p>
        <Trans>No change has been requested yet.</Trans>
      </p>
    );
  }
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Change requests`}>
        <thead>
          <tr>
            {[t`Contract`, t`What to change`, t`Why`, t`Requested by`, t`Sent to`, t`Sent`, t`State`].map((heading) => (
              <th key={heading} scope="col" style={table.head}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <td style={table.cell}>{request.contract_name}</td>
              <td style={table.cell}>{request.change}</td>
              <td style={table.cell}>{request.reason}</td>
              <td style={table.cell}>{request.requested_by_name}</td>
              <td style={table.cell}>{request.recipient_name ?? t`The platform's account manager`}</td>
              <td style={table.cell}>{formatDateTime(request.created_at, {}, i18n)}</td>
              <td style={table.cell}>
                <div style={styles.row}>
                  <span>{i18n._(STATE_WORDS[request.state])}</span>
                  {request.can_decide && (
                    <>
                      <Button variant="secondary" aria-label={t`Approve the change to ${request.contract_name}`} busy={decide.isPending} onClick={() => decide.mutate({ id: request.id, state: "approved" })}>
                        <Trans>Approve</Trans>
                      </Button>
                      <Button variant="secondary" aria-label={t`Refuse the change to ${request.contract_name}`} busy={decide.isPending} onClick={() => decide.mutate({ id: request.id, state: "refused" })}>
                        <Trans>Refuse</Trans>
                      </Button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
