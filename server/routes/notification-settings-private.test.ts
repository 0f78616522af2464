import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { NOTIFICATION_SETTINGS_MESSAGES as M } from "../../src/api/schemas/notification-settings";
import { serverPerTest } from "../testing/test-server";

/** A server as a real platform runs it: WEBHOOKS_ALLOW_PRIVATE unset. */
const server = serverPerTest();

describe("PUT /v1/notification_settings/{id} on a server that keeps webhooks public", () => {
  it("refuses plain http, loopback and private addresses, and takes a public https URL", async () => {
    const token = await server.login("admin");
    const cases = [
      ["http://hooks.example.com/x", M.webhookNotHttps],
      ["https://127.0.0.1:8443/x", M.webhookPrivateAddress],
      ["https://localhost/x", M.webhookPrivateAddress],
      ["https://10.1.2.3/x", M.webhookPrivateAddress],
      ["https://169.254.169.254/latest", M.webhookPrivateAddress],
      ["https://[::1]/x", M.webhookPrivateAddress],
    ] as const;
    for (const [url, message] of cases) {
      const answer = await server.request("PUT", "/v1/notification_settings/1", { token, body: { webhook_url: url } });
      expect(answer.status, url).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages, url).toEqual([{ webhook_url: [message] }]);
    }
    const saved = await server.request("PUT", "/v1/notification_settings/1", { token, body: { webhook_url: "https://hooks.example.com/x" } });
    expect(saved.status).toBe(200);
  });
});
