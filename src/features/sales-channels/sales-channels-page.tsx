import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../api/errors";
import { createSalesChannel, deleteSalesChannel, renameSalesChannel } from "../../api/calls/customers";
import { settingsQueries } from "../../api/queries/shared-queries";
import { MESSAGES } from "../../api/schemas/common";
import { MAX_SALES_CHANNEL_NAME, SALES_CHANNEL_MESSAGES } from "../../api/schemas/sales-channels";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { ApiErrorAlert, showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import styles from "./sales-channels.module.css";

/** Which channel is being named: none, a new one, or one by id. */
type Editing = null | "new" | number;

/**
 * /settings/sales-channels (configuration area section 2; decision 064): the names orders are
 * tagged with (the wizard's Shipment step, imports, the orders filter). A writer adds, renames and
 * removes one; a channel that orders use stays, and the screen says why.
 */
export function SalesChannelsPage() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const canWrite = useCan("seller:write");
  const queryClient = useQueryClient();
  const query = settingsQueries.salesChannels(user?.id);
  const channels = useQuery(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [nameError, setNameError] = useState<string[]>([]);
  // Why the last delete was refused, in line (a toast goes away; this stays until the next action).
  const [refusal, setRefusal] = useState<string | null>(null);
  const knownText = (text: string): string =>
    text === SALES_CHANNEL_MESSAGES.nameTaken
      ? t`A sales channel with this name already exists`
      : text === SALES_CHANNEL_MESSAGES.inUse
        ? t`This sales channel can't be deleted: orders use it`
        : text === MESSAGES.blank
          ? t`Can't be blank`
          : text;
  const reasonsOf = (error: unknown): string[] => {
    if (!(error instanceof ApiError)) return [];
    const messages = (error.body as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(messages)) return [];
    return messages.flatMap((entry: unknown) =>
      typeof entry === "string" ? [knownText(entry)] : typeof entry === "object" && entry !== null ? Object.values(entry).flat().filter((x): x is string => typeof x === "string").map(knownText) : [],
    );
  };

  const done = async (message: string) => {
    setEditing(null);
    setNameError([]);
    showToast(message, "success");
    await queryClient.invalidateQueries({ queryKey: query.queryKey });
  };
  const save = useMutation({
    mutationFn: ({ id, name }: { id: "new" | number; name: string }) =>
      trackSaving(() => (id === "new" ? createSalesChannel({ name }, crypto.randomUUID()) : renameSalesChannel(id, { name }, crypto.randomUUID()))),
    onSuccess: () => done(t`Sales channel saved`),
    onError: (error) => {
      const reasons = reasonsOf(error);
      setNameError(reasons);
      showErrorToast(error, i18n, { lead: t`Could not save, try again later`, ...(reasons.length > 0 ? { reasons } : {}) });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => {
      setRefusal(null);
      return trackSaving(() => deleteSalesChannel(id, crypto.randomUUID()));
    },
    onSuccess: () => done(t`Sales channel deleted`),
    onError: (error) => {
      const reasons = reasonsOf(error);
      setRefusal(reasons.length > 0 ? reasons.join(" ") : null);
      showErrorToast(error, i18n, { lead: t`The sales channel was not deleted`, ...(reasons.length > 0 ? { reasons } : {}) });
    },
  });
  const renameTitle = (name: string) => t`Rename ${name}`;
  const startEditing = (next: Editing) => {
    setEditing(next);
    setRefusal(null);
    setNameError([]);
  };

  return (
    <section className={styles.page} aria-labelledby="sales-channels-title">
      <h1 id="sales-channels-title">
        <Trans>Sales channels</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>The stores and marketplaces your orders come from. An order names its channel; a channel that orders use can't be deleted.</Trans>
      </p>
      {!canWrite && (
        <p className={styles.hint}>
          <Trans>You can see these settings; only a seller admin or operator can change them.</Trans>
        </p>
      )}
      {channels.isPending && (
        <p role="status">
          <Trans>Loading the sales channels…</Trans>
        </p>
      )}
      {channels.error ? <ApiErrorAlert error={channels.error} /> : null}
      {channels.data?.length === 0 && (
        <p>
          <Trans>No sales channel yet.</Trans>
        </p>
      )}
      <ul className={styles.list} aria-label={t`Sales channels`}>
        {channels.data?.map((channel) =>
          editing === channel.id ? (
            <li key={channel.id}>
              <ChannelNameForm initial={channel.name} title={renameTitle(channel.name)} errors={nameError} busy={save.isPending} onSubmit={(name) => save.mutate({ id: channel.id, name })} onCancel={() => startEditing(null)} />
            </li>
          ) : (
            <ChannelRow key={channel.id} channel={channel} canWrite={canWrite} busy={remove.isPending} onRename={() => startEditing(channel.id)} onDelete={() => remove.mutate(channel.id)} />
          ),
        )}
      </ul>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      {canWrite &&
        (editing === "new" ? (
          <ChannelNameForm initial="" title={t`New sales channel`} errors={nameError} busy={save.isPending} onSubmit={(name) => save.mutate({ id: "new", name })} onCancel={() => startEditing(null)} />
        ) : (
          <div className={styles.actions}>
            <Button type="button" onClick={() => startEditing("new")}>
              <Trans>Add a sales channel</Trans>
            </Button>
          </div>
        ))}
    </section>
  );
}

function ChannelRow({ channel, canWrite, busy, onRename, onDelete }: { channel: { id: number; name: string }; canWrite: boolean; busy: boolean; onRename: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = channel.name;
  return (
    <li className={styles.row}>
      <span>{name}</span>
      {canWrite && (
        <span className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onRename} aria-label={t`Rename ${name}`}>
            <Trans>Rename</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={onDelete} disabled={busy} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </Button>
        </span>
      )}
    </li>
  );
}

function ChannelNameForm({ initial, title, errors, busy, onSubmit, onCancel }: { initial: string; title: string; errors: string[]; busy: boolean; onSubmit: (name: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const [blank, setBlank] = useState(false);
  return (
    <form
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        setBlank(trimmed === "");
        if (trimmed !== "") onSubmit(trimmed);
      }}
    >
      <TextField label={t`Channel name`} required maxLength={MAX_SALES_CHANNEL_NAME} value={name} onChange={(event) => setName(event.target.value)} errors={blank ? [t`Can't be blank`] : errors} />
      <span className={styles.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </span>
    </form>
  );
}
