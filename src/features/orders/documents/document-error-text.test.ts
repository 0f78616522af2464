import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { activateLocale } from "../../../../tests/setup/test-providers";
import { ApiError } from "../../../api/errors";
import { JOB_MESSAGES } from "../../../api/schemas/jobs";
import { documentErrorText, worthRetrying } from "./document-error-text";

const busy = (retryAfter?: number) => new ApiError("http", 503, ["The server is busy making other documents. Please try again in a few seconds."], undefined, retryAfter);

afterAll(async () => {
  await activateLocale("en");
});

describe("why a document download failed", () => {
  it("says that the server is busy, and for how long, in each language", async () => {
    await activateLocale("en");
    expect(documentErrorText(busy(5), i18n)).toEqual(["The server is busy making other documents. Please try again in 5 seconds."]);
    await activateLocale("pt_BR");
    expect(documentErrorText(busy(5), i18n)).toEqual(["O servidor está ocupado gerando outros documentos. Por favor, tente novamente em 5 segundos."]);
    await activateLocale("zh_CN");
    expect(documentErrorText(busy(12), i18n)).toEqual(["服务器正在生成其他单据，请在12秒后重试。"]);
  });

  it("waits a few seconds when the busy server names no time, and leaves other refusals in the server's words", async () => {
    await activateLocale("en");
    expect(documentErrorText(busy(), i18n)).toEqual(["The server is busy making other documents. Please try again in 5 seconds."]);
    expect(documentErrorText(new ApiError("http", 409, ["This order contains no lithium batteries"]), i18n)).toEqual(["This order contains no lithium batteries"]);
  });

  it("says in the user's language that the company has too many files or imports under way (429), and it is not worth sending again at once", async () => {
    const full = new ApiError("http", 429, [JOB_MESSAGES.sellerLimit]);
    await activateLocale("zh_CN");
    expect(documentErrorText(full, i18n)).toEqual(["您的公司已有 10 个文件或导入正在等待或进行中。请等其中一个结束后再试。"]);
    await activateLocale("en");
    expect(documentErrorText(full, i18n)).toEqual([JOB_MESSAGES.sellerLimit]);
    expect(worthRetrying(full)).toBe(false);
  });

  it("is worth trying again when the server was busy, failed or out of reach, not when it refused", () => {
    expect(worthRetrying(busy(5))).toBe(true);
    expect(worthRetrying(new ApiError("http", 500, []))).toBe(true);
    expect(worthRetrying(new ApiError("network", undefined, []))).toBe(true);
    expect(worthRetrying(new ApiError("timeout", undefined, []))).toBe(true);
    expect(worthRetrying(new ApiError("http", 422, ["None of the chosen orders has this document."]))).toBe(false);
    expect(worthRetrying(new ApiError("http", 409, []))).toBe(false);
  });
});
