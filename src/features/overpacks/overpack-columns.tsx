import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Link } from "react-router-dom";
import type { Overpack } from "../../api/schemas/overpacks";
import { paths } from "../../config/paths";
import { formatDate } from "../../ui/format/date";
import { formatMoney } from "../../ui/format/money";
import { formatNumber } from "../../ui/format/number";
import type { DataTableColumn } from "../../ui/table/data-table";
import { destinationText, dimensionsText, weightText, yesNo } from "./overpack-words";

const text = (value: string | null) => value ?? "—";

/** The spec's fields of an overpack (section 3), in the list's order. */
export function overpackColumns(i18n: I18n): DataTableColumn<Overpack>[] {
  const column = (key: string, header: string, cell: (row: Overpack) => React.ReactNode, numeric = false): DataTableColumn<Overpack> => ({ key, header, cell, numeric });
  return [
    column("reference", i18n._(msg`Name or reference`), (row) => <Link to={paths.overpack(row.id)}>{row.reference}</Link>),
    column("dimensions", i18n._(msg`Dimensions`), (row) => dimensionsText(row, i18n)),
    column("destination_country", i18n._(msg`Destination country`), (row) => destinationText(row.destination_country, i18n)),
    column("total_volumes", i18n._(msg`Total volumes`), (row) => formatNumber(row.total_volumes, {}, i18n), true),
    column("total_orders", i18n._(msg`Total orders`), (row) => formatNumber(row.total_orders, {}, i18n), true),
    column("total_orders_value", i18n._(msg`Total orders value`), (row) => (row.currency === null ? "—" : formatMoney(row.total_orders_value, row.currency, i18n)), true),
    column("total_weight", i18n._(msg`Total weight`), (row) => weightText(row.total_weight, i18n), true),
    column("contract_name", i18n._(msg`Contract`), (row) => text(row.contract_name)),
    column("dispatched_at", i18n._(msg`Dispatch date`), (row) => (row.dispatched_at ? formatDate(row.dispatched_at, {}, i18n) : "—")),
    column("ship_from", i18n._(msg`Ship from`), (row) => text(row.ship_from)),
    column("origin_hub", i18n._(msg`Origin hub`), (row) => text(row.origin_hub)),
    column("carrier_name", i18n._(msg`Carrier`), (row) => text(row.carrier_name)),
    column("tracking_number", i18n._(msg`Tracking number`), (row) => text(row.tracking_number)),
    column("dispatched", i18n._(msg`Dispatched`), (row) => yesNo(row.dispatched, i18n)),
  ];
}
