import { describe, expect, it } from "vitest";
import { IMPORT_STAGES } from "../../domain/order-import/types";
import { CHECK_STAGE_LABELS, stageState } from "./import-stages";

describe("the check's stages", () => {
  it("has a label for each of the spec's statuses", () => {
    expect(Object.keys(CHECK_STAGE_LABELS)).toEqual([...IMPORT_STAGES]);
  });

  it("marks the stages before the current one done and the ones after it pending", () => {
    expect(IMPORT_STAGES.map((stage) => stageState(stage, "checking equal orders volumes"))).toEqual(["done", "done", "current", "pending", "pending"]);
  });

  it("marks them all done on validation success", () => {
    expect(IMPORT_STAGES.map((stage) => stageState(stage, "validation success"))).toEqual(["done", "done", "done", "done", "done"]);
  });
});
