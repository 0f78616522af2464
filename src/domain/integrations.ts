/**
 * The twenty integrations a seller can connect (spec, configuration area section 3,
 * "Integrations"; issue 22; decision 065): an ERP, couriers and postal operators (international
 * express, Brazilian postal and last-mile operators, cross-border consolidators) and e-commerce or
 * shipping-software channels. Names are generic, shaped like the real ones. Each names the
 * credential fields its service asks for, from the spec's list. Shared by the server (which checks
 * and encrypts what it receives) and the app (which draws the connect form).
 */

export const CREDENTIAL_FIELDS = [
  "account_nickname",
  "password",
  "account_number",
  "site_id",
  "user",
  "admin_code",
  "contract",
  "token",
  "authorization",
  "line_code",
  "sender_id",
  "external_customer_id",
  "service_codes",
  "shipper_account_number",
  "billing_account_number",
  "channel_code",
  "user_code",
  "user_key",
  "box_id",
  "logistics_server_token",
] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** Fields typed as passwords (hidden while typed); every field is encrypted and masked alike. */
export const SECRET_FIELDS: ReadonlySet<CredentialField> = new Set(["password", "admin_code", "token", "authorization", "user_key", "logistics_server_token"]);

export const INTEGRATION_KINDS = ["international_express", "postal", "last_mile", "consolidator", "erp", "ecommerce", "shipping_software"] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Which page lists an integration: couriers carry parcels, channels bring orders. */
export type IntegrationGroup = "couriers" | "channels";
export const GROUP_OF_KIND: Record<IntegrationKind, IntegrationGroup> = {
  international_express: "couriers",
  postal: "couriers",
  last_mile: "couriers",
  consolidator: "couriers",
  erp: "channels",
  ecommerce: "channels",
  shipping_software: "channels",
};

export interface Integration {
  /** Stable id in URLs and the database. */
  code: string;
  name: string;
  kind: IntegrationKind;
  /** In the order the form shows them; all are required. */
  fields: readonly CredentialField[];
}

export const INTEGRATIONS: readonly Integration[] = [
  { code: "global-express", name: "Global Express Worldwide", kind: "international_express", fields: ["site_id", "password", "account_number"] },
  { code: "parcel-international", name: "Parcel International", kind: "international_express", fields: ["shipper_account_number", "billing_account_number", "password"] },
  { code: "transpacific-priority", name: "Transpacific Priority", kind: "international_express", fields: ["account_nickname", "user", "password", "account_number"] },
  { code: "national-post-br", name: "National Post Brazil", kind: "postal", fields: ["user", "password", "admin_code", "contract", "service_codes"] },
  { code: "national-post-packet", name: "National Post Packet", kind: "postal", fields: ["user", "password", "contract", "sender_id"] },
  { code: "rapido-last-mile", name: "Rápido Last Mile", kind: "last_mile", fields: ["token", "contract"] },
  { code: "urbana-entregas", name: "Urbana Entregas", kind: "last_mile", fields: ["token", "external_customer_id"] },
  { code: "rota-total", name: "Rota Total Express", kind: "last_mile", fields: ["user", "password", "authorization"] },
  { code: "smart-locker-box", name: "Smart Locker Box", kind: "last_mile", fields: ["box_id", "logistics_server_token"] },
  { code: "silk-route", name: "Silk Route Consolidator", kind: "consolidator", fields: ["token", "line_code", "sender_id"] },
  { code: "pacific-bridge", name: "Pacific Bridge Logistics", kind: "consolidator", fields: ["user_code", "user_key", "channel_code"] },
  { code: "ledger-erp", name: "Ledger ERP", kind: "erp", fields: ["account_nickname", "token"] },
  { code: "shopfront", name: "ShopFront", kind: "ecommerce", fields: ["account_nickname", "token"] },
  { code: "mercado-plaza", name: "Mercado Plaza", kind: "ecommerce", fields: ["account_nickname", "authorization"] },
  { code: "amaze-market", name: "Amaze Marketplace", kind: "ecommerce", fields: ["account_nickname", "external_customer_id", "token"] },
  { code: "woostore", name: "WooStore", kind: "ecommerce", fields: ["account_nickname", "user_code", "user_key"] },
  { code: "vtx-commerce", name: "VTX Commerce", kind: "ecommerce", fields: ["account_nickname", "user_key", "token"] },
  { code: "tray-shop", name: "Tray Shop", kind: "ecommerce", fields: ["user_code", "token"] },
  { code: "shipdesk", name: "ShipDesk", kind: "shipping_software", fields: ["user_key", "password"] },
  { code: "orderhub", name: "OrderHub", kind: "shipping_software", fields: ["token", "channel_code"] },
];

export const integrationOf = (code: string): Integration | undefined => INTEGRATIONS.find((integration) => integration.code === code);

/** Longest credential accepted (tokens of real services stay well under it). */
export const MAX_CREDENTIAL_LENGTH = 2000;
/**
 * What an answer shows of any stored secret, whatever its value: a secret's last characters
 * narrow a guess (a password's last four are a third of it); a seller tells which credential is
 * stored by when it was connected (decision 069).
 */
export const SECRET_MASK = "••••";
