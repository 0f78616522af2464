import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { fetchTableColumns, saveTableColumns } from "../../../api/calls/table-columns";
import type { TableColumn } from "../../../api/schemas/columns";
import { DEFAULT_TABLE_COLUMNS } from "../../../domain/table-columns";
import { showErrorToast } from "../../../ui/api-error";
import { orderQueries } from "../queries";

const PAGE = "orders";

/**
 * The defaults, with the user's saved choice applied to the columns that may be hidden. Columns
 * the table gained after the user saved keep their default; columns it lost are dropped.
 */
export function mergeColumns(saved: readonly TableColumn[] | null | undefined): TableColumn[] {
  const shown = new Map((saved ?? []).map((column) => [column.key, column.show]));
  return DEFAULT_TABLE_COLUMNS[PAGE].map((column) => ({
    key: column.key,
    isCustomizable: column.isCustomizable,
    show: column.isCustomizable ? (shown.get(column.key) ?? column.show) : true,
  }));
}

/**
 * The user's columns of the order list (GET /v1/table_columns/). If loading fails the defaults
 * apply (spec section 7) and the list still works; saving is optimistic and undone on failure.
 */
export function useOrderColumns() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: orderQueries.columns(), queryFn: async () => (await fetchTableColumns(PAGE)) ?? null, retry: false, staleTime: Infinity });
  const columns = mergeColumns(saved.data);
  const save = useMutation({
    mutationFn: (next: TableColumn[]) => saveTableColumns(PAGE, next),
    onMutate: (next) => {
      const before = queryClient.getQueryData<TableColumn[] | null>(orderQueries.columns());
      queryClient.setQueryData(orderQueries.columns(), next);
      return { before };
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(orderQueries.columns(), context?.before);
      showErrorToast(error, i18n);
    },
    onSuccess: (stored) => queryClient.setQueryData(orderQueries.columns(), stored),
  });
  const setShown = (key: string, show: boolean) => save.mutate(columns.map((column) => (column.key === key ? { ...column, show } : column)));
  return { columns, setShown, saving: save.isPending };
}
