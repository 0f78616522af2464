import { describe, expect, it } from "vitest";
import { paths, safeIntended, withIntended } from "./paths";

describe("intended page after sign-in", () => {
  it("keeps a path of this app, with its query", () => {
    expect(safeIntended("/notifications/notifications_list?page=2")).toBe("/notifications/notifications_list?page=2");
  });

  it.each(["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)", "", null])("refuses %s and goes home", (value) => {
    expect(safeIntended(value)).toBe(paths.home);
  });

  it("does not send a user back to a login page", () => {
    expect(safeIntended("/nb-login")).toBe(paths.home);
    expect(safeIntended("/login?intended=/x")).toBe(paths.home);
  });

  it("encodes the intended page into the login address", () => {
    expect(withIntended("/nb-login", "/a?b=c")).toBe("/nb-login?intended=%2Fa%3Fb%3Dc");
  });
});
