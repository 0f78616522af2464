import { afterEach, describe, expect, it } from "vitest";
import { applyBrand } from "./apply-brand";
import { platformById } from "./registry";

const property = (name: string) => document.documentElement.style.getPropertyValue(name);
const icons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
const themeColor = () => document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');

afterEach(() => {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-platform");
  document.title = "";
});

describe("applyBrand", () => {
  it("sets the colours, favicon, title and theme colour, creating what the page lacks", () => {
    const nb = platformById("nb");
    applyBrand(nb);

    expect(property("--color-primary")).toBe(nb.colors.primary);
    expect(property("--color-on-primary")).toBe(nb.colors.onPrimary);
    expect(property("--color-primary-soft")).toBe(nb.colors.primarySoft);
    expect(property("--color-sidebar")).toBe(nb.colors.sidebar);
    expect(property("--color-on-sidebar")).toBe(nb.colors.onSidebar);
    expect(property("--color-focus")).toBe(nb.colors.focus);
    expect(icons().map((icon) => icon.getAttribute("href"))).toEqual(["/brands/nb/favicon.svg"]);
    expect(themeColor()?.content).toBe(nb.colors.primary);
    expect(document.title).toBe("Nimbus Box management");
    expect(document.documentElement.dataset.platform).toBe("nb");
  });

  it("replaces everything when called again with another platform", () => {
    applyBrand(platformById("nb"));
    const total = platformById("total");
    applyBrand(total);

    expect(property("--color-primary")).toBe(total.colors.primary);
    expect(property("--color-sidebar")).toBe(total.colors.sidebar);
    expect(property("--color-focus")).toBe(total.colors.focus);
    expect(icons().map((icon) => icon.getAttribute("href"))).toEqual(["/brands/total/favicon.svg"]);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(themeColor()?.content).toBe(total.colors.primary);
    expect(document.title).toBe("Total management");
    expect(document.documentElement.dataset.platform).toBe("total");
  });

  it("updates the icon and theme colour already in the page instead of adding more", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.ico"><link rel="shortcut icon" href="/old.ico"><meta name="theme-color" content="#000000">';
    applyBrand(platformById("shein"));

    expect(icons().map((icon) => icon.getAttribute("href"))).toEqual(["/brands/shein/favicon.svg", "/brands/shein/favicon.svg"]);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(themeColor()?.content).toBe("#222222");
  });
});
