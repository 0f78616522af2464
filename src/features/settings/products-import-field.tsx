import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { importProducts } from "../../api/calls/product-import";
import { ApiError } from "../../api/errors";
import { ProductImportRefusal } from "../../api/schemas/product-import";
import { paths } from "../../config/paths";
import { jobStartErrorText } from "../../ui/known-refusal-text";
import { FieldFrame } from "../../ui/fields";
import { productImportProblemText } from "../../ui/product-import-problem-text";
import { useOnline } from "../../ui/use-online";

/**
 * "Import products" (issue 17): a products CSV into the product templates. Choosing a file sends
 * it at once; the server reads it and queues the import, and the page of its log opens
 * (/products/import/{id}), where its progress and each line's outcome show. A file the server
 * cannot read is refused here, with 'Failed to import file' and what is wrong, in the user's words.
 */
export function ProductsImportField() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = useMutation({
    mutationFn: (file: File) => importProducts(file, crypto.randomUUID()),
    // The field is disabled while useOnline() says offline; a send that fails on the way says why.
    // TanStack's own online flag (browser events only) must not hold the upload paused unseen.
    networkMode: "always",
    onSuccess: (job) => void navigate(paths.productImport(job.id)),
    onError: (error) => {
      const refusal = error instanceof ApiError ? v.safeParse(ProductImportRefusal, error.body) : undefined;
      setErrors(
        refusal?.success
          ? [t`Failed to import file`, ...refusal.output.problems.map((problem) => productImportProblemText(problem, i18n))]
          : jobStartErrorText(error, i18n),
      );
      // The same file may be chosen again once it is fixed.
      if (input.current) input.current.value = "";
    },
  });

  return (
    <FieldFrame
      label={t`Import products`}
      hint={
        <Trans>
          A CSV file with the columns sku, name, description, category, hsCode, origin country, unit price and unit weight (in your measurement system). A SKU you already have is updated.
        </Trans>
      }
      errors={errors}
    >
      {(control) => (
        <input
          {...control}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={!online || upload.isPending}
          aria-busy={upload.isPending || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setErrors([]);
            upload.mutate(file);
          }}
        />
      )}
    </FieldFrame>
  );
}
