import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createSellerAddress, deleteSellerAddress, saveSellerAddress } from "../../api/calls/company";
import { accountQueries } from "../../api/queries/shared-queries";
import type { SellerAddress } from "../../api/schemas/company";
import { ApiErrorAlert, showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { intlLocale } from "../../ui/format/locale";
import { countryName } from "../../ui/country-options";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { AddressForm } from "./address-form";
import { type AddressValues, EMPTY_ADDRESS, addressInput, addressValues } from "./address-values";
import { companyText, fieldErrorsOf } from "./company-messages";
import styles from "./company.module.css";

/** Which address is being edited: none, a new one, or one by id. */
type Editing = null | "new" | number;

/**
 * The seller's ship-from addresses (decision 054): the senders the order wizard offers, the
 * default preselected, and the one imports ship from. A writer adds, changes, removes and makes
 * one the default; a reader sees the list.
 */
export function AddressesSection({ sellerId, canWrite }: { sellerId: number; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const query = accountQueries.sellerAddresses(sellerId);
  const addresses = useQuery(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

  const done = async () => {
    setEditing(null);
    setServerErrors({});
    showToast(t`Settings updated`, "success");
    await queryClient.invalidateQueries({ queryKey: query.queryKey });
  };
  const failed = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error, translate));
    const reasons = error instanceof Error && "messages" in error && Array.isArray(error.messages) ? (error.messages as unknown[]).filter((m): m is string => typeof m === "string").map((m) => companyText(m, translate)) : undefined;
    showErrorToast(error, i18n, { lead: t`Could not save, try again later`, ...(reasons && reasons.length > 0 ? { reasons } : {}) });
  };
  const save = useMutation({
    mutationFn: ({ id, values }: { id: "new" | number; values: AddressValues }) =>
      trackSaving(() => (id === "new" ? createSellerAddress(sellerId, addressInput(values), crypto.randomUUID()) : saveSellerAddress(sellerId, id, addressInput(values), crypto.randomUUID()))),
    onSuccess: done,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => trackSaving(() => deleteSellerAddress(sellerId, id, crypto.randomUUID())),
    onSuccess: done,
    onError: failed,
  });
  const makeDefault = (address: SellerAddress) => save.mutate({ id: address.id, values: { ...addressValues(address), is_default: true } });

  return (
    <section className={styles.group} aria-labelledby="company-addresses-title">
      <h2 id="company-addresses-title" className={styles.legend}>
        <Trans>Seller addresses</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Where you ship from. New orders start with the default address; imports ship from it.</Trans>
      </p>
      {addresses.isPending && (
        <p role="status">
          <Trans>Loading the addresses…</Trans>
        </p>
      )}
      {addresses.error ? <ApiErrorAlert error={addresses.error} /> : null}
      {addresses.data?.length === 0 && (
        <p>
          <Trans>No address yet: add the one you ship from.</Trans>
        </p>
      )}
      <ul className={styles.addresses}>
        {addresses.data?.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm initial={addressValues(address)} busy={save.isPending} serverErrors={serverErrors} onSubmit={(values) => save.mutate({ id: address.id, values })} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={address.id} className={styles.address} aria-label={address.label}>
              <div>
                <strong>{address.label}</strong>
                {address.is_default && (
                  <span className={styles.badge}>
                    <Trans>Default</Trans>
                  </span>
                )}
                <div>{address.name}</div>
                <div>
                  {address.address}, {address.number} · {address.city}, {address.state} · {countryName(address.country, intlLocale(i18n))}
                </div>
              </div>
              {canWrite && (
                <div className={styles.actions}>
                  {!address.is_default && (
                    <Button type="button" variant="secondary" onClick={() => makeDefault(address)} disabled={save.isPending}>
                      <Trans>Make default</Trans>
                    </Button>
                  )}
                  <Button type="button" variant="secondary" onClick={() => setEditing(address.id)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => remove.mutate(address.id)} disabled={remove.isPending}>
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {canWrite &&
        (editing === "new" ? (
          <AddressForm initial={{ ...EMPTY_ADDRESS, is_default: addresses.data?.length === 0 }} busy={save.isPending} serverErrors={serverErrors} onSubmit={(values) => save.mutate({ id: "new", values })} onCancel={() => setEditing(null)} />
        ) : (
          <div className={styles.actions}>
            <Button type="button" onClick={() => setEditing("new")}>
              <Trans>Add an address</Trans>
            </Button>
          </div>
        ))}
    </section>
  );
}
