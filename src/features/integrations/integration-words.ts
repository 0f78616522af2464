import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CredentialField, IntegrationKind } from "../../domain/integrations";

/** The names of credential fields and integration kinds, in the user's language. */

export const FIELD_LABELS: Record<CredentialField, MessageDescriptor> = {
  account_nickname: msg`Account nickname`,
  password: msg`Password`,
  account_number: msg`Account number`,
  site_id: msg`Site ID`,
  user: msg({ message: "User", context: "an integration's login" }),
  admin_code: msg`Admin code`,
  contract: msg({ message: "Contract", context: "an integration's credential" }),
  token: msg`Token`,
  authorization: msg`Authorization`,
  line_code: msg`Line code`,
  sender_id: msg`Sender ID`,
  external_customer_id: msg`External customer ID`,
  service_codes: msg`Service codes`,
  shipper_account_number: msg`Shipper account number`,
  billing_account_number: msg`Billing account number`,
  channel_code: msg`Channel code`,
  user_code: msg`User code`,
  user_key: msg`User key`,
  box_id: msg`Box ID`,
  logistics_server_token: msg`Logistics server token`,
};

export const KIND_LABELS: Record<IntegrationKind, MessageDescriptor> = {
  international_express: msg`International express`,
  postal: msg`Postal operator`,
  last_mile: msg`Last-mile delivery`,
  consolidator: msg`Cross-border consolidator`,
  erp: msg`ERP`,
  ecommerce: msg`E-commerce`,
  shipping_software: msg`Shipping software`,
};
