// package.json's `sideEffects` lists the modules that do something when imported; a bundler may
// drop any other module an app imports without using it. A module that starts doing something at
// import time without being listed would then silently not do it in the apps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEffects } from './testing/importEffects';

const ROOT = join(import.meta.dirname, '..');

describe("shared-ui's side effects (package.json)", () => {
  it('lists every module that does something at import time, and only those', () => {
    const doing = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => importEffects(file, readFileSync(join(ROOT, 'src', file), 'utf8')).length)
      .map((file) => `./src/${file.replaceAll('\\', '/')}`);
    const { sideEffects } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(doing.sort()).toEqual([...sideEffects].sort());
  });
});
