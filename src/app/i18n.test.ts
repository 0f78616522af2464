import { describe, expect, it } from "vitest";
import { activateLocale, detectLocale, i18n } from "./i18n";

describe("the initial language", () => {
  it("is the stored choice when there is one", () => {
    expect(detectLocale("pt_BR", ["zh-CN"])).toBe("pt_BR");
  });

  it("ignores a stored value that is not one of ours", () => {
    expect(detectLocale("de", ["zh-TW", "en"])).toBe("zh_CN");
  });

  it("else takes the browser's first language we speak", () => {
    expect(detectLocale(null, ["de-DE", "pt-BR", "en-US"])).toBe("pt_BR");
    expect(detectLocale(null, ["zh-Hans-CN"])).toBe("zh_CN");
    expect(detectLocale(null, ["en-GB", "zh-CN"])).toBe("en");
  });

  it("else English", () => {
    expect(detectLocale(null, ["de-DE", "fr"])).toBe("en");
    expect(detectLocale(null, [])).toBe("en");
  });
});

describe("activating a language", () => {
  it("keeps it in local storage and tags the page with its BCP-47 name", async () => {
    await activateLocale("pt_BR");
    expect(i18n.locale).toBe("pt_BR");
    expect(localStorage.getItem("language")).toBe("pt_BR");
    expect(document.documentElement.lang).toBe("pt-BR");
    await activateLocale("zh_CN");
    expect(document.documentElement.lang).toBe("zh-Hans-CN");
  });
});
