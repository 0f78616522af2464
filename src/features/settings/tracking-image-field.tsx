import { useEffect, useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { type TrackingImageKind, removeTrackingImage, uploadTrackingImage } from "../../api/calls/tracking-settings";
import type { TrackingSettings } from "../../api/schemas/tracking-settings";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FieldFrame } from "../../ui/fields";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { fieldErrorsOf } from "../../api/field-errors";
import { IMAGE_RULES, checkPicture, trackingMessageDescriptor } from "./tracking-image-check";
import styles from "./tracking-settings.module.css";

export interface TrackingImageFieldProps {
  sellerId: number;
  kind: TrackingImageKind;
  /** The file input's label ("Logo", "Advertising image"). */
  label: string;
  /** The remove button's name ("Remove logo", "Remove advertising image"). */
  removeLabel: string;
  /** The confirm dialog's question. */
  removeQuestion: string;
  /** Said once the picture is removed. */
  removedText: string;
  /** The stored picture's size, or null when there is none. */
  current: { width: number; height: number } | null;
  /** Its public URL (with its version), when there is one. */
  currentUrl: string | null;
  canWrite: boolean;
  /** The settings as the server answered an upload or a removal. */
  onChange: (settings: TrackingSettings) => void;
}

/**
 * One picture of the tracking page: a file input checked in the browser (type, bytes, size) and
 * uploaded right after a valid pick, a preview, and removal after a confirmation. Errors show
 * under the input, tied to it for screen readers.
 */
export function TrackingImageField({ sellerId, kind, label, removeLabel, removeQuestion, removedText, current, currentUrl, canWrite, onChange }: TrackingImageFieldProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const statusId = `${id}-status`;
  const rules = IMAGE_RULES[kind];
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The picked file's object URL: its preview before and just after the upload. */
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);
  useEffect(() => () => (pickedUrl ? URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const errorTexts = (error: unknown) => {
    const messages = Object.values(fieldErrorsOf(error)).flat();
    const texts = messages.length > 0 ? messages : apiErrorText(error, i18n);
    return texts.map((text) => {
      const descriptor = trackingMessageDescriptor(text);
      return descriptor ? i18n._(descriptor) : text;
    });
  };

  const upload = useMutation({
    mutationFn: (file: File) => trackSaving(() => uploadTrackingImage(sellerId, kind, file, crypto.randomUUID())),
    onSuccess: (saved) => onChange(saved),
    onError: (error) => {
      setErrors(errorTexts(error));
      setPickedUrl(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => trackSaving(() => removeTrackingImage(sellerId, kind, crypto.randomUUID())),
    onSuccess: (saved) => {
      setConfirming(false);
      setPickedUrl(null);
      onChange(saved);
      showToast(removedText, "success");
    },
    onError: (error) => {
      setConfirming(false);
      setErrors(errorTexts(error));
    },
  });

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file picked again after a refusal must fire a change again.
    input.value = "";
    if (!file) return;
    setErrors([]);
    setChecking(true);
    const refusal = await checkPicture(file, rules).finally(() => setChecking(false));
    if (refusal) {
      setErrors([i18n._(refusal)]);
      return;
    }
    setPickedUrl(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const previewUrl = pickedUrl ?? currentUrl;
  const hasPicture = current !== null || (pickedUrl !== null && upload.isSuccess);
  const busy = checking || upload.isPending;

  return (
    <div className={styles.imageField}>
      <FieldFrame label={label} errors={errors}>
        {(control) => (
          <>
            <input
              {...control}
              type="file"
              accept={rules.accept}
              className={styles.fileInput}
              disabled={!canWrite || busy}
              aria-describedby={[control["aria-describedby"], busy ? statusId : null].filter(Boolean).join(" ") || undefined}
              onChange={(event) => void pick(event.currentTarget)}
            />
            {busy && (
              <p id={statusId} role="status" className={styles.hint}>
                {upload.isPending ? <Trans>Uploading...</Trans> : <Trans>Checking the image...</Trans>}
              </p>
            )}
          </>
        )}
      </FieldFrame>
      {previewUrl && (upload.isPending || hasPicture) && (
        <img
          className={kind === "logo" ? styles.logoPreview : styles.adPreview}
          src={previewUrl}
          alt={t`Preview: ${label}`}
          width={pickedUrl ? undefined : current?.width}
          height={pickedUrl ? undefined : current?.height}
        />
      )}
      {canWrite && hasPicture && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {removeLabel}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={removeQuestion}
        confirmLabel={<Trans>Remove</Trans>}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Trans>The public tracking page stops showing it at once.</Trans>
      </ConfirmDialog>
    </div>
  );
}
