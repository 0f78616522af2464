import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createCustomer, deleteCustomer, saveCustomer } from "../../api/calls/customers";
import { customerQueries } from "../../api/queries/shared-queries";
import type { Customer } from "../../api/schemas/customers";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { customerInputOf, receiverOfCustomer } from "../../offline/drafts/address-book";
import { ApiErrorAlert, showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { countryName } from "../../ui/country-options";
import { TextField } from "../../ui/fields";
import { intlLocale } from "../../ui/format/locale";
import { trackSaving } from "../../ui/saving-events";
import { Pagination } from "../../ui/table/pagination";
import { showToast } from "../../ui/toast";
import { CustomerForm } from "./customer-form";
import { type CustomerValues, EMPTY_CUSTOMER, serverFieldErrors } from "./customer-values";
import styles from "./customers.module.css";

export const CUSTOMERS_PAGE_SIZE = 20;

/** Which customer is being edited: none, a new one, or one by id. */
type Editing = null | "new" | number;

const searchOf = (search: string, page: number) => {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  return params.toString();
};

/**
 * /settings/customers (configuration area section 3 "Customer"; decision 064): the seller's
 * address book, the receivers the order wizard offers under "Choose from address book". Search
 * and page live in the URL. A writer adds, changes and removes; a viewer reads.
 */
export function CustomersPage() {
  const { i18n, t } = useLingui();
  const sellerId = useSessionUser()?.seller_id;
  const canWrite = useCan("seller:write");
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery(customerQueries.page(sellerId, { limit: CUSTOMERS_PAGE_SIZE, offset: (page - 1) * CUSTOMERS_PAGE_SIZE, search }));
  const [typed, setTyped] = useState(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / CUSTOMERS_PAGE_SIZE));

  const done = async (message: string) => {
    setEditing(null);
    setConfirming(null);
    setServerErrors({});
    showToast(message, "success");
    await queryClient.invalidateQueries({ queryKey: customerQueries.all });
  };
  const failed = (error: unknown) => {
    setServerErrors(serverFieldErrors(error));
    showErrorToast(error, i18n, { lead: t`Could not save, try again later` });
  };
  const save = useMutation({
    mutationFn: ({ id, values }: { id: "new" | number; values: CustomerValues }) =>
      trackSaving(() => (id === "new" ? createCustomer(customerInputOf(values), crypto.randomUUID()) : saveCustomer(id, customerInputOf(values), crypto.randomUUID()))),
    onSuccess: () => done(t`Customer saved`),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => trackSaving(() => deleteCustomer(id, crypto.randomUUID())),
    onSuccess: () => done(t`Customer deleted`),
    onError: failed,
  });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf(typed.trim(), 1));
  };
  const edited = typeof editing === "number" ? elements.find((customer) => customer.id === editing) : undefined;
  const editTitle = (name: string) => t`Edit ${name}`;

  return (
    <section className={styles.page} aria-labelledby="customers-title">
      <h1 id="customers-title">
        <Trans>Customers</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>Your address book: the order wizard fills the receiver from it.</Trans>
      </p>
      {!canWrite && (
        <p className={styles.hint}>
          <Trans>You can see these settings; only a seller admin or operator can change them.</Trans>
        </p>
      )}
      <form role="search" aria-label={t`Search customers`} className={styles.search} onSubmit={submitSearch}>
        <TextField label={t`Name, e-mail, document or city`} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {canWrite && editing === null && (
        <div className={styles.actions}>
          <Button type="button" onClick={() => setEditing("new")}>
            <Trans>Add a customer</Trans>
          </Button>
        </div>
      )}
      {canWrite && editing === "new" && (
        <CustomerForm initial={EMPTY_CUSTOMER} title={t`New customer`} busy={save.isPending} serverErrors={serverErrors} onSubmit={(values) => save.mutate({ id: "new", values })} onCancel={() => setEditing(null)} />
      )}
      {canWrite && edited && (
        <CustomerForm
          key={edited.id}
          initial={receiverOfCustomer(edited)}
          title={editTitle(edited.full_name)}
          busy={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate({ id: edited.id, values })}
          onCancel={() => setEditing(null)}
        />
      )}
      {list.isPending && sellerId !== undefined && (
        <p role="status">
          <Trans>Loading the customers…</Trans>
        </p>
      )}
      {list.error ? <ApiErrorAlert error={list.error} /> : null}
      {list.isSuccess && elements.length === 0 && <p>{search ? <Trans>No customer matches this search.</Trans> : <Trans>No customer yet.</Trans>}</p>}
      {elements.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={t`Customers`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Tax document</Trans>
                </th>
                <th scope="col">
                  <Trans>Phone</Trans>
                </th>
                <th scope="col">
                  <Trans>Address</Trans>
                </th>
                {canWrite && (
                  <th scope="col">
                    <Trans>Actions</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {elements.map((customer) => (
                <CustomerRow
                  key={customer.id}
                  customer={customer}
                  locale={intlLocale(i18n)}
                  canWrite={canWrite}
                  confirming={confirming === customer.id}
                  busy={remove.isPending}
                  onEdit={() => setEditing(customer.id)}
                  onAskDelete={() => setConfirming(customer.id)}
                  onCancelDelete={() => setConfirming(null)}
                  onDelete={() => remove.mutate(customer.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} pageHref={(target) => paths.customers(searchOf(search, target))} />}
    </section>
  );
}

function CustomerRow({
  customer,
  locale,
  canWrite,
  confirming,
  busy,
  onEdit,
  onAskDelete,
  onCancelDelete,
  onDelete,
}: {
  customer: Customer;
  locale: string;
  canWrite: boolean;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const name = customer.full_name;
  return (
    <tr>
      <th scope="row">
        {name}
        {customer.email && <div className={styles.hint}>{customer.email}</div>}
      </th>
      <td>{customer.document}</td>
      <td>{customer.phone}</td>
      <td>
        {customer.address}, {customer.number} · {customer.city}, {customer.state} · {countryName(customer.country, locale)}
      </td>
      {canWrite && (
        <td>
          <div className={styles.actions}>
            {confirming ? (
              <>
                <Button type="button" onClick={onDelete} busy={busy} aria-label={t`Confirm deleting ${name}`}>
                  <Trans>Delete</Trans>
                </Button>
                <Button type="button" variant="secondary" onClick={onCancelDelete}>
                  <Trans>Keep</Trans>
                </Button>
              </>
            ) : (
              <>
                <Button type="button" variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`}>
                  <Trans>Edit</Trans>
                </Button>
                <Button type="button" variant="secondary" onClick={onAskDelete} aria-label={t`Delete ${name}`}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}
