import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { COMPANY_MESSAGES, CompanyResponse, SellerAddressListResponse, SellerAddressResponse } from "../../src/api/schemas/company";
import { ErrorBody } from "../../src/api/schemas/common";
import { completeCnpj } from "../../src/domain/tax-documents";
import { encodePng } from "../seed/tracking-settings";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const companyOf = (answer: { json: unknown }) => v.parse(CompanyResponse, answer.json).data;
const addressesOf = (answer: { json: unknown }) => v.parse(SellerAddressListResponse, answer.json).data;
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

const VALID_CNPJ = completeCnpj("112223330001");
const MASKED_CNPJ = `${VALID_CNPJ.slice(0, 2)}.${VALID_CNPJ.slice(2, 5)}.${VALID_CNPJ.slice(5, 8)}/${VALID_CNPJ.slice(8, 12)}-${VALID_CNPJ.slice(12)}`;
const png = (width: number, height: number) => encodePng(width, height, () => [20, 40, 60] as const);
/** A JPEG's first bytes: what a renamed photo starts with. */
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

async function upload(route: string, field: string, token: string, bytes: Uint8Array, extra: Record<string, string> = {}, sellerId = 1) {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], "image.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  const res = await server.app.request(`/v1/sellers/${sellerId}/${route}`, { method: "PUT", headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address }, body: form });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const ADDRESS = {
  label: "Dongguan warehouse",
  name: "Lumen Goods Ltd.",
  email: "dg@lumen.example.com",
  phone: "+86 138 0013 8000",
  country: "CN",
  postal_code: "523000",
  state: "Guangdong",
  city: "Dongguan",
  address: "Dongcheng Road",
  number: "5",
};

describe("GET and PUT /v1/sellers/{id} (the company)", () => {
  it("saves what an admin and an operation user send, the CNPJ as its digits and colours in lower case, and reads it back", async () => {
    const admin = await server.login("admin");
    const saved = await server.request("PUT", "/v1/sellers/1", {
      token: admin,
      body: { legal_name: "Lumen Goods Trading Co., Ltd.", rfb_code: "RFB-778", customer_id: "C-1001", tax_number: MASKED_CNPJ, primary_color: "#1F4E8C", website: "https://lumen.example.com/en" },
    });
    expect(saved.status).toBe(200);
    expect(companyOf(saved)).toMatchObject({ legal_name: "Lumen Goods Trading Co., Ltd.", tax_number: VALID_CNPJ, primary_color: "#1f4e8c", secondary_color: null });

    const operation = await server.login("operation");
    const returnAddress = { country: "BR", postal_code: "01310-100", state: "SP", city: "São Paulo", address: "Avenida Paulista", number: "1000", complement: "Sala 5" };
    const second = await server.request("PUT", "/v1/sellers/1", { token: operation, body: { secondary_color: "#ffcc00", return_address: returnAddress, customer_id: "" } });
    expect(second.status).toBe(200);
    const read = companyOf(await server.request("GET", "/v1/sellers/1", { token: await server.login("viewer") }));
    expect(read).toMatchObject({ name: "Lumen Goods Ltd.", rfb_code: "RFB-778", customer_id: null, secondary_color: "#ffcc00", return_address: returnAddress, tax_number: VALID_CNPJ });
  });

  it("refuses a wrong CNPJ, a colour that is not #rrggbb and a link without http, each under its field, and changes nothing", async () => {
    const admin = await server.login("admin");
    const wrongDigit = VALID_CNPJ.slice(0, 13) + String((Number(VALID_CNPJ[13]) + 1) % 10);
    for (const [field, value, message] of [
      ["tax_number", wrongDigit, COMPANY_MESSAGES.invalidCnpj],
      ["tax_number", "11.111.111/1111-11", COMPANY_MESSAGES.invalidCnpj],
      ["tax_number", `CNPJ ${VALID_CNPJ}`, COMPANY_MESSAGES.invalidCnpj],
      ["primary_color", "blue", COMPANY_MESSAGES.colour],
      ["secondary_color", "#12345", COMPANY_MESSAGES.colour],
      ["website", "javascript:alert(1)", "Must be a link starting with http:// or https://"],
    ] as const) {
      const answer = await server.request("PUT", "/v1/sellers/1", { token: admin, body: { [field]: value, legal_name: "Not Saved" } });
      expect(answer.status, `${field}=${value}`).toBe(422);
      expect(messagesOf(answer)).toEqual([{ [field]: [message] }]);
    }
    expect(companyOf(await server.request("GET", "/v1/sellers/1", { token: admin })).legal_name).toBeNull();
  });

  it("refuses a viewer (403) and another seller's users (404), changing nothing", async () => {
    const viewer = await server.request("PUT", "/v1/sellers/1", { token: await server.login("viewer"), body: { legal_name: "Viewer Was Here" } });
    expect(viewer.status).toBe(403);
    const other = await server.login("otherAdmin");
    expect((await server.request("GET", "/v1/sellers/1", { token: other })).status).toBe(404);
    expect((await server.request("PUT", "/v1/sellers/1", { token: other, body: { legal_name: "Taken Over" } })).status).toBe(404);
    const row = await server.db.selectFrom("sellers").select("legal_name").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(row.legal_name).toBeNull();
  });
});

describe("the company's logo and signature", () => {
  it("takes a real png as the logo and shows it on the company, refusing other bytes named .png", async () => {
    const admin = await server.login("admin");
    const renamed = await upload("upload-company-logo", "company_logo", admin, JPEG_BYTES);
    expect(renamed.status).toBe(422);
    expect(messagesOf(renamed)).toEqual([{ company_logo: ["Invalid file format"] }]);

    expect((await upload("upload-company-logo", "company_logo", admin, png(180, 60))).status).toBe(200);
    const company = companyOf(await server.request("GET", "/v1/sellers/1", { token: admin }));
    expect(company.logo_image).toMatchObject({ width: 180, height: 60 });
  });

  it("stores a signature only when the uploader confirms the authorisation, and records who did", async () => {
    const operation = await server.login("operation");
    const unconfirmed = await upload("upload-company-signature", "company_signature", operation, png(300, 100));
    expect(unconfirmed.status).toBe(422);
    expect(messagesOf(unconfirmed)).toEqual([{ authorized: [COMPANY_MESSAGES.signatureNotAuthorized] }]);
    const notPng = await upload("upload-company-signature", "company_signature", operation, JPEG_BYTES, { authorized: "true" });
    expect(messagesOf(notPng)).toEqual([{ company_signature: [COMPANY_MESSAGES.invalidFileFormat] }]);

    const stored = await upload("upload-company-signature", "company_signature", operation, png(300, 100), { authorized: "true" });
    expect(stored.status).toBe(200);
    expect(companyOf(stored).signature).toMatchObject({ width: 300, height: 100, authorized_by: "Otto Operation", authorized_at: server.now().toISOString() });
    const image = await server.request("GET", "/v1/sellers/1/company-signature", { token: await server.login("viewer") });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect((await server.request("GET", "/v1/sellers/1/company-signature", { token: await server.login("otherAdmin") })).status).toBe(404);
    expect((await upload("upload-company-signature", "company_signature", await server.login("viewer"), png(300, 100), { authorized: "true" })).status).toBe(403);
  });
});

describe("/v1/sellers/{id}/addresses", () => {
  it("lists the seeded default address, adds one, and makes it the only default", async () => {
    const admin = await server.login("admin");
    const seeded = addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: admin }));
    expect(seeded).toEqual([expect.objectContaining({ name: "Lumen Goods Ltd.", city: "Shenzhen", is_default: true })]);

    const added = await server.request("POST", "/v1/sellers/1/addresses", { token: admin, body: ADDRESS });
    expect(added.status).toBe(201);
    const address = v.parse(SellerAddressResponse, added.json).data;
    expect(address).toMatchObject({ ...ADDRESS, is_default: false, complement: null, tax_number_is_cpf: false });

    const operation = await server.login("operation");
    const made = await server.request("PUT", `/v1/sellers/1/addresses/${address.id}`, { token: operation, body: { ...ADDRESS, is_default: true } });
    expect(made.status).toBe(200);
    const list = addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: admin }));
    expect(list.map((a) => [a.city, a.is_default])).toEqual([
      ["Dongguan", true],
      ["Shenzhen", false],
    ]);
  });

  it("refuses an address the wizard would refuse as a sender, field by field", async () => {
    const admin = await server.login("admin");
    const answer = await server.request("POST", "/v1/sellers/1/addresses", { token: admin, body: { ...ADDRESS, phone: "138 0013", number: "5A", email: "not-an-email" } });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer)).toEqual([{ email: ["Invalid E-mail"], phone: ["Invalid phone: write it with + and the country code"], number: ["Digits only; put letters in the complement"] }]);
    expect(addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: admin }))).toHaveLength(1);
  });

  it("keeps the default while other addresses remain, and removes the others", async () => {
    const admin = await server.login("admin");
    const [seeded] = addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: admin }));
    const added = v.parse(SellerAddressResponse, (await server.request("POST", "/v1/sellers/1/addresses", { token: admin, body: ADDRESS })).json).data;
    const refused = await server.request("DELETE", `/v1/sellers/1/addresses/${seeded!.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(messagesOf(refused)).toEqual([COMPANY_MESSAGES.lastAddressIsDefault]);
    expect((await server.request("DELETE", `/v1/sellers/1/addresses/${added.id}`, { token: admin })).status).toBe(200);
    expect(addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: admin })).map((a) => a.id)).toEqual([seeded!.id]);
  });

  it("lets a viewer read but not write (403), and hides the addresses from another seller (404)", async () => {
    const viewer = await server.login("viewer");
    expect((await server.request("GET", "/v1/sellers/1/addresses", { token: viewer })).status).toBe(200);
    expect((await server.request("POST", "/v1/sellers/1/addresses", { token: viewer, body: ADDRESS })).status).toBe(403);
    const [own] = addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: viewer }));
    expect((await server.request("DELETE", `/v1/sellers/1/addresses/${own!.id}`, { token: viewer })).status).toBe(403);

    const other = await server.login("otherAdmin");
    expect((await server.request("GET", "/v1/sellers/1/addresses", { token: other })).status).toBe(404);
    expect((await server.request("PUT", `/v1/sellers/1/addresses/${own!.id}`, { token: other, body: ADDRESS })).status).toBe(404);
    // Its own seller's path with seller 1's address id: not found either.
    expect((await server.request("PUT", `/v1/sellers/2/addresses/${own!.id}`, { token: other, body: ADDRESS })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/sellers/2/addresses/${own!.id}`, { token: other })).status).toBe(404);
    expect(addressesOf(await server.request("GET", "/v1/sellers/1/addresses", { token: viewer }))[0]).toEqual(own);
  });

  it("keeps one default per seller in the database itself", async () => {
    const now = server.now().toISOString();
    const row = { seller_id: 1, ...ADDRESS, tax_number_is_cpf: 0 as const, is_default: 1 as const, created_at: now, updated_at: now };
    await expect(server.db.insertInto("seller_addresses").values(row).execute()).rejects.toThrow();
  });
});
