/**
 * The mock-api-pg project's PostgreSQL: one throwaway cluster for the run (test/pg-cluster.ts),
 * its URL provided to the workers, where startApi creates a database per server. Stopped and
 * removed at the end, on the run's exit, or by its watchdog if the run is killed.
 */
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's maintenance database; unset on lowdb (the mock-api project). */
    pgUrl?: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const cluster = await startPgCluster();
  console.log(
    `mock-api-pg: PostgreSQL cluster in ${cluster.dir}, started in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
