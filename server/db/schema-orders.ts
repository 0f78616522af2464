import type { Generated } from "kysely";
import type { Flag } from "./schema";

/** Tables of orders and what shapes them: contracts, channels, overpacks, orders and their parts, pickups, templates, seller settings. */

/** A seller's shipping contract with a carrier; what goods it accepts decides dispatch. */
export interface ContractsTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  carrier_name: string;
  /** Working days. */
  delivery_time: number;
  /** JSON array of "DDP" / "DDU". */
  incoterms: string;
  allows_battery: Flag;
  allows_dangerous_goods: Flag;
  /** Price table (migration 004): freight of the first 0.5 kg and of each further 0.5 kg. */
  first_half_kg_cents: Generated<number>;
  additional_half_kg_cents: Generated<number>;
  duties_percent: Generated<number>;
  sales_tax_percent: Generated<number>;
  insurance_percent: Generated<number>;
  /** Above this goods value only DDU is offered; null: no limit. */
  ddp_max_goods_value_cents: number | null;
  /** Reverse volumes (migration 018, decision 048): whether the contract allows them at all. */
  allows_reverse: Generated<Flag>;
  /** "door_to_door" or "airport_to_door" (no freight for a reverse). */
  delivery_mode: Generated<string>;
  /** The carrier that collects a reverse; null: none available. */
  reverse_carrier_name: string | null;
  /** Where its overpacks leave from (migration 019); null: not told. */
  origin_hub: string | null;
  /** Billing (migration 024, decision 056): the service category a dispatch's freight is charged to. */
  billing_category_id: Generated<number>;
  /** Migration 030 (decision 065): how the destination taxes it ("simplified" or "formal"). */
  taxing_type: Generated<string>;
  /** ISO dates; ends_on null: no end. */
  starts_on: Generated<string>;
  ends_on: string | null;
  /** ISO country code its price table and delivery time are for. */
  destination_country: Generated<string>;
  connected: Generated<Flag>;
}

export interface SalesChannelsTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
}

export interface OverpacksTable {
  id: Generated<number>;
  seller_id: number;
  reference: string;
  dispatched: Flag;
  created_at: string;
  /** Migration 019 (decision 050): the bag's size in integer millimetres (the form takes centimetres). */
  length_mm: Generated<number>;
  width_mm: Generated<number>;
  height_mm: Generated<number>;
  /** What its orders share, set by the first order in; null while empty. */
  destination_country: string | null;
  contract_id: number | null;
  currency: string | null;
  /** Set by dispatch: when, the contract's carrier, and the bag's own S10 tracking number. */
  dispatched_at: string | null;
  carrier_name: string | null;
  tracking_number: string | null;
}

/**
 * One order with its receiver (customer_*) inline: a receiver belongs to one order and is edited
 * with it. Money is kept in cents (`*_cents`) so that sums stay exact; answers give units.
 */
export interface OrdersTable {
  id: Generated<number>;
  seller_id: number;
  order_number: string;
  /** The tracking reference, a UPU S10 number ("NB123456785BR", decision 025); unique. */
  reference: string;
  contract_id: number;
  sales_channel_id: number | null;
  sales_channel_order_number: string | null;
  overpack_id: number | null;
  incoterm: string;
  currency: string;
  taxes_currency: string;
  landed_cost: Flag;
  prc: Flag;
  insurance: Flag;
  insurance_cost_cents: number;
  insurance_coverage_cents: number | null;
  estimated_delivery_date: string | null;
  total_value_cents: number;
  freight_value_cents: number;
  freight_cost_cents: number;
  duties_tax_cents: number;
  sales_tax_cents: number;
  total_cost_cents: number;
  general_costs_cents: number;
  fines_cents: number;
  delivery_time: number;
  label: string | null;
  commercial_invoice: string | null;
  contain_battery: Flag;
  dangerous_good: Flag;
  first_mile_tracking_number: string | null;
  first_mile_carrier_name: string | null;
  last_mile_tracking_number: string | null;
  last_mile_carrier_number: string | null;
  observations: string | null;
  dispatched: Flag;
  dispatched_at: string | null;
  /** A status code of src/domain/order-status.ts. */
  current_status_id: number;
  data_source: number;
  collected_icms_cents: number;
  collected_ii_cents: number;
  seller_rfb_code: string | null;
  seller_legal_name: string | null;
  commercial_destination: Flag;
  customer_full_name: string;
  /** Digits only. */
  customer_document: string;
  customer_document_type: string | null;
  customer_phone: string;
  customer_email: string;
  /** ISO 3166-1 alpha-2. */
  customer_country: string;
  customer_postal_code: string;
  customer_state: string;
  customer_city: string;
  customer_address: string;
  customer_number: string;
  customer_complement: string | null;
  customer_quarter: string | null;
  customer_reference: string | null;
  /** The sender as the order was created (migration 004); null on orders made before it. */
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  sender_country: string | null;
  sender_postal_code: string | null;
  sender_state: string | null;
  sender_city: string | null;
  sender_address: string | null;
  sender_number: string | null;
  sender_complement: string | null;
  sender_tax_number: string | null;
  sender_tax_number_is_cpf: Generated<Flag>;
  sender_website: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderBoxesTable {
  id: Generated<number>;
  order_id: number;
  /** 1-based position in the order. */
  number: number;
  /** Centimetres and kilograms, whatever the seller's measurement system. */
  length: number;
  width: number;
  height: number;
  empty_weight: number;
  weight: number;
  harmful_products: Flag;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  box_id: number;
  sku: string;
  name: string;
  description: string | null;
  category: string;
  hs_code: string;
  origin_country: string;
  unit_price_cents: number;
  unit_weight: number;
  quantity: number;
  tax_value_cents: number;
}

export interface OrderVolumesTable {
  id: Generated<number>;
  order_id: number;
  box_number: number;
  tracking_number: string | null;
  unit_products_cents: number;
  unit_freight_cents: number;
  unit_tax_cents: number;
}

export interface CheckpointsTable {
  id: Generated<number>;
  order_id: number;
  status_code: number;
  message: string;
  attachment_name: string | null;
  attachment_type: string | null;
  /** Base64 of the file, as it arrived (at most 150 KB decoded). */
  attachment_data: string | null;
  /** The user who recorded it; null for the carrier's own events. */
  created_by: number | null;
  created_at: string;
  /** The tracking event it is when its status has several (the customs events); null: the status's default (migration 027). */
  event_code: string | null;
}

/** A pickup or dropoff scan (issue 5); its PICKUP checkpoint is written with it. */
export interface PickupsTable {
  id: Generated<number>;
  /** The order's seller, kept here so that the list reads one table per seller. */
  seller_id: number;
  order_id: number;
  type: "pickup" | "dropoff";
  /** The code as scanned or typed (trimmed). */
  reference: string;
  /** The device's time of the scan, ISO UTC. */
  scanned_at: string;
  note: string | null;
  created_by: number;
  created_at: string;
}

export interface BoxTemplatesTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  length: number;
  width: number;
  height: number;
  empty_weight: number;
  weight: number | null;
  harmful_products: Flag;
  auto_select: Flag;
  updated_at: string;
}

export interface ProductTemplatesTable {
  id: Generated<number>;
  seller_id: number;
  sku: string;
  name: string;
  description: string | null;
  category: string;
  hs_code: string;
  origin_country: string;
  unit_price_cents: number;
  unit_weight: number;
  updated_at: string;
}

/** One row per seller once a setting was saved; a seller without a row has the defaults. */
export interface SellerSettingsTable {
  seller_id: number;
  auto_dispatch: Flag;
  strict_tax_id: Flag;
  insurance_basis: string;
  /** Cents for a fixed price, hundredths of a percent for a fixed percentage. */
  insurance_value: number;
  insurance_include_freight: Flag;
  /** JSON of PrintingSettings; null: the defaults. */
  printing: string | null;
  /** JSON of DocumentSettings (migration 032); null: the defaults. */
  documents: string | null;
  /** Who confirmed the strict tax-id check's extra cost, and when (migration 029); null while off. */
  strict_tax_id_confirmed_by: number | null;
  strict_tax_id_confirmed_at: string | null;
  updated_at: string;
}

/** A customs document (PDF) attached to an order for an HS code that needs one. */
export interface OrderDocumentsTable {
  id: Generated<number>;
  order_id: number;
  hs_code: string;
  name: string;
  type: string;
  /** Base64, at most 150 KB decoded. */
  data: string;
  created_at: string;
}
