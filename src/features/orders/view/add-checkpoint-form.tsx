import { type FormEvent, useId, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AddCheckpointRequest } from "../../../api/schemas/orders";
import { MAX_CHECKPOINT_MESSAGE } from "../../../api/schemas/orders";
import { MANUAL_CHECKPOINT_STATUSES, type OrderStatusName } from "../../../domain/order-status";
import { enqueueCheckpoint } from "../../../offline/outbox";
import { Button } from "../../../ui/button";
import { FieldFrame, SelectField } from "../../../ui/fields";
import formStyles from "../../../ui/form.module.css";
import { eventLabel } from "../../../ui/notification-delivery-labels";
import { showToast } from "../../../ui/toast";
import { type AttachmentProblem, checkAttachment } from "./attachment";
import { eventsOfStatus } from "./notification-words";
import { statusLabel } from "../../../ui/order-status-label";
import styles from "../orders.module.css";

interface AddCheckpointFormProps {
  order: { id: number; order_number: string };
  onDone: () => void;
}

/**
 * "Add checkpoint": status, message and an optional file. Saved to the outbox (works offline);
 * the tracking history shows it at once as "Not sent yet".
 */
export function AddCheckpointForm({ order, onDone }: AddCheckpointFormProps) {
  const { i18n, t } = useLingui();
  const ids = { file: useId() };
  const [status, setStatus] = useState<string>(MANUAL_CHECKPOINT_STATUSES[0]!);
  // The tracking event, when the status has several (the customs events of In transit): what notification rules hear.
  const events = eventsOfStatus(status as OrderStatusName);
  const [eventCode, setEventCode] = useState("");
  const chosenEvent = events.find((event) => event.tracking_code === eventCode) ?? events[0];
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | undefined>();
  const [messageError, setMessageError] = useState<string>();
  const [fileProblem, setFileProblem] = useState<AttachmentProblem>();
  const [saving, setSaving] = useState(false);
  // The file chosen last: a check of an earlier choice that finishes later is ignored.
  const chosenFile = useRef<File | undefined>(undefined);
  // The server's words (ATTACHMENT_MESSAGES), in the user's language.
  const fileError = fileProblem === "format" ? t`The file is not a PDF, JPEG or PNG` : fileProblem === "size" ? t`The file is larger than 150 KB` : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const blank = text === "" ? t`Can't be blank` : undefined;
    setMessageError(blank);
    setSaving(true);
    try {
      const checked = file ? await checkAttachment(file) : undefined;
      setFileProblem(checked?.problem);
      if (blank || checked?.problem) return;
      const checkpoint: AddCheckpointRequest = {
        status,
        message: text,
        ...(checked ? { attachment: checked.attachment } : {}),
        ...(events.length > 1 && chosenEvent ? { event_code: chosenEvent.tracking_code } : {}),
      };
      await enqueueCheckpoint(order, checkpoint);
      showToast(t`Checkpoint saved; it will be sent when possible.`, "success");
      onDone();
    } catch {
      showToast(t`The checkpoint could not be saved on this device. Please try again.`, "error");
    } finally {
      setSaving(false);
    }
  };

  const dirty = message.trim() !== "" || file !== undefined;
  return (
    <form className={styles.form} aria-label={t`Add checkpoint`} onSubmit={(event) => void submit(event)} data-dirty={dirty || undefined} noValidate>
      <SelectField
        label={t`Status`}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value);
          setEventCode("");
        }}
        options={MANUAL_CHECKPOINT_STATUSES.map((name) => ({ value: name, label: statusLabel(name, i18n) }))}
      />
      {events.length > 1 && (
        <SelectField
          label={t({ message: "Event", context: "tracking event of a checkpoint" })}
          value={chosenEvent?.tracking_code ?? ""}
          onChange={(event) => setEventCode(event.target.value)}
          options={events.map((event) => ({ value: event.tracking_code, label: eventLabel(event, i18n) }))}
        />
      )}
      <FieldFrame label={<Trans>Message</Trans>} required errors={messageError ? [messageError] : []}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.input}
            value={message}
            maxLength={MAX_CHECKPOINT_MESSAGE}
            onChange={(event) => setMessage(event.target.value)}
            onBlur={() => setMessageError(message.trim() === "" ? t`Can't be blank` : undefined)}
          />
        )}
      </FieldFrame>
      <div className={formStyles.field}>
        <label htmlFor={ids.file} className={formStyles.label}>
          <Trans>Attachment</Trans>
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${ids.file}-hint${fileError ? ` ${ids.file}-error` : ""}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            chosenFile.current = chosen;
            setFile(chosen);
            setFileProblem(undefined);
            if (!chosen) return;
            // Said as soon as the file is chosen; Save checks it again.
            void checkAttachment(chosen).then(
              (checked) => {
                if (chosenFile.current === chosen) setFileProblem(checked.problem);
              },
              () => undefined,
            );
          }}
        />
        <p id={`${ids.file}-hint`} className={styles.muted}>
          <Trans>Optional. PDF, JPEG or PNG, up to 150 KB.</Trans>
        </p>
        {fileError && (
          <p id={`${ids.file}-error`} className={formStyles.errors}>
            {fileError}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          <Trans>Save checkpoint</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
