import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { DEFAULT_PRINTING_SETTINGS, type PrintingSettings } from "../../api/schemas/documents";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { PrintingPage } from "./printing-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <PrintingPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Printing" })).toBeVisible();
  return screen.findByRole("combobox", { name: "Shipping label format" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("the printing settings", () => {
  it("shows each document's format and saves a change with an idempotency key", TEST, async () => {
    const puts: Request[] = [];
    stubFetch({
      "GET /v1/printings": () => json({ data: DEFAULT_PRINTING_SETTINGS }),
      "PUT /v1/printings/all": async (request) => {
        puts.push(request.clone());
        return json({ data: await request.json() });
      },
    });
    const label = await renderPage();
    expect(label).toHaveValue("4x6");
    expect(within(label).getAllByRole("option").map((option) => option.textContent)).toEqual(["4x6 thermal", "Letter, full page", "Letter, half page"]);
    for (const name of ["Commercial invoice format", "Packing slip format", "CN35 format", "Dangerous goods label format", "Battery confirmation format", "Overpack label format", "MSDS (safety data sheet) format", "Appendix label format"]) {
      expect(screen.getByRole("combobox", { name })).toBeVisible();
    }
    const withLabel = screen.getByRole("group", { name: "Print with the label" });
    expect(within(withLabel).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Commercial invoice",
      "Packing slip",
      "Battery confirmation",
      "Dangerous goods label",
    ]);
    expect(screen.getByRole("checkbox", { name: "Return address on the label" })).toBeChecked();

    await userEvent.selectOptions(label, "Letter, full page");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Overpack label format" }), "Letter, half page");
    await userEvent.click(within(withLabel).getByRole("checkbox", { name: "Packing slip" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Return address on the label" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Printing settings saved", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    const body = (await puts[0]!.json()) as PrintingSettings;
    expect(body.formats.label).toBe("letter_full");
    expect(body.formats.commercial_invoice).toBe("letter_full");
    expect(body.formats).toMatchObject({ overpack_label: "letter_half", msds: "letter_full", appendix_label: "4x6" });
    expect(body.with_label).toEqual({ commercial_invoice: false, packing_slip: true, battery_confirmation: false, dangerous_goods: false });
    expect(body.return_address).toBe(false);
    expect(puts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says when the settings could not be saved, and the top bar does not claim saved", TEST, async () => {
    stubFetch({
      "GET /v1/printings": () => json({ data: DEFAULT_PRINTING_SETTINGS }),
      "PUT /v1/printings/all": () => json({ messages: [{ formats: ["Choose a format"] }] }, 422),
    });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Printing settings could not be saved formats Choose a format", undefined, SLOW)).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Saved")).toBeNull());
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/printings": () => json({ data: DEFAULT_PRINTING_SETTINGS }) });
    const label = await renderPage("seller-viewer");
    expect(label).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Return address on the label" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
