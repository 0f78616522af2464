import { describe, expect, it } from "vitest";
import { PLAIN_HTTP_WARNING, startLines } from "./start-lines";

const BASE = { port: 8080, trustProxy: 0, lanAddresses: ["192.168.1.20"], details: "data in ./data" };

describe("the start lines", () => {
  it("warn on a network host over plain HTTP that phones get neither camera nor offline use, and say how to fix it", () => {
    const lines = startLines({ ...BASE, https: false, loopback: false }).join("\n");
    expect(lines).toContain("listening on http://localhost:8080");
    expect(lines).toContain(`${PLAIN_HTTP_WARNING} http://192.168.1.20:8080 over plain HTTP get neither the camera nor offline use`);
    expect(lines).toContain("HTTPS=true");
  });

  it("do not warn on a loopback host, nor behind a trusted TLS proxy", () => {
    expect(startLines({ ...BASE, https: false, loopback: true }).join("\n")).not.toContain(PLAIN_HTTP_WARNING);
    expect(startLines({ ...BASE, https: false, loopback: false, trustProxy: 1 }).join("\n")).not.toContain(PLAIN_HTTP_WARNING);
  });

  it("with HTTPS name the https addresses, where to get the CA and its fingerprint", () => {
    const lines = startLines({
      ...BASE,
      https: true,
      loopback: false,
      lanAddresses: ["192.168.1.20", "2001:db8::20"],
      trialCa: { fingerprint: "AB:CD", made: true, folder: "/srv/data/tls" },
    }).join("\n");
    expect(lines).toContain("listening on https://localhost:8080");
    expect(lines).toContain("On this network: https://192.168.1.20:8080, https://[2001:db8::20]:8080");
    expect(lines).toContain("open https://192.168.1.20:8080/ca.crt");
    expect(lines).toContain("AB:CD");
    expect(lines).toContain("Made a new trial certificate authority in /srv/data/tls");
    expect(lines).not.toContain(PLAIN_HTTP_WARNING);
  });
});
