import { describe, expect, it } from "vitest";
import { currentPlatform, detectPlatform, loginPrefix, platformForLoginPath, rememberPlatform } from "./current-platform";

describe("detectPlatform", () => {
  it("takes the stored value before the host name", () => {
    expect(detectPlatform("total.example.com", "shein")).toBe("shein");
  });

  it("takes a platform id among the host's labels before the default", () => {
    expect(detectPlatform("total.example.com", null)).toBe("total");
    expect(detectPlatform("portal.tiendamia.localhost", null)).toBe("tiendamia");
    expect(detectPlatform("Portal.TOTAL.example.com", null)).toBe("total");
  });

  it("ignores a stored value that is not a platform id", () => {
    expect(detectPlatform("aurora.example.com", "csat")).toBe("aurora");
    expect(detectPlatform("example.com", "")).toBe("nb");
  });

  it("does not take part of a label for a platform", () => {
    expect(detectPlatform("totally.example.com", null)).toBe("nb");
  });

  it("falls back to nb", () => {
    expect(detectPlatform("localhost", null)).toBe("nb");
  });
});

describe("rememberPlatform and currentPlatform", () => {
  it("reads the remembered platform on the next detection", () => {
    expect(currentPlatform()).toBe("nb");
    rememberPlatform("cobalt");
    expect(localStorage.getItem("platform")).toBe("cobalt");
    expect(currentPlatform()).toBe("cobalt");
  });
});

describe("loginPrefix", () => {
  it("is the platform id", () => {
    expect(loginPrefix("nb")).toBe("nb");
    expect(loginPrefix("tiendamia")).toBe("tiendamia");
  });
});

describe("platformForLoginPath", () => {
  it.each([
    ["/nb-login", "nb"],
    ["/total-login", "total"],
    ["/juniper-login", "juniper"],
    ["/nb-login/", "nb"],
    ["/total-login-test", "total"],
    ["/tiendamia-login-test", "tiendamia"],
    ["/shein-login", "shein"],
    ["/shein-login-test", "shein"],
    ["/shein-anything", "shein"],
    ["/csat-login", "shein"],
  ])("%s belongs to %s", (path, platform) => {
    expect(platformForLoginPath(path)).toBe(platform);
  });

  it.each([
    ["/login", "the alias keeps the current platform"],
    ["/orders", "not a login path"],
    ["/", "not a login path"],
    ["/reset_password", "not a platform's login"],
    ["/acme-login", "no such platform"],
    ["/aurora-login-test", "aurora has no test login"],
    ["/nb-login/extra", "not a login path"],
  ])("%s belongs to none (%s)", (path) => {
    expect(platformForLoginPath(path)).toBeUndefined();
  });
});
