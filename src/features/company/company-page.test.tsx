import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { Company, SellerAddress } from "../../api/schemas/company";
import { storeSessionUser } from "../../api/session";
import { completeCnpj } from "../../domain/tax-documents";
import { SavingIndicator } from "../../ui/saving-indicator";
import { CompanyPage } from "./company-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const COMPANY: Company = {
  id: 7,
  name: "Lumen Goods Ltd.",
  email: "ops@lumen.example.com",
  website: "https://lumen.example.com",
  legal_name: null,
  rfb_code: null,
  customer_id: null,
  tax_number: null,
  primary_color: null,
  secondary_color: null,
  return_address: null,
  logo_image: null,
  signature: null,
};

const ADDRESS: SellerAddress = {
  id: 3,
  label: "Shenzhen warehouse",
  name: "Lumen Goods Ltd.",
  email: "ops@lumen.example.com",
  phone: "+86 138 0013 8000",
  country: "CN",
  postal_code: "518000",
  state: "Guangdong",
  city: "Shenzhen",
  address: "Keyuan Road",
  number: "88",
  complement: null,
  tax_number: null,
  tax_number_is_cpf: false,
  website: null,
  is_default: true,
};

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin", locale: "en" | "pt_BR" = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <CompanyPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: locale === "en" ? "Company" : "Empresa" })).toBeVisible();
  return screen.findByRole("form", { name: locale === "en" ? "Company details" : "Dados da empresa" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("/company", () => {
  it("saves the company with its CNPJ and colour, showing the saving indicator and 'Settings updated'", TEST, async () => {
    const puts: unknown[] = [];
    stubFetch({
      "GET /v1/sellers/7": () => json({ data: COMPANY }),
      "GET /v1/sellers/7/addresses": () => json({ data: [ADDRESS] }),
      "PUT /v1/sellers/7": async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return json({ data: { ...COMPANY, legal_name: body.legal_name, tax_number: completeCnpj("112223330001"), primary_color: "#1f4e8c" } });
      },
    });
    const form = await renderPage();
    await userEvent.type(within(form).getByRole("textbox", { name: "Legal name" }), "Lumen Trading Co.");
    await userEvent.type(within(form).getByRole("textbox", { name: "Tax number (CNPJ)" }), completeCnpj("112223330001"));
    await userEvent.type(within(form).getByRole("textbox", { name: "Primary colour" }), "#1F4E8C");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(puts[0]).toMatchObject({ legal_name: "Lumen Trading Co.", tax_number: "11.222.333/0001-81", primary_color: "#1F4E8C", return_address: null });
  });

  it("refuses a wrong CNPJ and a colour that is not #rrggbb before sending anything", TEST, async () => {
    stubFetch({ "GET /v1/sellers/7": () => json({ data: COMPANY }), "GET /v1/sellers/7/addresses": () => json({ data: [] }) });
    const form = await renderPage();
    await userEvent.type(within(form).getByRole("textbox", { name: "Tax number (CNPJ)" }), "11222333000182");
    await userEvent.type(within(form).getByRole("textbox", { name: "Secondary colour" }), "blue");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Invalid CNPJ")).toBeVisible();
    expect(within(form).getByText("Must be a colour as #rrggbb")).toBeVisible();
    expect(within(form).getByRole("textbox", { name: "Tax number (CNPJ)" })).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a logo that is not a png by its bytes, whatever its name", TEST, async () => {
    stubFetch({ "GET /v1/sellers/7": () => json({ data: COMPANY }), "GET /v1/sellers/7/addresses": () => json({ data: [] }) });
    await renderPage();
    const jpegNamedPng = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "logo.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Logo file"), jpegNamedPng);
    await userEvent.click(screen.getByRole("button", { name: "Upload the logo" }));
    expect(await screen.findByText("Invalid file format")).toBeVisible();
  });

  it("adds an address as the default, and the list shows it so", TEST, async () => {
    let addresses = [ADDRESS];
    const posts: unknown[] = [];
    stubFetch({
      "GET /v1/sellers/7": () => json({ data: COMPANY }),
      "GET /v1/sellers/7/addresses": () => json({ data: addresses }),
      "POST /v1/sellers/7/addresses": async (request) => {
        const body = (await request.json()) as SellerAddress;
        posts.push(body);
        const made = { ...ADDRESS, ...body, id: 4 };
        addresses = [made, { ...ADDRESS, is_default: false }];
        return json({ data: made }, 201);
      },
    });
    await renderPage();
    await screen.findByRole("listitem", { name: "Shenzhen warehouse" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Add an address" }));
    const form = screen.getByRole("form", { name: "Ship-from address" });
    const type = (name: RegExp, text: string) => userEvent.type(within(form).getByRole("textbox", { name }), text);
    await type(/^Address name/, "Dongguan warehouse");
    await type(/^Sender name/, "Lumen Goods Ltd.");
    await type(/^E-mail/, "dg@lumen.example.com");
    await type(/^Phone/, "+86 138 0013 8000");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: /^Country/ }), "CN");
    await type(/^Postal code/, "523000");
    await type(/^State/, "Guangdong");
    await type(/^City/, "Dongguan");
    await type(/^Address$/, "Dongcheng Road");
    await type(/^Number/, "5A");
    await userEvent.click(within(form).getByRole("checkbox", { name: /^Default address/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save the address" }));
    // The wizard's sender rule, in the user's language, before anything is sent.
    expect(await within(form).findByText("Digits only; put letters in the complement")).toBeVisible();
    expect(posts).toEqual([]);

    await userEvent.clear(within(form).getByRole("textbox", { name: /^Number/ }));
    await type(/^Number/, "5");
    await userEvent.click(within(form).getByRole("button", { name: "Save the address" }));
    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(posts[0]).toMatchObject({ label: "Dongguan warehouse", number: "5", is_default: true, complement: null });
    const added = await screen.findByRole("listitem", { name: "Dongguan warehouse" });
    expect(within(added).getByText("Default")).toBeVisible();
    expect(within(screen.getByRole("listitem", { name: "Shenzhen warehouse" })).getByRole("button", { name: "Make default" })).toBeVisible();
  });

  it("shows a viewer the company and its addresses without a way to change them", TEST, async () => {
    stubFetch({ "GET /v1/sellers/7": () => json({ data: COMPANY }), "GET /v1/sellers/7/addresses": () => json({ data: [ADDRESS] }) });
    const form = await renderPage("seller-viewer");
    expect(within(form).getByRole("textbox", { name: /^Name/ })).toBeDisabled();
    expect(within(form).queryByRole("button", { name: "Save" })).toBeNull();
    await screen.findByRole("listitem", { name: "Shenzhen warehouse" }, SLOW);
    expect(screen.queryByRole("button", { name: "Add an address" })).toBeNull();
    expect(screen.queryByLabelText("Logo file")).toBeNull();
    await waitFor(() => expect(screen.getByText("You can see the company; only a seller admin or operator can change it.")).toBeVisible());
  });

  it("opens in Portuguese, its countries named in Portuguese", TEST, async () => {
    stubFetch({ "GET /v1/sellers/7": () => json({ data: COMPANY }), "GET /v1/sellers/7/addresses": () => json({ data: [ADDRESS] }) });
    const form = await renderPage("seller-admin", "pt_BR");
    expect(within(form).getByRole("option", { name: "Brasil" })).toBeInTheDocument();
    expect(await screen.findByText(/Keyuan Road, 88 · Shenzhen, Guangdong · China/, undefined, SLOW)).toBeVisible();
  });
});
