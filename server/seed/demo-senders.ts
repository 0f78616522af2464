/**
 * Where each demo seller ships from: the sender of its seeded orders. A real seller's orders carry
 * the sender they were created with; each seller's default ship-from address is seeded from it too
 * (seller-addresses.ts), the one the wizard preselects and the CSV import ships from (decision 054).
 */
export interface DemoSender {
  sender_name: string;
  sender_email: string;
  sender_phone: string;
  sender_country: string;
  sender_postal_code: string;
  sender_state: string;
  sender_city: string;
  sender_address: string;
  sender_number: string;
  sender_complement: string | null;
  sender_tax_number: string | null;
  sender_website: string | null;
}

export const DEMO_SENDERS: Record<number, DemoSender> = {
  1: {
    sender_name: "Lumen Goods Ltd.",
    sender_email: "ops@lumen.example.com",
    sender_phone: "+86 138 0013 8000",
    sender_country: "CN",
    sender_postal_code: "518000",
    sender_state: "Guangdong",
    sender_city: "Shenzhen",
    sender_address: "Keyuan Road",
    sender_number: "88",
    sender_complement: "Warehouse 3",
    sender_tax_number: "91440300MA5FXXXX1",
    sender_website: "https://lumen.example.com",
  },
  2: {
    sender_name: "Other Seller S.A.",
    sender_email: "shipping@other.example.com",
    sender_phone: "+86 139 0021 7000",
    sender_country: "CN",
    sender_postal_code: "200000",
    sender_state: "Shanghai",
    sender_city: "Shanghai",
    sender_address: "Huaihai Road",
    sender_number: "1200",
    sender_complement: null,
    sender_tax_number: null,
    sender_website: null,
  },
};
