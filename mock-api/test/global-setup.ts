/**
 * Collects, across the suite's workers, which documented operations the tests called; after a
 * full run, an operation no test called fails the run (its document entry would be unchecked).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDocument } from '../src/openapi/document';
import { OPERATIONS } from '../src/operations';

declare module 'vitest' {
  export interface ProvidedContext {
    conformanceDir: string;
  }
}

const TEST_DIR = import.meta.dirname;

/**
 * The project's test files that start the API through helpers.ts (and so record that they ran,
 * and have its answers checked). A file that takes only types or constants from helpers.ts
 * (processes.test.ts starts its own processes) records nothing, and must not make every run
 * look filtered.
 */
const checkedFiles = async (project: TestProject) =>
  (await project.globTestFiles()).testFiles
    .filter(
      (file) => path.dirname(file) === TEST_DIR && readFileSync(file, 'utf8').includes('startApi('),
    )
    .map((file) => path.basename(file));

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-conformance-'));
  project.provide('conformanceDir', dir);
  // Each project (lowdb, PostgreSQL) is judged on the files it includes.
  const expected = await checkedFiles(project);
  return () => {
    const seen = new Set<string>();
    const files = new Set<string>();
    for (const name of readdirSync(dir)) {
      for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
        if (!line) continue;
        const { op, file } = JSON.parse(line) as { op?: string; file?: string };
        if (op) seen.add(op);
        if (file) files.add(path.basename(file));
      }
    }
    rmSync(dir, { recursive: true, force: true });
    const partial = expected.some((file) => !files.has(file));
    const documented = Object.entries(buildDocument(OPERATIONS).paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    const missing = documented.filter((op) => !seen.has(op));
    if (partial) return; // a filtered run: coverage is judged on the whole suite only
    console.log(
      `conformance (${project.name}): ${seen.size} of ${documented.length} documented operations called and checked`,
    );
    if (missing.length > 0) {
      throw new Error(`documented operations no API test calls: ${missing.join(', ')}`);
    }
  };
}
