import { describe, expect, it, vi } from "vitest";
import { msg } from "@lingui/core/macro";
import { activateLocale, detectLocale, i18n, loadCatalogs } from "./i18n";

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

/**
 * Texts of three features, each in its own catalog (locales/{locale}/features/*.po). Tests run
 * with the English kept in the code, so a text whose catalog is not loaded reads in English even
 * when another language is active: seeing the translation means the catalog was loaded.
 */
const ADD_BOX = msg`Add box`; // quotes (and order-create)
const ALL_TYPES = msg`All types`; // pickups
const ADD_BOX_TEMPLATE = msg`Add box template`; // settings

describe("catalogs by area", () => {
  it("loads an area's texts in the active language when asked", async () => {
    await activateLocale("pt_BR");
    expect(i18n._(ADD_BOX)).toBe("Add box");
    await loadCatalogs(["quotes"]);
    expect(i18n._(ADD_BOX)).toBe("Adicionar caixa");
  });

  it("switching languages loads the areas in use in the new language before showing it", async () => {
    await activateLocale("en");
    await loadCatalogs(["pickups"]);
    const seen: string[] = [];
    const stop = i18n.on("change", () => seen.push(`${i18n.locale}: ${i18n._(ALL_TYPES)}`));
    await activateLocale("zh_CN");
    stop();
    // Every moment in Chinese already had the Chinese text.
    expect(seen.filter((moment) => moment.startsWith("zh_CN"))).toEqual(["zh_CN: 全部类型"]);
  });

  it("an area asked for during a switch arrives in the new language", async () => {
    await activateLocale("en");
    const switching = activateLocale("pt_BR");
    const loading = loadCatalogs(["settings"]);
    await Promise.all([switching, loading]);
    expect(i18n._(ADD_BOX_TEMPLATE)).toBe("Adicionar modelo de caixa");
    await activateLocale("zh_CN");
    expect(i18n._(ADD_BOX_TEMPLATE)).toBe("添加箱子模板");
  });

  it("a switch whose catalog cannot be fetched keeps the shown language for the screens opened next", async () => {
    await activateLocale("en");
    await loadCatalogs(["orders"]);
    // Offline before Portuguese was cached: its orders catalog cannot be fetched.
    const original = i18n.load.bind(i18n);
    const load = vi.spyOn(i18n, "load").mockImplementation((...args: Parameters<typeof i18n.load>) => {
      if (args[0] === "pt_BR") throw new TypeError("Failed to fetch dynamically imported module");
      original(...args);
    });
    try {
      await expect(activateLocale("pt_BR")).rejects.toThrow("Failed to fetch");
      expect(i18n.locale).toBe("en");
      load.mockClear();
      await loadCatalogs(["order-create"]);
      expect(load.mock.calls.map(([locale]) => locale)).toEqual(["en"]);
    } finally {
      load.mockRestore();
    }
  });

  it("refuses an area that has no catalog, naming the file", async () => {
    await expect(loadCatalogs(["no-such-feature"])).rejects.toThrow("locales/en/features/no-such-feature.po");
  });
});
