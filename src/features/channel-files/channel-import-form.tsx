import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { importChannelFile, saveChannelMapping } from "../../api/calls/channel-files";
import type { ChannelFileDetail } from "../../api/schemas/channel-files";
import { paths } from "../../config/paths";
import type { Templates } from "../../domain/channel-report";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/fields";
import { showToast } from "../../ui/toast";
import { ChannelOrdersTable } from "./channel-orders-table";
import { channelFileErrorText } from "./channel-file-error-text";
import styles from "./channel-files.module.css";
import { channelFileQueries } from "./queries";
import { SkuMappingTable } from "./sku-mapping-table";
import { SenderLine } from "./sender-line";
import { NO_TEMPLATE, useChannelMapping } from "./use-channel-mapping";
import { useImportCheck } from "./use-import-check";

interface ChannelImportFormProps {
  detail: ChannelFileDetail;
  templates: Templates;
}

export function ChannelImportForm({ detail, templates }: ChannelImportFormProps) {
  // The units the server imports in (the seller's), so the screen's rows are the server's rows.
  const system = detail.context.measurementSystem;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mapping = useChannelMapping(detail, templates, system);
  const check = useImportCheck(mapping.converted, detail.context, system);
  const total = detail.orders.length;
  const ready = check.valid;
  const fileId = detail.file.id;

  const save = useMutation({
    mutationFn: () => saveChannelMapping({ amazon_file_id: fileId, orders: mapping.mapping }, crypto.randomUUID()),
    onSuccess: async () => {
      showToast(t`Mapping saved.`, "success");
      await queryClient.invalidateQueries({ queryKey: channelFileQueries.all });
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The mapping could not be saved.`, reasons: channelFileErrorText(error, i18n) }),
  });
  const importOrders = useMutation({
    // The server imports with the saved mapping: the one on screen is saved first.
    mutationFn: async () => {
      await saveChannelMapping({ amazon_file_id: fileId, orders: mapping.mapping }, crypto.randomUUID());
      return importChannelFile(fileId, crypto.randomUUID());
    },
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: channelFileQueries.all });
      navigate(paths.importResponse(job.id));
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The import could not be started.`, reasons: channelFileErrorText(error, i18n) }),
  });

  const boxOptions = [
    ...(templates.boxes.length === 0 ? [{ value: String(NO_TEMPLATE), label: t`No box template` }] : []),
    ...templates.boxes.map((box) => ({ value: String(box.id), label: box.name })),
  ];

  return (
    <>
      <SenderLine sender={detail.context.sender} />
      <section className={styles.section} aria-labelledby="channel-box-title">
        <h2 id="channel-box-title">
          <Trans>Box</Trans>
        </h2>
        <SelectField label={t`Box template for every order`} options={boxOptions} value={String(mapping.box)} onChange={(event) => mapping.setBox(Number(event.target.value))} />
      </section>
      <section className={styles.section} aria-labelledby="channel-products-title">
        <h2 id="channel-products-title">
          <Trans>Products</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>The channel's report has no HS code, category or weight: each SKU takes them from a product template.</Trans>
        </p>
        <SkuMappingTable skus={mapping.skus} templates={templates} products={mapping.products} onChoose={mapping.chooseProduct} />
      </section>
      <section className={styles.section} aria-labelledby="channel-orders-title">
        <h2 id="channel-orders-title">
          <Trans>Orders</Trans>
        </h2>
        <p className={styles.summary} role="status">
          {t`Orders ready to import: ${ready} of ${total}`}
        </p>
        {check.fileProblems.length > 0 && (
          <ul className={styles.problems} role="alert">
            {check.fileProblems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        )}
        <ChannelOrdersTable orders={detail.orders} problemsOf={check.problemsOf} />
      </section>
      <div className={styles.actions}>
        <Button busy={importOrders.isPending} disabled={ready === 0 || save.isPending} onClick={() => importOrders.mutate()}>
          <Trans>Import valid orders</Trans>
        </Button>
        <Button variant="secondary" busy={save.isPending} disabled={importOrders.isPending} onClick={() => save.mutate()}>
          <Trans>Save mapping</Trans>
        </Button>
      </div>
    </>
  );
}
