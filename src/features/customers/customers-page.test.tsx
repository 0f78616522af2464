import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { Customer } from "../../api/schemas/customers";
import { storeSessionUser } from "../../api/session";
import { completeCpf } from "../../domain/tax-documents";
import { SavingIndicator } from "../../ui/saving-indicator";
import { CustomersPage } from "./customers-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const CPF = completeCpf("529982247");
const ANA: Customer = {
  id: 4,
  full_name: "Ana Souza",
  email: "ana@example.com.br",
  phone: "(11) 98765-4321",
  document: CPF,
  country: "BR",
  postal_code: "01310-100",
  state: "SP",
  city: "São Paulo",
  address: "Avenida Paulista",
  number: "1000",
  complement: null,
  quarter: null,
  reference: null,
};
const page = (elements: Customer[], count = elements.length) => json({ data: { elements, count, ids: elements.map((c) => c.id) } });

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin", locale: "en" | "pt_BR" = "en", entry = "/settings/customers") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ShellProviders>
        <SavingIndicator />
        <CustomersPage />
      </ShellProviders>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/settings/customers", () => {
  it("adds a customer only once the wizard's receiver rules pass, with the saving indicator and 'Customer saved'", TEST, async () => {
    const posts: Record<string, unknown>[] = [];
    let saved: Customer[] = [];
    stubFetch({
      "GET /v1/customers": () => page(saved),
      "POST /v1/customers": async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        saved = [{ ...ANA, id: 9 }];
        return json({ data: saved[0] }, 201);
      },
    });
    await renderPage();
    expect(await screen.findByText("No customer yet.", {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add a customer" }));
    const form = screen.getByRole("form", { name: "New customer" });
    await userEvent.type(within(form).getByRole("textbox", { name: /^Name/ }), "Ana Souza");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: /^Country/ }), "BR");
    await userEvent.type(within(form).getByRole("textbox", { name: /^Tax document/ }), "11111111111");
    await userEvent.type(within(form).getByRole("textbox", { name: /^Number/ }), "10A");
    await userEvent.click(within(form).getByRole("button", { name: "Save the customer" }));
    expect(within(form).getByText("Invalid CPF")).toBeVisible();
    expect(within(form).getByText("Digits only; put letters in the complement")).toBeVisible();
    expect(posts).toEqual([]);

    const document = within(form).getByRole("textbox", { name: /^Tax document/ });
    await userEvent.clear(document);
    await userEvent.type(document, CPF);
    expect(document).toHaveValue(`${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`);
    await userEvent.type(within(form).getByRole("textbox", { name: /^Phone/ }), "11987654321");
    await userEvent.type(within(form).getByRole("textbox", { name: /^Postal code/ }), "01310100");
    await userEvent.type(within(form).getByRole("textbox", { name: /^State/ }), "SP");
    await userEvent.type(within(form).getByRole("textbox", { name: /^City/ }), "São Paulo");
    await userEvent.type(within(form).getByRole("textbox", { name: /^Address/ }), "Avenida Paulista");
    const number = within(form).getByRole("textbox", { name: /^Number/ });
    await userEvent.clear(number);
    await userEvent.type(number, "1000");
    await userEvent.click(within(form).getByRole("button", { name: "Save the customer" }));

    expect(await screen.findByText("Customer saved", {}, SLOW)).toBeVisible();
    expect(posts).toEqual([expect.objectContaining({ full_name: "Ana Souza", country: "BR", number: "1000", complement: null })]);
    expect(await screen.findByRole("rowheader", { name: /Ana Souza/ }, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
  });

  it("searches by the text typed (in the address, so a reload keeps it) and deletes after a confirmation", TEST, async () => {
    const searches: (string | null)[] = [];
    const deleted: string[] = [];
    stubFetch({
      "GET /v1/customers": (request) => {
        searches.push(new URL(request.url).searchParams.get("search"));
        return page(deleted.length > 0 ? [] : [ANA]);
      },
      "DELETE /v1/customers/4": (request) => {
        deleted.push(request.url);
        return json({ data: { id: 4 } });
      },
    });
    await renderPage();
    await screen.findByRole("rowheader", { name: /Ana Souza/ }, SLOW);
    await userEvent.type(screen.getByRole("textbox", { name: "Name, e-mail, document or city" }), "souza");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches).toContain("souza"));

    await userEvent.click(screen.getByRole("button", { name: "Delete Ana Souza" }));
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Confirm deleting Ana Souza" }));
    expect(await screen.findByText("Customer deleted", {}, SLOW)).toBeVisible();
    expect(deleted).toHaveLength(1);
  });

  it("shows a viewer the book without a way to change it, in Portuguese", TEST, async () => {
    stubFetch({ "GET /v1/customers": () => page([ANA]) });
    await renderPage("seller-viewer", "pt_BR");
    expect(await screen.findByRole("rowheader", { name: /Ana Souza/ }, SLOW)).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Adicionar cliente" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Excluir Ana Souza" })).toBeNull();
    expect(screen.getByText(/somente um administrador ou operador/)).toBeVisible();
  });
});
