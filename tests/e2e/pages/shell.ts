import type { Locator, Page } from "@playwright/test";

/** The shell's parts, found by role and name as a screen reader user would (English names). */
export const shell = {
  banner: (page: Page) => page.getByRole("banner"),
  sideMenu: (page: Page) => page.getByRole("navigation", { name: "Main menu" }),
  menuButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }),
  userMenuButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "User menu", exact: true }),
  languageButton: (page: Page) => page.getByRole("banner").getByRole("button", { name: "Language", exact: true }),
  search: (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search" }),
};

/** The top bar's sync indicator (src/features/sync), by its English name. */
export const syncStatus = (page: Page): Locator => page.getByRole("status", { name: "Sync status" });
