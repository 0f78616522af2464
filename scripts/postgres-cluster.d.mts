export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the superuser's maintenance database. */
  url: string;
  port: number;
  /** The folder holding the cluster (removed by stop() unless it was `keepIn`). */
  dir: string;
  /** Stops the cluster and removes its folder (not a `keepIn` one); also done when the process exits. */
  stop(): void;
}
export function findPostgresBinaries(env?: NodeJS.ProcessEnv): string | undefined;
export function startPostgresCluster(options?: { port?: number; quiet?: boolean; keepIn?: string }): Promise<PostgresCluster>;
