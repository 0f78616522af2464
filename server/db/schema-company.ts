import type { Generated } from "kysely";
import type { Flag } from "./schema";

/** The seller's company data beside its name, e-mail and website (migration 022, decision 054). */
export interface SellerCompanyColumns {
  legal_name: string | null;
  rfb_code: string | null;
  customer_id: string | null;
  /** A CNPJ, digits only. */
  tax_number: string | null;
  /** "#rrggbb", lower case. */
  primary_color: string | null;
  secondary_color: string | null;
  return_country: string | null;
  return_postal_code: string | null;
  return_state: string | null;
  return_city: string | null;
  return_address: string | null;
  return_number: string | null;
  return_complement: string | null;
}

/** The signature image a user authorised for the seller's documents (one per seller). */
export interface SellerSignaturesTable {
  seller_id: number;
  /** Base64 of the png. */
  image: string;
  width: number;
  height: number;
  /** A hash of the bytes: names the image in its URL. */
  version: string;
  authorized_by: number;
  authorized_at: string;
}

/** A place the seller ships from: a sender of the wizard and of imports. */
export interface SellerAddressesTable {
  id: Generated<number>;
  seller_id: number;
  /** The address's own name ("Shenzhen warehouse"), shown where one is picked. */
  label: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string | null;
  tax_number: string | null;
  tax_number_is_cpf: Flag;
  website: string | null;
  /** At most one per seller (a partial unique index). */
  is_default: Flag;
  created_at: string;
  updated_at: string;
}
