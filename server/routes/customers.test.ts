import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { CustomerListResponse, CustomerResponse } from "../../src/api/schemas/customers";
import { completeCpf } from "../../src/domain/tax-documents";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const customerOf = (answer: { json: unknown }) => v.parse(CustomerResponse, answer.json).data;
const listOf = (answer: { json: unknown }) => v.parse(CustomerListResponse, answer.json).data;
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

const VALID_CPF = completeCpf("529982247");
const CUSTOMER = {
  full_name: "Ana Souza",
  document: VALID_CPF,
  phone: "(11) 98765-4321",
  email: "ana@example.com.br",
  country: "BR",
  postal_code: "01310-100",
  state: "SP",
  city: "São Paulo",
  address: "Avenida Paulista",
  number: "1000",
  complement: "Apto 12",
  reference: "Near the park",
};

describe("/v1/customers (the seller's address book)", () => {
  it("adds, finds by a piece of the name or city whatever its case, changes and removes a customer", async () => {
    const token = await server.login("operation");
    const created = await server.request("POST", "/v1/customers", { token, body: CUSTOMER });
    expect(created.status).toBe(201);
    const customer = customerOf(created);
    expect(customer).toMatchObject({ full_name: "Ana Souza", document: VALID_CPF, complement: "Apto 12", reference: "Near the park", quarter: null });
    await server.request("POST", "/v1/customers", { token, body: { ...CUSTOMER, full_name: "Bruno Lima", city: "Campinas", document: completeCpf("111444777") } });

    const found = listOf(await server.request("GET", "/v1/customers?search=SOUZA", { token }));
    expect(found.elements.map((c) => c.full_name)).toEqual(["Ana Souza"]);
    expect(listOf(await server.request("GET", "/v1/customers?search=campinas", { token })).elements.map((c) => c.full_name)).toEqual(["Bruno Lima"]);
    const all = listOf(await server.request("GET", "/v1/customers?limit=1&offset=1", { token }));
    expect(all.count).toBe(2);
    expect(all.elements.map((c) => c.full_name)).toEqual(["Bruno Lima"]);

    const changed = await server.request("PUT", `/v1/customers/${customer.id}`, { token, body: { ...CUSTOMER, city: "Santos", complement: "" } });
    expect(changed.status).toBe(200);
    expect(customerOf(changed)).toMatchObject({ city: "Santos", complement: null });

    expect((await server.request("DELETE", `/v1/customers/${customer.id}`, { token })).status).toBe(200);
    expect((await server.request("GET", `/v1/customers/${customer.id}`, { token })).status).toBe(404);
  });

  it("refuses what the wizard's receiver rules refuse, by field, and keeps nothing", async () => {
    const token = await server.login("admin");
    const refused = await server.request("POST", "/v1/customers", {
      token,
      body: { ...CUSTOMER, document: "111.111.111-11", phone: "+1 212 555 0100", postal_code: "123", number: "10A", full_name: "" },
    });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused)).toEqual([
      expect.objectContaining({ full_name: ["Can't be blank"], document: ["Invalid CPF"], phone: ["Invalid phone"], number: ["Digits only; put letters in the complement"] }),
    ]);
    expect(listOf(await server.request("GET", "/v1/customers", { token })).count).toBe(0);
  });

  it("lets a viewer read but not write (403), and hides one seller's customers from another (404)", async () => {
    const admin = await server.login("admin");
    const customer = customerOf(await server.request("POST", "/v1/customers", { token: admin, body: CUSTOMER }));
    const viewer = await server.login("viewer");
    expect(listOf(await server.request("GET", "/v1/customers", { token: viewer })).count).toBe(1);
    expect((await server.request("POST", "/v1/customers", { token: viewer, body: CUSTOMER })).status).toBe(403);
    expect((await server.request("PUT", `/v1/customers/${customer.id}`, { token: viewer, body: CUSTOMER })).status).toBe(403);
    expect((await server.request("DELETE", `/v1/customers/${customer.id}`, { token: viewer })).status).toBe(403);

    const other = await server.login("otherAdmin");
    expect(listOf(await server.request("GET", "/v1/customers", { token: other })).count).toBe(0);
    expect((await server.request("GET", `/v1/customers/${customer.id}`, { token: other })).status).toBe(404);
    expect((await server.request("PUT", `/v1/customers/${customer.id}`, { token: other, body: { ...CUSTOMER, full_name: "Taken" } })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/customers/${customer.id}`, { token: other })).status).toBe(404);
    expect(customerOf(await server.request("GET", `/v1/customers/${customer.id}`, { token: admin })).full_name).toBe("Ana Souza");
  });
});
