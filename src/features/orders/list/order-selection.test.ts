import { beforeEach, describe, expect, it } from "vitest";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { clearSessionUser, storeSessionUser } from "../../../api/session";
import { changeSelection, readOrderSelection, replaceSelection, resetOrderSelection, selectScannedOrder, setSelecting } from "./order-selection";

const order = (id: number) => ({ id, order_number: `LG-${10000 + id}`, dispatched: false });

beforeEach(() => {
  storeSessionUser(demoSessionUser({ id: 7 }));
  resetOrderSelection();
});

describe("the order selection", () => {
  it("adds and removes ticked rows, and replaces the whole selection", () => {
    changeSelection([1, 2, 3], true);
    changeSelection([2], false);
    expect([...readOrderSelection().selected]).toEqual([1, 3]);
    replaceSelection([9]);
    expect([...readOrderSelection().selected]).toEqual([9]);
  });

  it("keeps a scanned order's number for Dispatch and says when it was selected already", () => {
    expect(selectScannedOrder(order(5))).toBe("added");
    expect(selectScannedOrder(order(5))).toBe("already-selected");
    expect(readOrderSelection().selected.size).toBe(1);
    expect(readOrderSelection().scanned.get(5)?.order_number).toBe("LG-10005");
  });

  it("flags an order dispatched already instead of adding it", () => {
    expect(selectScannedOrder({ ...order(6), dispatched: true })).toBe("already-dispatched");
    expect(readOrderSelection().selected.size).toBe(0);
  });

  it("is dropped, selection mode too, when the user signs out or another signs in", () => {
    setSelecting(true);
    changeSelection([1], true);
    storeSessionUser(demoSessionUser({ id: 8 }));
    expect(readOrderSelection()).toMatchObject({ userId: 8, selecting: false });
    expect(readOrderSelection().selected.size).toBe(0);

    changeSelection([2], true);
    clearSessionUser();
    expect(readOrderSelection().selected.size).toBe(0);
  });

  it("survives the same user's session changes (a refreshed token)", () => {
    changeSelection([1], true);
    storeSessionUser(demoSessionUser({ id: 7 }));
    expect([...readOrderSelection().selected]).toEqual([1]);
  });
});
