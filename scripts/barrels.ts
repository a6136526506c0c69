// Finds shared-ui's barrel files (index.ts made only of `export … from`), which rspack may then
// skip: an import through a barrel pulls only the modules it names, not every re-export.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** True when every statement of `source` re-exports from another module. */
export function isBarrel(source: string): boolean {
  const statements = source
    .replace(COMMENTS, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((statement) => /^export\s[\s\S]*\sfrom\s+['"][^'"]+['"]$/.test(statement))
  );
}

/** Absolute paths of the barrel index.ts files under `dir`. */
export function findBarrels(dir: string): Set<string> {
  const barrels = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const found of findBarrels(path)) barrels.add(found);
    else if (entry.name === 'index.ts' && isBarrel(readFileSync(path, 'utf8'))) barrels.add(path);
  }
  return barrels;
}
