import { describe, expect, it } from "vitest";
import { decideAccess, isTrackingHost } from "./access";

const base = { signedIn: false, trackingHost: false, requested: "/orders?page=2", loginPath: "/nb-login" };

describe("the navigation guard", () => {
  it("sends a signed-out user from a private route to the login, remembering the page", () => {
    expect(decideAccess({ ...base, access: "private" })).toEqual({ kind: "redirect", to: "/nb-login?intended=%2Forders%3Fpage%3D2" });
  });

  it("lets a signed-out user reach public and tracking routes and the 404, without the shell", () => {
    for (const access of ["public", "tracking", "not-found"] as const) {
      expect(decideAccess({ ...base, access })).toEqual({ kind: "render", shell: false });
    }
  });

  it("shows private routes and home inside the shell once signed in", () => {
    expect(decideAccess({ ...base, signedIn: true, access: "private" })).toEqual({ kind: "render", shell: true });
    expect(decideAccess({ ...base, signedIn: true, access: "tracking", requested: "/" })).toEqual({ kind: "render", shell: true });
    expect(decideAccess({ ...base, signedIn: true, access: "tracking", requested: "/trackings" })).toEqual({ kind: "render", shell: false });
  });

  it("keeps a tracking host to home, the tracking routes and 404, signed in or not", () => {
    for (const signedIn of [false, true]) {
      expect(decideAccess({ ...base, signedIn, trackingHost: true, access: "private" })).toEqual({ kind: "redirect", to: "/trackings" });
      expect(decideAccess({ ...base, signedIn, trackingHost: true, access: "public", requested: "/nb-login" })).toEqual({ kind: "redirect", to: "/trackings" });
      expect(decideAccess({ ...base, signedIn, trackingHost: true, access: "tracking", requested: "/" })).toEqual({ kind: "render", shell: false });
      expect(decideAccess({ ...base, signedIn, trackingHost: true, access: "not-found" })).toEqual({ kind: "render", shell: false });
    }
  });

  it("recognises a tracking host by the word in its name", () => {
    expect(isTrackingHost("tracking.localhost")).toBe(true);
    expect(isTrackingHost("ACME-Tracking.example.com")).toBe(true);
    expect(isTrackingHost("portal.example.com")).toBe(false);
  });
});
