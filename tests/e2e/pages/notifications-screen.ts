import type { Locator, Page } from "@playwright/test";
import { paths } from "../support/urls";

/** The notifications screen (/notifications/notifications_list): the list, each marked read or new. */
export class NotificationsScreen {
  static readonly PATH = paths.notifications;

  readonly heading: Locator;
  readonly list: Locator;
  /** Every "Mark as read" button: one per new notification. */
  readonly markAsReadButtons: Locator;
  /** Every "Mark as new" button: one per read notification. */
  readonly markAsNewButtons: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Notifications" });
    this.list = page.getByRole("list", { name: "Notifications" });
    this.markAsReadButtons = this.list.getByRole("button", { name: /^Mark as read: / });
    this.markAsNewButtons = this.list.getByRole("button", { name: /^Mark as new: / });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`${NotificationsScreen.PATH}${query}`);
  }

  /** The notification the address names (`?notificationId=`), shown whole above the list. */
  opened(title: string): Locator {
    return this.page.getByRole("article", { name: title });
  }

  /** All, Seller notifications or My own notifications. */
  typeChoice(name: "All notifications" | "Seller notifications" | "My own notifications"): Locator {
    return this.page.getByRole("radio", { name, exact: true });
  }

  /** The bar that acts on the selected notifications. */
  get toolbar(): Locator {
    return this.page.getByRole("toolbar", { name: "Selected notifications" });
  }

  selectBox(title: string): Locator {
    return this.item(title).getByRole("checkbox", { name: `Select: ${title}`, exact: true });
  }

  /** A notification's title heading (its name ends with "New" while unread, "Saving…" while pending). */
  title(title: string): Locator {
    return this.list.getByRole("heading", { name: title });
  }

  /** A notification, by its title. */
  item(title: string): Locator {
    return this.list.getByRole("listitem").filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  markAsReadButton(title: string): Locator {
    return this.item(title).getByRole("button", { name: `Mark as read: ${title}`, exact: true });
  }

  markAsNewButton(title: string): Locator {
    return this.item(title).getByRole("button", { name: `Mark as new: ${title}`, exact: true });
  }
}
