import { HS_CODE_PATTERN, normalizeHsCode } from "../../src/domain/order-validation";

/**
 * HS code headings whose goods Brazilian customs release only with a document from the agency in
 * charge (medicines and cosmetics: ANVISA; phones: ANATEL; arms: the Army). The prefixes are
 * chosen narrowly on purpose: ordinary goods of the demo catalog (server/seed/order-catalog.ts:
 * nail polish 330430, protein powder 21061000, smartwatch 851762) do not need one, so a demo
 * order is never blocked for a document nobody can upload.
 *
 * The list is applied to every order whatever its destination: POST /v1/hs_codes/document_needed
 * carries no country, and the wizard and the server must ask for the same documents.
 */
export interface DocumentRequirement {
  /** Leading digits of the HS code. */
  prefix: string;
  document: string;
  description: string;
}

export const DOCUMENT_REQUIREMENTS: readonly DocumentRequirement[] = [
  { prefix: "3004", document: "ANVISA authorisation", description: "Medicines need ANVISA's import authorisation." },
  { prefix: "330499", document: "ANVISA notification", description: "Skin care and make-up preparations need ANVISA's product notification." },
  { prefix: "3305", document: "ANVISA notification", description: "Hair preparations need ANVISA's product notification." },
  { prefix: "210690", document: "ANVISA authorisation", description: "Food supplements need ANVISA's import authorisation." },
  { prefix: "851712", document: "ANATEL certificate", description: "Mobile phones need ANATEL's certificate of conformity." },
  { prefix: "851713", document: "ANATEL certificate", description: "Smartphones need ANATEL's certificate of conformity." },
  { prefix: "851714", document: "ANATEL certificate", description: "Mobile phones need ANATEL's certificate of conformity." },
  { prefix: "9302", document: "Army authorisation (PCE)", description: "Revolvers and pistols need the Army's controlled-product authorisation." },
  { prefix: "9303", document: "Army authorisation (PCE)", description: "Firearms need the Army's controlled-product authorisation." },
];

/** The requirement of one HS code, or undefined; a code that is no valid HS code needs none. */
export function documentRequirement(code: string): DocumentRequirement | undefined {
  const digits = normalizeHsCode(code.trim());
  if (!HS_CODE_PATTERN.test(digits)) return undefined;
  return DOCUMENT_REQUIREMENTS.find((r) => digits.startsWith(r.prefix));
}

export interface DocumentNeededAnswer {
  hs_code: string;
  document: string;
  description: string;
}

/** For each distinct code that needs a document, what customs ask for (codes as sent, trimmed). */
export function documentsNeeded(codes: readonly string[]): DocumentNeededAnswer[] {
  const seen = new Set<string>();
  const answers: DocumentNeededAnswer[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    const requirement = documentRequirement(code);
    if (!requirement || seen.has(normalizeHsCode(code))) continue;
    seen.add(normalizeHsCode(code));
    answers.push({ hs_code: code, document: requirement.document, description: requirement.description });
  }
  return answers;
}

/** The order's HS codes (normalized) that need a document: `codes_needing_documents` of the rules. */
export function codesNeedingDocuments(boxes: readonly { items: readonly { hs_code: string }[] }[]): string[] {
  const codes = boxes.flatMap((box) => box.items.map((item) => item.hs_code));
  return [...new Set(codes.filter((code) => documentRequirement(code) !== undefined).map((code) => normalizeHsCode(code.trim())))];
}
