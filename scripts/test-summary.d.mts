export interface Summary {
  passed: number;
  failed: number;
  details: string[];
}
export function summarize(reports: { vitest: unknown; playwright: unknown }): Summary;
