import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampShellRelease } from './release-id';

/** A shell build as the build writes it: index.html with its empty release tag, and a script. */
function shellBuild(script: string, tag = '<meta name="release" content="">') {
  const dir = mkdtempSync(join(tmpdir(), 'shell-build-'));
  writeFileSync(join(dir, 'index.html'), `<head>${tag}</head>`);
  writeFileSync(join(dir, 'index.js'), script);
  writeFileSync(join(dir, 'mf-manifest.json'), `{"buildVersion":"${Math.random()}"}`);
  return dir;
}

describe("the shell's release id", () => {
  it('is a hash of its files, written into index.html, the same for the same build', () => {
    const a = shellBuild('console.log(1)');
    const b = shellBuild('console.log(1)');
    const id = stampShellRelease(a);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(join(a, 'index.html'), 'utf8')).toBe(
      `<head><meta name="release" content="${id}"></head>`,
    );
    // The manifest (its own build version) is not part of it.
    expect(stampShellRelease(b)).toBe(id);
    expect(stampShellRelease(shellBuild('console.log(2)'))).not.toBe(id);
  });

  it('stops the build when index.html has no tag to write it in', () => {
    expect(() => stampShellRelease(shellBuild('x', '<meta name="other">'))).toThrow(
      /no <meta name="release" content=""> to stamp/,
    );
  });
});
