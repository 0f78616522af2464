export interface Step {
  name: string;
  /** Whose JSON report (reports/<runner>.json) holds this step's tests. */
  runner?: "vitest" | "playwright";
  /** Steps that must have passed in this run for this one to run. */
  needs?: string[];
}
export interface StepResult extends Step {
  outcome: "passed" | "failed" | "not run";
  exitCode?: number | null;
  /** For "not run": the failed step it needed. */
  blockedBy?: string;
}
export interface Summary {
  passed: number;
  failed: number;
  details: string[];
}
export function blockingFailure(step: Step, failedSteps: Iterable<string>): string | undefined;
export function summarize(run: { steps: StepResult[]; reports: { vitest?: unknown; playwright?: unknown } }): Summary;
export const REPORTS: string;
export const BUILD: string;
/** A step as `npm test` runs it: its command, and where it runs (stages in order, lanes side by side). */
export interface RunStep extends Step {
  command: string;
  args: string[];
  stage: number;
  lane: string;
}
export const TEST_STEPS: RunStep[];
/** Stages in order, each a list of lanes, each a list of steps. */
export function stagesOf<S extends { stage: number; lane: string }>(steps: S[]): S[][][];
