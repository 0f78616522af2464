import type { Locator, Page } from "@playwright/test";
import { escapeRegExp } from "../support/urls";

/** The outbox screen (/outbox, "Pending operations", src/features/sync): what waits to be sent and what needs attention. */
export class OutboxScreen {
  static readonly PATH = "/outbox";

  readonly heading: Locator;
  readonly needsAttentionHeading: Locator;
  readonly waitingHeading: Locator;
  /** The operations the server refused, each with its message and the way out. */
  readonly needsAttention: Locator;
  readonly waiting: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Pending operations" });
    this.needsAttentionHeading = page.getByRole("heading", { name: "Needs attention" });
    this.waitingHeading = page.getByRole("heading", { name: "Waiting to be sent" });
    this.needsAttention = page.getByRole("list", { name: "Needs attention" });
    this.waiting = page.getByRole("list", { name: "Waiting to be sent" });
  }

  /** The Retry button of the operation that names this order. */
  retryButton(orderNumber: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^Retry .*${escapeRegExp(orderNumber)}`) });
  }

  /** A Discard button by its full name ("Discard dispatch of LG-10001", "Discard pickup scan of …"). */
  discardButton(name: string): Locator {
    return this.page.getByRole("button", { name });
  }
}
