import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { ApiError } from "../../api/errors";
import { CASE_MESSAGES, CASE_STATUSES, CASE_TYPES, MAX_CASE_DOCUMENT_BYTES } from "../../api/schemas/duties-cases";
import { documentProblem, fileToBase64 } from "./answer-document";
import { STATUS_NAMES, TYPE_NAMES, answerErrors } from "./case-words";
import { filtersOf } from "./duties-cases-page";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const refusal = (status: number, messages: unknown[]) => new ApiError("http", status, [], { messages });
const pdf = (extra = 0) => new File([new TextEncoder().encode("%PDF-1.4\n"), new Uint8Array(extra)], "proof.pdf", { type: "application/pdf" });

describe("case names", () => {
  it("names each of the eleven statuses and nine types, each differently", () => {
    const statuses = CASE_STATUSES.map((status) => i18n._(STATUS_NAMES[status]));
    const types = CASE_TYPES.map((type) => i18n._(TYPE_NAMES[type]));
    expect(new Set(statuses).size).toBe(11);
    expect(new Set(types).size).toBe(9);
    expect(statuses).toContain("Need seller action");
    expect(types).toContain("Fine 689");
  });
});

describe("answerErrors", () => {
  it("puts the server's refusals under the message and the document, translated, and the rest on the form", () => {
    expect(answerErrors(refusal(422, [{ "document.data": [CASE_MESSAGES.notPdf] }, { message: ["Can't be blank"] }]), i18n)).toEqual({
      message: ["Can't be blank"],
      document: ["The file is not a PDF."],
      form: [],
    });
    expect(answerErrors(refusal(409, [CASE_MESSAGES.noActionNeeded]), i18n).form).toEqual(["This case does not need your action."]);
  });

  it("says to check the connection when the server was not reached", () => {
    expect(answerErrors(new ApiError("network", undefined, ["Failed to fetch"]), i18n).form).toEqual(["Check your internet connection and try again."]);
  });
});

describe("documentProblem", () => {
  it("accepts a PDF up to 150 KB and refuses none, a renamed non-PDF and a larger file", async () => {
    expect(await documentProblem(pdf())).toBeUndefined();
    expect(await documentProblem(null)).toBe("missing");
    expect(await documentProblem(new File(["<html>"], "x.pdf", { type: "application/pdf" }))).toBe("not-pdf");
    expect(await documentProblem(pdf(MAX_CASE_DOCUMENT_BYTES))).toBe("too-large");
  });

  it("encodes the file's bytes as base64", async () => {
    expect(atob(await fileToBase64(pdf()))).toBe("%PDF-1.4\n");
  });
});

describe("filtersOf", () => {
  it("keeps known statuses and types from the URL and drops unknown ones", () => {
    expect(filtersOf(new URLSearchParams("status=received&type=fine702&order_number=%20NB-1%20"))).toMatchObject({ status: "received", type: "fine702", order_number: "NB-1" });
    expect(filtersOf(new URLSearchParams("status=lost&type=vat"))).toMatchObject({ status: "", type: "" });
  });
});
