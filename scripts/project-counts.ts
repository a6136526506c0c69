/**
 * A vitest reporter for `npm test`'s summary: how many tests each project ran and how many passed,
 * written as JSON ({ "<project>": { "passed": n, "total": n } }) to the file VITEST_PROJECT_COUNTS
 * names. The summary reads mock-api's (lowdb) and mock-api-pg's (PostgreSQL) from it.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectCounts implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const file = process.env.VITEST_PROJECT_COUNTS;
    if (!file) return;
    const counts: Record<string, { passed: number; total: number }> = {};
    for (const module of testModules) {
      counts[module.project.name] ??= { passed: 0, total: 0 };
      const count = counts[module.project.name] as { passed: number; total: number };
      for (const test of module.children.allTests()) {
        count.total += 1;
        if (test.result().state === 'passed') count.passed += 1;
      }
    }
    writeFileSync(file, JSON.stringify(counts));
  }
}
