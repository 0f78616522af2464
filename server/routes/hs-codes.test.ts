import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { DocumentNeededResponse } from "../../src/api/schemas/order-create";
import { BATTERY_PRODUCTS, DANGEROUS_PRODUCTS, PRODUCTS } from "../seed/order-catalog";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const ask = (codes: unknown, token?: string) => server.request("POST", "/v1/hs_codes/document_needed", { body: { codes }, token });

describe("POST /v1/hs_codes/document_needed", () => {
  it("names the document each code needs, once per code, as the code was sent", async () => {
    const token = await server.login("viewer");
    const answer = await ask(["330499", "3004.90", "851713", "93020000", "610910", "3304 99"], token);
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(DocumentNeededResponse, answer.json).data).toEqual([
      { hs_code: "330499", document: "ANVISA notification", description: expect.any(String) },
      { hs_code: "3004.90", document: "ANVISA authorisation", description: expect.any(String) },
      { hs_code: "851713", document: "ANATEL certificate", description: expect.any(String) },
      { hs_code: "93020000", document: "Army authorisation (PCE)", description: expect.any(String) },
    ]);
  });

  it("asks nothing for the goods of the demo catalog", async () => {
    const token = await server.login("admin");
    const codes = [...PRODUCTS, ...BATTERY_PRODUCTS, ...DANGEROUS_PRODUCTS].map((p) => p.hs_code);
    const answer = await ask(codes, token);
    expect(v.parse(DocumentNeededResponse, answer.json).data).toEqual([]);
  });

  it("asks nothing for a code that is no HS code", async () => {
    const answer = await ask(["3004", "abc"], await server.login("admin"));
    expect(v.parse(DocumentNeededResponse, answer.json).data).toEqual([]);
  });

  it("refuses a caller without a token and bad input", async () => {
    expect((await ask(["330499"])).status).toBe(401);
    const token = await server.login("admin");
    for (const codes of [[], "330499", [330499], null, Array(201).fill("330499"), ["x".repeat(13)]]) {
      const answer = await ask(codes, token);
      expect(answer.status, JSON.stringify(codes).slice(0, 40)).toBe(422);
    }
  });
});
