import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Pagination } from "../../ui/table/pagination";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { formatDate } from "../../ui/format/date";
import { useOnline } from "../../ui/use-online";
import { REVERSE_PAGE_SIZE, type ReverseFilters, filtersOf, listQueryOf, reverseQueries, searchOf } from "./queries";
import { styles, table } from "./styles";

/**
 * /orders/volume_reverses (issue 18; spec sections 2 and 3): the seller's reverse volumes, newest
 * first, filtered by reverse number, tracking reference, sales channel and creation dates. The
 * filters and page live in the URL, so a filtered page can be shared and survives a reload.
 * Reverses are made from an order's view ("Create reverse volume").
 */
export function VolumeReversesPage() {
  const { t } = useLingui();
  const online = useOnline();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersOf(params);
  // Not held back offline: a paused query is what the saved first page stands in for (src/app/shell/saved-query-keys.ts).
  const list = useQuery(reverseQueries.page(listQueryOf(filters, page)));
  // Offline, the previous page kept on screen while another loads would pass for the page asked for.
  const data = !online && list.isPlaceholderData ? undefined : list.data;
  const channels = useQuery(settingsQueries.salesChannels(user?.id));
  const [draft, setDraft] = useState<ReverseFilters>(filters);
  const elements = data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / REVERSE_PAGE_SIZE));
  const filtered = Object.values(filters).some((value) => value !== "");

  const field = (name: keyof ReverseFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf(draft, 1));
  };
  const clear = () => {
    const none = filtersOf(new URLSearchParams()).filters;
    setDraft(none);
    setParams(searchOf(none, 1));
  };

  return (
    <section style={styles.page} aria-labelledby="reverses-title">
      <header style={styles.header}>
        <h1 id="reverses-title" style={styles.title}>
          <Trans>Reverse volumes</Trans>
        </h1>
      </header>
      <form role="search" aria-label={t`Filter reverse volumes`} onSubmit={search} style={styles.filters}>
        <TextField label={t`Reverse number`} {...field("reverse_number")} />
        <TextField label={t`Tracking reference`} {...field("tracking_reference")} />
        <SelectField
          label={t`Sales channel`}
          {...field("sales_channel")}
          options={[{ value: "", label: t`All sales channels` }, ...(channels.data ?? []).map((channel) => ({ value: String(channel.id), label: channel.name }))]}
        />
        <TextField type="date" label={t`Created from`} {...field("start_date")} />
        <TextField type="date" label={t`Created until`} {...field("end_date")} />
        <div style={styles.header}>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </form>
      {!online && !data && (
        <p role="status">
          <Trans>You are offline. The reverse volumes show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading reverse volumes…</Trans>
        </p>
      )}
      {data && elements.length === 0 && (
        <p>{filtered ? <Trans>No reverse volumes match these filters.</Trans> : <Trans>There are no reverse volumes yet. Create one from a delivered order's page.</Trans>}</p>
      )}
      {elements.length > 0 && <ReversesTable elements={elements} />}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => `?${searchOf(filters, target).toString()}`} />}
    </section>
  );
}

function ReversesTable({ elements }: { elements: { id: number; reverse_number: string; tracking_reference: string; order_id: number; order_number: string; box_number: number; sales_channel_name: string | null; item_name: string; created_at: string }[] }) {
  const { i18n, t } = useLingui();
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Reverse volumes`}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Reverse number</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Tracking reference</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Order</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Sales channel</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Item</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Created</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((reverse) => (
            <tr key={reverse.id}>
              <td style={table.cell}>
                <Link to={paths.volumeReverse(reverse.id)}>{reverse.reverse_number}</Link>
              </td>
              <td style={table.cell}>{reverse.tracking_reference}</td>
              <td style={table.cell}>
                <Link to={paths.order(reverse.order_id)}>{reverse.order_number}</Link> · <Trans>Box {reverse.box_number}</Trans>
              </td>
              <td style={table.cell}>{reverse.sales_channel_name ?? "—"}</td>
              <td style={table.cell}>{reverse.item_name}</td>
              <td style={table.cell}>{formatDate(reverse.created_at, {}, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
