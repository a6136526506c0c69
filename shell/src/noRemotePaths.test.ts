// The shell names no remote page: menus, links and search targets all come from the registry.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const REMOTE_PATHS =
  /['"`]\/(campaigns|productos|perfiles-roles|wallet|base-de-conocimiento|preguntas-y-respuestas|configuracion)\b/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the shell source', () => {
  it('holds no remote page path outside its tests', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line }))
        .filter(({ text }) => REMOTE_PATHS.test(text))
        .map(({ file, line, text }) => `${file.slice(SRC.length + 1)}:${line}: ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
