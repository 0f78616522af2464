import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { IMPORT_STAGES, type ImportStage } from "../../domain/order-import/types";

/**
 * The statuses of a file's check, in the order the spec names them (operational area, section 4:
 * checking csv format, checking columns, checking equal orders volumes, checking cells,
 * validation success). The screen lists them all and marks the one under way.
 */
export const CHECK_STAGE_LABELS: Record<ImportStage, MessageDescriptor> = {
  "checking csv format": msg`Checking CSV format`,
  "checking columns": msg`Checking columns`,
  "checking equal orders volumes": msg`Checking equal orders volumes`,
  "checking cells": msg`Checking cells`,
  "validation success": msg`Validation success`,
};

/** Whether `stage` is done, under way or still to come while the check is at `current`. */
export function stageState(stage: ImportStage, current: ImportStage): "done" | "current" | "pending" {
  const at = IMPORT_STAGES.indexOf(current);
  const index = IMPORT_STAGES.indexOf(stage);
  if (index < at || current === "validation success") return "done";
  return index === at ? "current" : "pending";
}
