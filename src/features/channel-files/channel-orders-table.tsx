import { Trans, useLingui } from "@lingui/react/macro";
import type { ChannelFileDetail } from "../../api/schemas/channel-files";
import { DataTable, type DataTableColumn } from "../../ui/table/data-table";
import styles from "./channel-files.module.css";

type ChannelOrder = ChannelFileDetail["orders"][number];

interface ChannelOrdersTableProps {
  orders: readonly ChannelOrder[];
  /** What stops each order, in the user's language; empty when it would be imported. */
  problemsOf: (orderId: string) => readonly string[];
}

/** The file's orders and, for each, whether it is ready or what the import rules say of it. */
export function ChannelOrdersTable({ orders, problemsOf }: ChannelOrdersTableProps) {
  const { t } = useLingui();
  const rows = orders.map((order, index) => ({ order, index, problems: problemsOf(order.order_id) }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    { key: "order", header: t`Order`, cell: ({ order }) => order.order_id },
    { key: "recipient", header: t`Recipient`, cell: ({ order }) => `${order.recipient_name} · ${order.city} ${order.state}` },
    { key: "items", header: t`Items`, numeric: true, cell: ({ order }) => order.items.reduce((sum, item) => sum + (Number(item.quantity) || 0), 0) },
    {
      key: "state",
      header: t`Check`,
      cell: ({ problems }) =>
        problems.length === 0 ? (
          <span className={styles.ok}>
            <Trans>Ready to import</Trans>
          </span>
        ) : (
          <ul className={styles.problems}>
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        ),
    },
  ];
  return <DataTable label={t`Orders of the file`} columns={columns} rows={rows} rowId={(row) => row.index} />;
}
