import { paths } from "../../config/paths";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { requestQuotes } from "../../api/calls/order-create";
import { accountQueries, useMeasurementSystem } from "../../api/queries/shared-queries";
import type { Quote } from "../../api/schemas/quotes";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { defaultSender } from "../../offline/drafts/default-sender";
import { createDraft } from "../../offline/drafts/drafts-store";
import { ApiErrorAlert } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import { useOnline } from "../../ui/use-online";
import { QuoteForm } from "./quote-form";
import { type QuoteFieldProblem, type QuoteFormValues, draftFromQuote, emptyQuoteForm, quoteFormProblems, toQuoteRequest } from "./quote-form-values";
import { QuoteResults } from "./quote-results";
import styles from "./quotes.module.css";

/**
 * /quotes/new: what each contract would charge for a shipment, side by side, and an order
 * started from the chosen one. Quotes come from the server (POST /v1/quotes); offline the wizard
 * prices the cached contracts itself, so this page only says that quotes need the network.
 */
export function QuotesPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const user = useSessionUser();
  const canCreateOrders = useCan("seller:write");
  const queryClient = useQueryClient();
  const system = useMeasurementSystem();
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm);
  const [problems, setProblems] = useState<ReadonlyMap<string, QuoteFieldProblem>>(new Map());
  const [asked, setAsked] = useState(false);
  const [starting, setStarting] = useState<Quote | null>(null);
  const quotes = useMutation({ mutationFn: (form: QuoteFormValues) => requestQuotes(toQuoteRequest(form, system)) });

  const change = (next: QuoteFormValues) => {
    setValues(next);
    // Once asked, problems follow the typing so a fixed field clears at once.
    if (asked) setProblems(quoteFormProblems(next));
  };

  const submit = () => {
    const found = quoteFormProblems(values);
    setAsked(true);
    setProblems(found);
    if (found.size === 0) quotes.mutate(values);
  };

  const start = async (quote: Quote) => {
    if (!user || !quotes.variables) return;
    setStarting(quote);
    try {
      // The form as it was when the quote was asked: its figures are the ones shown. The sender is
      // the one a new order starts with anywhere (the seller's default address, else the last one
      // used, else the seller's profile).
      const values = draftFromQuote(quotes.variables, quote);
      // The profile is asked only without a last sender, once per session.
      const loadSeller = () => queryClient.fetchQuery({ ...accountQueries.currentSeller(), retry: false, staleTime: Infinity });
      const loadAddresses = () => queryClient.fetchQuery({ ...accountQueries.sellerAddresses(user.seller_id), retry: false, staleTime: 0 });
      values.sender = await defaultSender(user.id, loadSeller, loadAddresses);
      const draft = await createDraft(user.id, values);
      void navigate(paths.orderCreate(draft.id));
    } catch {
      showToast(t`The draft could not be saved on this device. Please try again.`, "error");
      setStarting(null);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="quotes-title">
      <h1 id="quotes-title">
        <Trans>New quote</Trans>
      </h1>
      <QuoteForm values={values} onChange={change} problems={problems} system={system} busy={quotes.isPending} online={online} onSubmit={submit} />
      {quotes.error ? (
        <ApiErrorAlert error={quotes.error} />
      ) : null}
      {quotes.data && !quotes.isPending && <QuoteResults answer={quotes.data} measurement={system} starting={starting} onStart={(quote) => void start(quote)} canCreateOrders={canCreateOrders} />}
    </section>
  );
}
