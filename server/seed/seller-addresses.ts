import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { DEMO_SENDERS } from "./demo-senders";

/**
 * Each demo seller's default ship-from address (decision 054): the sender its seeded orders carry
 * (demo-senders.ts), so the wizard preselects it and an import ships from it on fresh demo data.
 */
export async function seedDemoAddresses(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const rows = Object.entries(DEMO_SENDERS).map(([sellerId, sender]) => ({
    seller_id: Number(sellerId),
    label: `${sender.sender_city} warehouse`,
    name: sender.sender_name,
    email: sender.sender_email,
    phone: sender.sender_phone,
    country: sender.sender_country,
    postal_code: sender.sender_postal_code,
    state: sender.sender_state,
    city: sender.sender_city,
    address: sender.sender_address,
    number: sender.sender_number,
    complement: sender.sender_complement,
    tax_number: sender.sender_tax_number,
    tax_number_is_cpf: 0 as const,
    website: sender.sender_website,
    is_default: 1 as const,
    created_at: at,
    updated_at: at,
  }));
  await trx.insertInto("seller_addresses").values(rows).execute();
}
