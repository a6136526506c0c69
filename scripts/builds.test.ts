// What makes a build stale: a source newer than the build, not another build made in the app's folder.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newest } from './builds';

let app: string;
const longAgo = new Date('2026-01-01T00:00:00Z');

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'builds-'));
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src', 'index.ts'), 'export {};');
  writeFileSync(join(app, 'src', 'old.ts'), 'export {};');
  writeFileSync(join(app, 'package.json'), '{}');
  for (const path of ['src/index.ts', 'src/old.ts', 'src', 'package.json', '.']) {
    utimesSync(join(app, path), longAgo, longAgo);
  }
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('the newest input of an app', () => {
  it('is its newest source file', () => {
    expect(newest(app)).toBe(longAgo.getTime());
    writeFileSync(join(app, 'src', 'index.ts'), 'export const changed = 1;');
    expect(newest(app)).toBeGreaterThan(longAgo.getTime());
  });

  it('moves when a source file is deleted', () => {
    unlinkSync(join(app, 'src', 'old.ts'));
    expect(newest(app)).toBeGreaterThan(longAgo.getTime());
  });

  it('stays when builds are made in its folder (its dist, a variant beside it)', () => {
    for (const dist of ['dist', 'dist-variant', 'dist-faulty']) {
      mkdirSync(join(app, dist));
      writeFileSync(join(app, dist, 'index.html'), '<!doctype html>');
    }
    rmSync(join(app, 'dist'), { recursive: true });
    mkdirSync(join(app, 'dist'));
    expect(newest(app)).toBe(longAgo.getTime());
  });
});
