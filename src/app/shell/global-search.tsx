import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { type OrderSearchHit, useOrderSearch } from "../../features/orders/search/order-search";
import { Icon } from "../../ui/icon";
import { type MenuItem, searchEntries } from "../routes/menu";
import type { MenuGroup } from "../routes/route-table";
import styles from "./global-search.module.css";

/** Spec: searching starts from one character. */
const MIN_QUERY_LENGTH = 1;
const MAX_RESULTS = 8;

interface Result {
  id: string;
  path: string;
  label: string;
  parentLabel?: string;
  /** An order's tracking reference, shown after its number. */
  detail?: string;
}

const orderResult = (order: OrderSearchHit): Result => ({
  id: `order-${order.id}`,
  path: paths.order(order.id),
  label: order.order_number,
  detail: order.reference,
});

/**
 * The global search over the routes of the menu (only what this user's menu offers), in the
 * user's language, and over the orders (by number or tracking reference, order-search.ts) when
 * the menu offers the order list. A combobox: arrows move, Enter opens, Escape clears.
 */
export function GlobalSearch({ menu }: { menu: Record<MenuGroup, MenuItem[]> }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const entries = useMemo<Result[]>(
    () =>
      searchEntries(menu).map(({ item, parent }) => ({
        id: item.id,
        path: item.path!,
        label: i18n._(item.label),
        parentLabel: parent ? i18n._(parent.label) : undefined,
      })),
    [menu, i18n],
  );
  const needle = query.trim().toLocaleLowerCase(i18n.locale.replace("_", "-"));
  const results =
    needle.length < MIN_QUERY_LENGTH
      ? []
      : entries.filter((e) => `${e.parentLabel ?? ""} ${e.label}`.toLocaleLowerCase().includes(needle)).slice(0, MAX_RESULTS);
  const ordersInMenu = entries.some((entry) => entry.path === paths.orders);
  const orders = useOrderSearch(query, ordersInMenu);
  const orderResults = (orders.answer?.hits ?? []).map(orderResult);
  const nothing = results.length === 0 && orderResults.length === 0 && !orders.searching;

  return (
    <Combobox<Result | null>
      value={null}
      onChange={(result) => {
        if (!result) return;
        setQuery("");
        void navigate(result.path);
      }}
    >
      <div className={styles.field}>
        <Icon name="search" />
        <ComboboxInput
          className={styles.input}
          aria-label={t`Search`}
          placeholder={t`What are you looking for today?`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {needle.length >= MIN_QUERY_LENGTH && (
        <ComboboxOptions anchor="bottom start" className={styles.options}>
          {nothing && (
            <div className={styles.empty}>
              <Trans>Nothing found for “{query}”.</Trans>
            </div>
          )}
          {results.map((result) => (
            <ComboboxOption key={result.id} value={result} className={styles.option}>
              {result.parentLabel && <span className={styles.parent}>{result.parentLabel} › </span>}
              {result.label}
            </ComboboxOption>
          ))}
          {orderResults.map((result) => {
            const number = result.label;
            return (
              <ComboboxOption key={result.id} value={result} className={styles.option}>
                <span>
                  <Trans>Order {number}</Trans>
                </span>{" "}
                <span className={styles.detail}>{result.detail}</span>
              </ComboboxOption>
            );
          })}
          {orders.searching && (
            <div className={styles.note}>
              <Trans>Searching orders…</Trans>
            </div>
          )}
          {orders.answer?.fromDevice && (
            <div className={styles.note}>
              <Trans>Offline: orders saved on this device only.</Trans>
            </div>
          )}
          {orders.failed && (
            <div className={styles.note}>
              <Trans>Orders could not be searched. Try again.</Trans>
            </div>
          )}
        </ComboboxOptions>
      )}
    </Combobox>
  );
}
