import { Trans, useLingui } from "@lingui/react/macro";
import type { Templates } from "../../domain/channel-report";
import { templateOfSku } from "../../domain/channel-report";
import { DataTable, type DataTableColumn } from "../../ui/table/data-table";
import styles from "./channel-files.module.css";
import { NO_TEMPLATE, type SkuRow } from "./use-channel-mapping";

interface SkuMappingTableProps {
  skus: readonly SkuRow[];
  templates: Templates;
  products: ReadonlyMap<string, number>;
  onChoose: (sku: string, templateId: number) => void;
}

/**
 * One row per SKU of the file: the product template that gives its HS code, category, origin and
 * weight. A SKU with a template of the same SKU starts on it; one without names the gap.
 */
export function SkuMappingTable({ skus, templates, products, onChoose }: SkuMappingTableProps) {
  const { t } = useLingui();
  const rows = skus.map((row, index) => ({ ...row, index }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    { key: "sku", header: t`SKU`, cell: (row) => row.sku },
    { key: "name", header: t`Product in the file`, cell: (row) => row.product_name },
    { key: "orders", header: t`Orders`, numeric: true, cell: (row) => row.orders },
    {
      key: "template",
      header: t`Product template`,
      cell: (row) => {
        const matched = templateOfSku(templates.products, row.sku) !== undefined;
        return (
          <select
            aria-label={t`Product template for ${row.sku}`}
            value={products.get(row.sku) ?? NO_TEMPLATE}
            onChange={(event) => onChoose(row.sku, Number(event.target.value))}
          >
            {!matched && <option value={NO_TEMPLATE}>{t`No template`}</option>}
            {templates.products.map((template) => (
              <option key={template.id} value={template.id}>
                {`${template.sku} · ${template.name}`}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      key: "state",
      header: t`Mapping`,
      cell: (row) =>
        (products.get(row.sku) ?? NO_TEMPLATE) === NO_TEMPLATE ? (
          <span className={styles.missing}>
            <Trans>No product template</Trans>
          </span>
        ) : (
          <span className={styles.ok}>
            <Trans>Mapped</Trans>
          </span>
        ),
    },
  ];
  return <DataTable label={t`Products of the file`} columns={columns} rows={rows} rowId={(row) => row.index} />;
}
