import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody, MESSAGES } from "../../src/api/schemas/common";
import { SOCIAL_NETWORKS } from "../../src/api/schemas/tracking-settings";
import { serverPerTest } from "../testing/test-server";

/**
 * Every website and link field the server takes accepts only http: and https: links (issue 13):
 * the seller's website and the tracking page's links here, the sender's website in
 * orders-create.test.ts. Each refusal names its field and changes nothing.
 */

const server = serverPerTest();
const LINK_MESSAGE = "Must be a link starting with http:// or https://";
const NOT_WEB_LINKS = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "ftp://files.example.com", "https:alert(1)"];

const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

/** A tracking settings body with `link` in one field, and that field's name in a 422. */
const TRACKING_LINK_FIELDS: [string, (link: string) => Record<string, unknown>][] = [
  ["logo_link", (link) => ({ logo_link: link })],
  ["ad_link", (link) => ({ ad_link: link })],
  ["contacts.website", (link) => ({ contacts: { website: link } })],
  ...SOCIAL_NETWORKS.map((network): [string, (link: string) => Record<string, unknown>] => [`social.${network}`, (link) => ({ social: { [network]: link } })]),
];

describe("link fields", () => {
  it("share one message", () => {
    expect(MESSAGES.httpLink).toBe(LINK_MESSAGE);
  });

  it("refuse a seller website that is not an http or https link, and keep the stored one", async () => {
    const token = await server.login("admin");
    for (const website of NOT_WEB_LINKS) {
      const answer = await server.request("PUT", "/v1/sellers/1", { token, body: { website } });
      expect(answer.status, website).toBe(422);
      expect(messagesOf(answer), website).toEqual([{ website: [LINK_MESSAGE] }]);
    }
    const seller = await server.db.selectFrom("sellers").select("website").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(seller.website).toBe("https://lumen.example.com");

    const saved = await server.request("PUT", "/v1/sellers/1", { token, body: { website: "https://shop.lumen.example.com" } });
    expect(saved.status).toBe(200);
  });

  it("refuse every tracking page link that is not an http or https link, and keep the stored settings", async () => {
    const token = await server.login("admin");
    const before = await server.request("GET", "/v1/tracking_settings/1", { token });
    for (const [field, body] of TRACKING_LINK_FIELDS) {
      for (const link of NOT_WEB_LINKS) {
        const answer = await server.request("PUT", "/v1/tracking_settings/1", { token, body: body(link) });
        expect(answer.status, `${field} ${link}`).toBe(422);
        expect(messagesOf(answer), `${field} ${link}`).toEqual([{ [field]: [LINK_MESSAGE] }]);
      }
    }
    expect((await server.request("GET", "/v1/tracking_settings/1", { token })).json).toEqual(before.json);
  });
});
