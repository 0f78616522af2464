import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings } from "../../api/schemas/notification-settings";
import { showErrorToast } from "../../ui/api-error";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { notificationSettingsQuery } from "./queries";
import { fieldErrorsOf, plainMessagesOf } from "./settings-messages";

interface WriteTexts {
  /** The success toast (default 'Settings updated'). */
  success?: () => string;
  /** The lead of the failure toast (default 'Could not save, try again later'). */
  failure?: () => string;
}

/**
 * One section's write: the top bar's saving indicator while it runs, the settings put in the
 * query's cache (without a new secret: the page shows that once and keeps it nowhere else), a
 * toast after, and the refusal's messages by field for the section to show under its fields.
 */
export function useSettingsWrite(sellerId: number, onSecret: (secret: string) => void, texts: WriteTexts = {}) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

  const mutation = useMutation({
    mutationFn: (write: () => Promise<NotificationSettings>) => trackSaving(write),
    onSuccess: ({ webhook_secret: secret, ...saved }) => {
      queryClient.setQueryData(notificationSettingsQuery(sellerId).queryKey, saved);
      if (secret !== undefined) onSecret(secret);
      setErrors({});
      showToast(texts.success?.() ?? t`Settings updated`, "success");
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error, translate);
      setErrors(byField);
      const reasons = Object.keys(byField).length > 0 ? [t`Please, check your information and try again`] : plainMessagesOf(error, translate);
      showErrorToast(error, i18n, { lead: texts.failure?.() ?? t`Could not save, try again later`, ...(reasons ? { reasons } : {}) });
    },
  });
  return { run: mutation.mutate, busy: mutation.isPending, errors, setErrors };
}
