import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { demoSessionUser } from "../../tests/setup/session-fixture";
import { clearSessionUser, storeSessionUser } from "./session";
import { useCan } from "./use-can";

afterEach(() => clearSessionUser());

describe("useCan", () => {
  it("lets an admin and an operator write the seller's data, not a viewer", () => {
    for (const [group, expected] of [["seller-admin", true], ["seller-operation", true], ["seller-viewer", false]] as const) {
      storeSessionUser(demoSessionUser({ group }));
      expect(renderHook(() => useCan("seller:write")).result.current, group).toBe(expected);
    }
  });

  it("lets only an admin manage users", () => {
    storeSessionUser(demoSessionUser({ group: "seller-operation" }));
    expect(renderHook(() => useCan("users:manage")).result.current).toBe(false);
    storeSessionUser(demoSessionUser({ group: "seller-admin" }));
    expect(renderHook(() => useCan("users:manage")).result.current).toBe(true);
  });

  it("lets nobody signed out do anything, and follows a sign-out at once", () => {
    storeSessionUser(demoSessionUser({ group: "seller-admin" }));
    const hook = renderHook(() => useCan("seller:write"));
    expect(hook.result.current).toBe(true);
    act(() => clearSessionUser());
    expect(hook.result.current).toBe(false);
  });
});
