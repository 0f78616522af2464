import { useQuery } from "@tanstack/react-query";
import { readCachedOrderRows } from "../../../offline/order-cache";
import { orderQueries } from "../queries";

/**
 * The sales channels to filter by. /v1 has no list of a seller's channels, so they come from the
 * orders this device has seen (the cache fills as lists load); the channel in the URL is always
 * offered, even if no cached order has it.
 */
export function useSalesChannelOptions(current: string | undefined) {
  const channels = useQuery({
    queryKey: [...orderQueries.all(), "sales-channels"],
    queryFn: async () => {
      const byId = new Map<number, string>();
      for (const row of await readCachedOrderRows()) {
        if (row.sales_channel_id !== null) byId.set(row.sales_channel_id, row.sales_channel_name ?? `#${row.sales_channel_id}`);
      }
      return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
    },
    networkMode: "always",
    staleTime: 60_000,
  });
  const options = (channels.data ?? []).map(([id, name]) => ({ value: String(id), label: name }));
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: `#${current}` });
  return options;
}
