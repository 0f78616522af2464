import { describe, expect, it } from "vitest";
import { filterAndSortOrders } from "./order-filter";
import { sampleRow } from "./testing";

const rows = [
  sampleRow(1, { order_number: "LG000010", customer_full_name: "Maria Silva", customer_country: "BR", total_value: 50, created_at: "2024-05-01T23:30:00-03:00", reference: "ABC-1", sales_channel_id: 4, sales_channel_order_number: "SHOP-77", last_mile_tracking_number: "LM123BR" }),
  sampleRow(2, { order_number: "LG000002", customer_full_name: "John Smith", customer_country: "US", total_value: 300, created_at: "2024-05-03T10:00:00Z", contain_battery: true, dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 }),
  sampleRow(3, { order_number: "LG000030", customer_full_name: "Ana Souza", customer_country: "BR", total_value: 120, created_at: "2024-05-02T00:00:00Z", dangerous_good: true }),
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe("filterAndSortOrders", () => {
  it("puts the newest first by default and leaves the input alone", () => {
    const input = [...rows];
    expect(ids(filterAndSortOrders(input))).toEqual([2, 3, 1]);
    expect(ids(input)).toEqual([1, 2, 3]);
  });

  it.each([
    ["order_number", "0003", [3]],
    ["customer_full_name", "SOUZA", [3]],
    ["reference", "abc", [1]],
    ["sales_channel_order_number", "shop-7", [1]],
    ["last_mile_tracking_number", "lm123", [1]],
  ] as const)("matches part of %s, ignoring case", (field, value, expected) => {
    expect(ids(filterAndSortOrders(rows, { [field]: value }))).toEqual(expected);
  });

  it("filters by country code, sales channel and status code (typed or as in the URL)", () => {
    expect(ids(filterAndSortOrders(rows, { customer_country: "br" }))).toEqual([3, 1]);
    expect(ids(filterAndSortOrders(rows, { sales_channel: "4" }))).toEqual([1]);
    expect(ids(filterAndSortOrders(rows, { current_status: "300" }))).toEqual([2]);
    expect(ids(filterAndSortOrders(rows, { current_status: 100 }))).toEqual([3, 1]);
  });

  it.each([
    ["contain_battery", [2]],
    ["dangerous_good", [3]],
    ["dispatched", [2]],
  ] as const)("filters %s true and false", (field, expected) => {
    expect(ids(filterAndSortOrders(rows, { [field]: "true" }))).toEqual(expected);
    expect(ids(filterAndSortOrders(rows, { [field]: true }))).toEqual(expected);
    expect(ids(filterAndSortOrders(rows, { [field]: "false" })).sort()).toEqual([1, 2, 3].filter((id) => !expected.includes(id as never)));
  });

  it("takes the date range as inclusive UTC days of created_at", () => {
    // Order 1 was made on 1 May in Brazil, which is 2 May in UTC.
    expect(ids(filterAndSortOrders(rows, { start_registration_date: "2024-05-02", end_registration_date: "2024-05-02" }))).toEqual([3, 1]);
    expect(ids(filterAndSortOrders(rows, { start_registration_date: "2024-05-03" }))).toEqual([2]);
    expect(ids(filterAndSortOrders(rows, { end_registration_date: "2024-05-01" }))).toEqual([]);
  });

  it("combines filters", () => {
    expect(ids(filterAndSortOrders(rows, { customer_country: "BR", dangerous_good: "false" }))).toEqual([1]);
  });

  it("sorts by order number and total value, both ways", () => {
    expect(ids(filterAndSortOrders(rows, {}, { field: "order_number", direction: "asc" }))).toEqual([2, 1, 3]);
    expect(ids(filterAndSortOrders(rows, {}, { field: "order_number", direction: "desc" }))).toEqual([3, 1, 2]);
    expect(ids(filterAndSortOrders(rows, {}, { key: "total_value", direction: "asc" }))).toEqual([1, 3, 2]);
    expect(ids(filterAndSortOrders(rows, { sort: "total_value", direction: "desc" }))).toEqual([2, 3, 1]);
    expect(ids(filterAndSortOrders(rows, { sort: "total_value", direction: "asc" }, null))).toEqual([2, 3, 1]); // null: the default order
  });
});
