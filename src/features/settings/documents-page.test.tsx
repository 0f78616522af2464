import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { DEFAULT_DOCUMENT_SETTINGS } from "../../api/schemas/document-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { DocumentsPage } from "./documents-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <DocumentsPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  return screen.findByRole("combobox", { name: "Reason for export" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("the document settings", () => {
  it("saves the reason, declaration and signer of the commercial invoice", TEST, async () => {
    const puts: unknown[] = [];
    stubFetch({
      "GET /v1/document_settings": () => json({ data: DEFAULT_DOCUMENT_SETTINGS }),
      "PUT /v1/document_settings": async (request) => {
        const body = await request.json();
        puts.push(body);
        return json({ data: body });
      },
    });
    const reason = await renderPage();
    expect(reason).toHaveValue("sale");
    const declaration = screen.getByRole("textbox", { name: /Declaration/ });
    expect(declaration).toHaveValue(DEFAULT_DOCUMENT_SETTINGS.declaration);
    await userEvent.selectOptions(reason, "Gift");
    await userEvent.clear(declaration);
    await userEvent.type(declaration, "Gifts with no resale value.");
    await userEvent.type(screen.getByRole("textbox", { name: "Name printed under the signature" }), "Ana Prado");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(puts).toEqual([{ export_reason: "gift", declaration: "Gifts with no resale value.", signer_name: "Ana Prado" }]);
  });

  it("refuses a blank declaration at the field, sending nothing", TEST, async () => {
    const { calls } = stubFetch({ "GET /v1/document_settings": () => json({ data: DEFAULT_DOCUMENT_SETTINGS }) });
    await renderPage();
    const declaration = screen.getByRole("textbox", { name: /Declaration/ });
    await userEvent.clear(declaration);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(declaration).toHaveAccessibleDescription(/Can't be blank/));
    expect(calls.filter((request) => request.method === "PUT")).toHaveLength(0);
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/document_settings": () => json({ data: DEFAULT_DOCUMENT_SETTINGS }) });
    const reason = await renderPage("seller-viewer");
    expect(reason).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /Declaration/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
