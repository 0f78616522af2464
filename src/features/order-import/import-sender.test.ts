import { describe, expect, it } from "vitest";
import type { SellerAddress } from "../../api/schemas/company";
import { defaultImportSender } from "./import-sender";

const address = (id: number, city: string, isDefault: boolean): SellerAddress => ({
  id,
  label: `${city} warehouse`,
  name: "Lumen Goods Ltd.",
  email: "ops@lumen.example.com",
  phone: "+86 138 0013 8000",
  country: "CN",
  postal_code: "518000",
  state: "Guangdong",
  city,
  address: "Keyuan Road",
  number: "88",
  complement: null,
  tax_number: null,
  tax_number_is_cpf: false,
  website: null,
  is_default: isDefault,
});

describe("the sender an import checks with", () => {
  it("is the seller's default address, whichever place it has in the list, without its name or flag", () => {
    const sender = defaultImportSender([address(1, "Shenzhen", false), address(2, "Dongguan", true)]);
    expect(sender).toEqual({
      name: "Lumen Goods Ltd.",
      email: "ops@lumen.example.com",
      phone: "+86 138 0013 8000",
      country: "CN",
      postal_code: "518000",
      state: "Guangdong",
      city: "Dongguan",
      address: "Keyuan Road",
      number: "88",
      complement: null,
      tax_number: null,
      tax_number_is_cpf: false,
      website: null,
    });
  });

  it("is none without a default address (every order is then refused, and the page points to /company)", () => {
    expect(defaultImportSender([address(1, "Shenzhen", false)])).toBeNull();
    expect(defaultImportSender([])).toBeNull();
  });
});
