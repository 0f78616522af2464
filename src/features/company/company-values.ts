import type { Company, UpdateCompanyRequest } from "../../api/schemas/company";
import { HEX_COLOR_PATTERN, isCompanyTaxNumber } from "../../domain/company";
import { isHttpUrl } from "../../domain/http-url";
import { formatTaxDocument } from "../../domain/tax-documents";
import { COMPANY_TEXTS } from "./company-messages";

/**
 * The company form as typed (every field a string) and what it sends. The checks here are the
 * server's (src/api/schemas/company.ts), made before sending so the user sees them at once.
 */

export const RETURN_FIELDS = ["country", "postal_code", "state", "city", "address", "number", "complement"] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

export interface CompanyValues {
  name: string;
  email: string;
  legal_name: string;
  rfb_code: string;
  customer_id: string;
  website: string;
  tax_number: string;
  primary_color: string;
  secondary_color: string;
  return_address: Record<ReturnField, string>;
}

export function companyValues(company: Company): CompanyValues {
  const address = company.return_address;
  return {
    name: company.name,
    email: company.email,
    legal_name: company.legal_name ?? "",
    rfb_code: company.rfb_code ?? "",
    customer_id: company.customer_id ?? "",
    website: company.website ?? "",
    tax_number: company.tax_number ? formatTaxDocument(company.tax_number) : "",
    primary_color: company.primary_color ?? "",
    secondary_color: company.secondary_color ?? "",
    return_address: Object.fromEntries(RETURN_FIELDS.map((field) => [field, address?.[field] ?? ""])) as Record<ReturnField, string>,
  };
}

const hasReturnAddress = (values: CompanyValues) => RETURN_FIELDS.some((field) => values.return_address[field].trim() !== "");

/** The whole form as PUT /v1/sellers/{id} takes it: empty texts clear, an empty return address is none. */
export function companyChanges(values: CompanyValues): UpdateCompanyRequest {
  const { return_address, ...plain } = values;
  return {
    ...plain,
    website: plain.website.trim() === "" ? null : plain.website,
    return_address: hasReturnAddress(values) ? { ...return_address, complement: return_address.complement.trim() === "" ? null : return_address.complement } : null,
  };
}

type Descriptor = (typeof COMPANY_TEXTS)[keyof typeof COMPANY_TEXTS];

/** The problems the server would answer, by field path, as descriptors to translate. */
export function companyProblems(values: CompanyValues): Record<string, Descriptor[]> {
  const problems: Record<string, Descriptor[]> = {};
  const add = (path: string, problem: Descriptor) => (problems[path] ??= []).push(problem);
  if (values.name.trim() === "") add("name", COMPANY_TEXTS.blank);
  if (values.email.trim() === "") add("email", COMPANY_TEXTS.blank);
  if (values.website.trim() !== "" && !isHttpUrl(values.website.trim())) add("website", COMPANY_TEXTS.link);
  if (values.tax_number.trim() !== "" && !isCompanyTaxNumber(values.tax_number.trim())) add("tax_number", COMPANY_TEXTS.invalidCnpj);
  for (const field of ["primary_color", "secondary_color"] as const) {
    if (values[field].trim() !== "" && !HEX_COLOR_PATTERN.test(values[field].trim())) add(field, COMPANY_TEXTS.colour);
  }
  if (hasReturnAddress(values)) {
    for (const field of RETURN_FIELDS) {
      if (field !== "complement" && values.return_address[field].trim() === "") add(`return_address.${field}`, COMPANY_TEXTS.blank);
    }
    const number = values.return_address.number.trim();
    if (number !== "" && !/^\d+$/.test(number)) add("return_address.number", COMPANY_TEXTS.houseNumber);
  }
  return problems;
}
