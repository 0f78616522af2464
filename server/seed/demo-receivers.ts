import { generateCnpj, generateCpf } from "../../src/domain/tax-documents";
import { COMPANY_NAMES, DESTINATIONS, type Destination, FIRST_NAMES, LAST_NAMES } from "./order-catalog";
import { type Random, between, chance, digits, pick } from "./random";

/** Who a demo order goes to, and the numbers a sales channel gives it: drawn from the seed's random. */

export function pickDestination(random: Random): Destination {
  // Brazil is the main market; the other seven share the rest.
  const brazil = DESTINATIONS.find((d) => d.country === "BR")!;
  return chance(random, 0.4) ? brazil : pick(random, DESTINATIONS.filter((d) => d !== brazil));
}

export function receiver(random: Random, destination: Destination) {
  const person = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)} ${pick(random, LAST_NAMES)}`;
  if (destination.country === "BR") {
    if (chance(random, 0.15)) return { full_name: pick(random, COMPANY_NAMES), document: generateCnpj(random), document_type: "CNPJ", company: true };
    return { full_name: person, document: generateCpf(random), document_type: "CPF", company: false };
  }
  const document = `${between(random, 1, 9)}${digits(random, destination.document_digits - 1)}`;
  return { full_name: person, document, document_type: destination.document_type, company: false };
}

export const emailOf = (name: string, id: number) =>
  `${name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ".")}.${id}@example.com`;

export function channelOrderNumber(random: Random, channel: string): string {
  if (channel === "Mercado Libre") return `MLB${digits(random, 10)}`;
  if (channel === "Amazon") return `${between(random, 100, 999)}-${digits(random, 7)}-${digits(random, 7)}`;
  return `#${between(random, 1000, 99999)}`;
}
