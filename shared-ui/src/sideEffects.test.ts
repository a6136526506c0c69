// package.json's `sideEffects` lists the modules that do something when imported; a bundler may
// drop any other module an app imports without using it. A module that starts doing something at
// import time without being listed would then silently not do it in the apps.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Whether a top-level statement only declares (imports, exports, types, functions, classes...). */
function declares(statement: ts.Statement): boolean {
  if (
    ts.isImportDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isExportAssignment(statement)
  ) {
    // `import './x'` is there for what x does when imported.
    return !ts.isImportDeclaration(statement) || statement.importClause !== undefined;
  }
  // `const x = ...` declares too: what it calls at import time is the module's own business.
  return ts.isVariableStatement(statement);
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("shared-ui's side effects (package.json)", () => {
  it('lists every module that does something at import time, and only those', () => {
    const doing = sources(join(ROOT, 'src'))
      .filter((file) => {
        const source = ts.createSourceFile(
          file,
          readFileSync(file, 'utf8'),
          ts.ScriptTarget.Latest,
        );
        return !source.statements.every(declares);
      })
      .map((file) => `./${relative(ROOT, file)}`);
    const { sideEffects } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(doing.sort()).toEqual([...sideEffects].sort());
  });
});
