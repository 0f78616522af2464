import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { type TestTemplates, createTemplates, dropRunDatabases, requiredPostgresUrl } from "./postgres-databases";
import { TEST_START } from "./test-start";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's template databases (server/testing/postgres-databases.ts). */
    postgresTemplates: TestTemplates;
  }
}

/**
 * globalSetup of the PostgreSQL project (vitest.config.ts): the run's templates before any test,
 * and every database of the run dropped after the last (a test that forgot to close included).
 */
export default async function setup(project: TestProject) {
  const url = requiredPostgresUrl();
  // Lower case and digits: a database name needs no quoting rules then.
  const runId = randomBytes(4).toString("hex");
  try {
    project.provide("postgresTemplates", await createTemplates(url, runId, TEST_START));
  } catch (error) {
    await dropRunDatabases(url, runId);
    throw error;
  }
  return () => dropRunDatabases(url, runId);
}
