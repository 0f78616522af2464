import { useDeferredValue, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createCustomer } from "../../../api/calls/customers";
import { ADDRESS_BOOK_PICKER_LIMIT, customerQueries } from "../../../api/queries/shared-queries";
import type { Customer } from "../../../api/schemas/customers";
import { useCan } from "../../../api/use-can";
import { useSessionUser } from "../../../api/use-session-user";
import { customerIssues } from "../../../domain/order-validation";
import { customerInputOf, isSameReceiver, receiverOfCustomer } from "../../../offline/drafts/address-book";
import type { DraftCustomer } from "../../../offline/drafts/order-draft-values";
import { showErrorToast } from "../../../ui/api-error";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/fields";
import { showToast } from "../../../ui/toast";
import { useOnline } from "../../../ui/use-online";
import styles from "../order-create.module.css";

/** How many matches the picker lists at once: type more to narrow. */
const SHOWN_MATCHES = 8;

const folded = (text: string) => text.toLocaleLowerCase();
/** The same fields the server searches (server/customers/customers.ts), for the saved list offline. */
const matches = (customer: Customer, text: string) => [customer.full_name, customer.email, customer.document, customer.city].some((field) => folded(field).includes(folded(text)));

/**
 * The Receiver step's address book (/settings/customers, decision 064): "Choose from address
 * book" fills the whole receiver from a customer; "Save to address book" keeps the receiver typed.
 * The first ADDRESS_BOOK_PICKER_LIMIT customers by name are saved on the device, so choosing works
 * offline; a larger book is searched on the server while online.
 */
export function AddressBook({ receiver, onChoose }: { receiver: DraftCustomer; onChoose: (receiver: DraftCustomer) => void }) {
  const { t } = useLingui();
  const sellerId = useSessionUser()?.seller_id;
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const text = useDeferredValue(typed.trim());
  const book = useQuery({ ...customerQueries.book(sellerId, ""), enabled: sellerId !== undefined });
  const wholeBookSaved = book.data !== undefined && book.data.count <= book.data.elements.length;
  // Only a book larger than what the device keeps needs the server to search it.
  const searched = useQuery({ ...customerQueries.book(sellerId, text), enabled: open && online && text !== "" && !wholeBookSaved && sellerId !== undefined });
  const candidates = text === "" ? (book.data?.elements ?? []) : (searched.data?.elements ?? (book.data?.elements ?? []).filter((customer) => matches(customer, text)));
  const shown = candidates.slice(0, SHOWN_MATCHES);
  const inBook = (book.data?.elements ?? []).some((customer) => isSameReceiver(customer, receiver));

  return (
    <div className={styles.addressBook}>
      <div className={styles.addressBookActions}>
        <Button type="button" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Trans>Choose from address book</Trans>
        </Button>
        <SaveToAddressBook receiver={receiver} inBook={inBook} />
      </div>
      {open && (
        <div role="group" aria-label={t`Address book`} className={styles.addressBookPanel}>
          <TextField label={t`Search the address book`} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          {book.isPending && sellerId !== undefined && (
            <p role="status">
              <Trans>Loading the address book…</Trans>
            </p>
          )}
          {book.isError && !book.data && (
            <p role="status">
              <Trans>The address book can't be read now.</Trans>
            </p>
          )}
          {book.data && shown.length === 0 && (
            <p>{text === "" ? <Trans>The address book is empty.</Trans> : <Trans>No customer matches this search.</Trans>}</p>
          )}
          <ul className={styles.addressBookList}>
            {shown.map((customer) => (
              <li key={customer.id}>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    onChoose(receiverOfCustomer(customer));
                    setOpen(false);
                  }}
                >
                  {customer.full_name} · {customer.city}, {customer.country}
                </Button>
              </li>
            ))}
          </ul>
          {candidates.length > SHOWN_MATCHES && (
            <p className={styles.hint}>
              <Trans>More customers match: type more of the name to narrow the list.</Trans>
            </p>
          )}
          {!online && !wholeBookSaved && book.data && (
            <p className={styles.hint}>
              <Trans>Offline, only the first {ADDRESS_BOOK_PICKER_LIMIT} customers of the address book can be searched.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** Keeps the receiver as a customer, once its fields pass the receiver rules (the server runs them again). */
function SaveToAddressBook({ receiver, inBook }: { receiver: DraftCustomer; inBook: boolean }) {
  const { i18n, t } = useLingui();
  const canWrite = useCan("seller:write");
  const online = useOnline();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => createCustomer(customerInputOf(receiver), crypto.randomUUID()),
    onSuccess: async () => {
      showToast(t`Saved to the address book`, "success");
      await queryClient.invalidateQueries({ queryKey: customerQueries.all });
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  if (!canWrite) return null;
  if (inBook) {
    return (
      <span className={styles.hint}>
        <Trans>This receiver is in your address book.</Trans>
      </span>
    );
  }
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        busy={save.isPending}
        disabled={!online}
        onClick={() => {
          const valid = customerIssues(receiver).length === 0;
          setProblem(valid ? null : t`Fix the receiver's fields before saving it to the address book.`);
          if (valid) save.mutate();
        }}
      >
        <Trans>Save to address book</Trans>
      </Button>
      {problem && (
        <span role="alert" className={styles.hint}>
          {problem}
        </span>
      )}
    </>
  );
}
