import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { uploadChannelFile } from "../../api/calls/channel-files";
import { FieldFrame } from "../../ui/fields";
import fieldStyles from "../../ui/form.module.css";
import { showToast } from "../../ui/toast";
import { channelFileErrorText } from "./channel-file-error-text";
import { channelFileQueries } from "./queries";

/** What the file input offers first; the server decides by the bytes anyway. */
const REPORT_ACCEPT = ".txt,.tsv,text/plain,text/tab-separated-values";

/** Choosing a file uploads it at once; a refusal shows under the field, in the user's language. */
export function ChannelUploadField() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: uploadChannelFile,
    onSuccess: async (file) => {
      setErrors([]);
      showToast(t`${file.name} uploaded: ${file.orders_count} orders.`, "success");
      await queryClient.invalidateQueries({ queryKey: channelFileQueries.all });
    },
    onError: (error) => setErrors(channelFileErrorText(error, i18n)),
  });

  return (
    <FieldFrame label={t`Order report file`} hint={t`The channel's tab-separated report of unshipped orders, at most 5 MB.`} errors={errors}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={REPORT_ACCEPT}
          className={fieldStyles.input}
          disabled={upload.isPending}
          aria-busy={upload.isPending || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload.mutate(file);
          }}
        />
      )}
    </FieldFrame>
  );
}
