import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";
import { escapeRegExp } from "../support/urls";

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

/**
 * The signed-in shell's top bar (src/app/shell): search, bell, user and language menus. Names are
 * English unless a `text` of another language is given.
 */
export class TopBar {
  readonly banner: Locator;
  readonly search: Locator;
  /** On a narrow screen the search folds behind this button. */
  readonly openSearchButton: Locator;
  readonly closeSearchButton: Locator;
  /** The bell, named "Notifications" and the count of unread ones. */
  readonly notificationsButton: Locator;
  /** The bell's dropdown of new notifications. */
  readonly newNotifications: Locator;
  readonly userMenuButton: Locator;
  readonly languageButton: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.banner = page.getByRole("banner");
    this.search = this.banner.getByRole("combobox", { name: text("Search") });
    this.openSearchButton = this.banner.getByRole("button", { name: text("Open search") });
    this.closeSearchButton = this.banner.getByRole("button", { name: text("Close search") });
    this.notificationsButton = this.banner.getByRole("button", { name: new RegExp(`^${escapeRegExp(text("Notifications"))}`) });
    this.newNotifications = page.getByRole("region", { name: text("New notifications") });
    this.userMenuButton = this.banner.getByRole("button", { name: text("User menu"), exact: true });
    this.languageButton = this.banner.getByRole("button", { name: text("Language"), exact: true });
  }

  /** A result of the global search, by its accessible name ("Settings › Accessibility"). */
  searchResult(name: string): Locator {
    return this.page.getByRole("option", { name });
  }

  /** The global search's result for an order: "Order {number}" and its tracking reference. */
  orderResult(order: { order_number: string; reference: string }): Locator {
    return this.searchResult(`${this.text("Order {number}", { number: order.order_number })} ${order.reference}`);
  }
}

/** The side menu ("Main menu"): links to screens, in groups that fold. */
export class SideMenu {
  readonly nav: Locator;

  constructor(
    readonly page: Page,
    readonly text: UiText = english,
  ) {
    this.nav = page.getByRole("navigation", { name: text("Main menu") });
  }

  link(name: string): Locator {
    return this.nav.getByRole("link", { name: this.text(name), exact: true });
  }

  /** A group's button, which folds and unfolds its links. */
  group(name: string): Locator {
    return this.nav.getByRole("button", { name: this.text(name), exact: true });
  }

  /** Opens a screen of the menu, inside `group` when given (unfolded first if it is folded). */
  async open(link: string, group?: string): Promise<void> {
    if (group) {
      const toggle = this.group(group);
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    }
    await this.link(link).click();
  }
}
