import type { APIRequestContext } from "@playwright/test";
import type { DocumentSettings } from "../../src/api/schemas/document-settings";
import type { SellerSettings } from "../../src/api/schemas/seller-settings";
import { bearer, expect, test } from "./fixtures";

/**
 * /settings/insurance and /settings/documents as a seller admin and a viewer use them (issue 22):
 * a change saved, shown by the top bar's indicator, there after a reload and on the server; the
 * viewer sees the page read-only and the server refuses the viewer's write. Each test puts the
 * seed's settings back through the API, so quotes and documents of other specs are unchanged.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const SELLER_ID = 1;

async function insuranceOf(request: APIRequestContext, token: string): Promise<SellerSettings["insurance"]> {
  const answer = await request.get(`/v1/seller_settings/${SELLER_ID}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: SellerSettings }).data.insurance;
}

async function documentsOf(request: APIRequestContext, token: string): Promise<DocumentSettings> {
  const answer = await request.get("/v1/document_settings", { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: DocumentSettings }).data;
}

test.describe("insurance settings", () => {
  test("the admin saves a fixed percentage with the freight; it stays after a reload and the server has it", async ({ page, request, signIn, apiLogin }) => {
    const token = await apiLogin(request, "admin");
    const original = await insuranceOf(request, token);
    try {
      await signIn(page, "admin", { intended: "/settings/insurance" });
      await expect(page.getByRole("heading", { level: 1, name: "Insurance", exact: true })).toBeVisible();
      await page.getByRole("radio", { name: "Fixed percentage of the selling price", exact: true }).check();
      await page.getByRole("textbox", { name: /Percentage of the selling price/ }).fill("35");
      await page.getByRole("radio", { name: "Yes", exact: true }).check();
      await expect(page.getByText("For example, goods sold for 100.00 with 20.00 of freight are insured for 55.00.", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Settings updated", { exact: true })).toBeVisible();
      await expect(page.getByRole("status").getByText(/^\W*Saved$/)).toBeVisible();
      expect(await insuranceOf(request, token)).toEqual({ basis: "fixed_percentage", value: 35, include_freight: true });

      await page.reload();
      await expect(page.getByRole("radio", { name: "Fixed percentage of the selling price", exact: true })).toBeChecked();
      await expect(page.getByRole("textbox", { name: /Percentage of the selling price/ })).toHaveValue("35");
      await expect(page.getByRole("radio", { name: "Yes", exact: true })).toBeChecked();
    } finally {
      await request.put(`/v1/seller_settings/${SELLER_ID}`, { headers: bearer(token), data: { insurance: original } });
    }
  });

  test("the viewer sees it read-only, and the server refuses the viewer's change", async ({ page, request, signIn, apiLogin }) => {
    await signIn(page, "viewer", { intended: "/settings/insurance" });
    await expect(page.getByRole("radio", { name: "Selling price", exact: true })).toBeDisabled();
    await expect(page.getByText("You can see these settings; only a seller admin or operator can change them.", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    const token = await apiLogin(request, "viewer");
    const refused = await request.put(`/v1/seller_settings/${SELLER_ID}`, { headers: bearer(token), data: { insurance: { basis: "fixed_price", value: 10, include_freight: false } } });
    expect(refused.status()).toBe(403);
  });
});

test.describe("document settings", () => {
  test("the operator saves the commercial invoice's reason, declaration and signer; the viewer cannot", async ({ page, request, signIn, apiLogin }) => {
    const token = await apiLogin(request, "operation");
    const original = await documentsOf(request, token);
    try {
      await signIn(page, "operation", { intended: "/settings/documents" });
      await expect(page.getByRole("heading", { level: 1, name: "Documents", exact: true })).toBeVisible();
      const reason = page.getByRole("combobox", { name: "Reason for export", exact: true });
      await expect(reason).toHaveValue(original.export_reason);
      await reason.selectOption({ label: "Commercial sample" });
      await page.getByRole("textbox", { name: /Declaration/ }).fill("Samples of no commercial value.");
      await page.getByRole("textbox", { name: "Name printed under the signature", exact: true }).fill("Otto Operation");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Settings updated", { exact: true })).toBeVisible();
      expect(await documentsOf(request, token)).toEqual({ export_reason: "sample", declaration: "Samples of no commercial value.", signer_name: "Otto Operation" });

      const viewer = await apiLogin(request, "viewer");
      expect((await request.put("/v1/document_settings", { headers: bearer(viewer), data: original })).status()).toBe(403);
    } finally {
      await request.put("/v1/document_settings", { headers: bearer(token), data: original });
    }
  });
});
