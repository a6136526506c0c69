// A release id is a fingerprint of the sources: the same files built in two folders (of different
// depths, as two clones or two CI workspaces are) give the same build, byte for byte, and so the
// same release id. One remote is installed and built for real in each folder.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseOf } from './release-id';
import { root } from './workspace';

const REMOTE = 'mf-wallet';

/** The repository's files as a checkout has them (tracked and new, not ignored), in `dir`. */
function copyRepository(dir: string): void {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      statSync(join(root, file));
    } catch {
      continue; // deleted in the work tree
    }
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
}

/** Every file under `dir`, by path, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** The environment of a build run by hand: not the test runner's (NODE_ENV=test and its own). */
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

const pnpm = (cwd: string, ...args: string[]) =>
  execFileSync(process.execPath, [join(cwd, 'scripts', 'pnpm.mjs'), ...args], {
    cwd,
    env: buildEnv,
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });

describe('a build', () => {
  const parent = mkdtempSync(join(tmpdir(), 'reproducible-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }), 120_000);

  it('is the same, release id and files, from the same sources in two folders', () => {
    const folders = [join(parent, 'a'), join(parent, 'un-clon-mas-profundo', 'backoffice')];
    const dists = folders.map((folder) => {
      copyRepository(folder);
      pnpm(folder, 'install', '--offline', '--frozen-lockfile');
      pnpm(folder, '--filter', REMOTE, 'build');
      return join(folder, REMOTE, 'dist');
    });
    const [a, b] = dists as [string, string];
    const release = releaseOf(a);
    expect(release).toMatch(/^[0-9a-f]{12}$/);
    expect(releaseOf(b)).toBe(release);
    const filesA = filesOf(a);
    const filesB = filesOf(b);
    expect([...filesB.keys()].sort()).toEqual([...filesA.keys()].sort());
    const differing = [...filesA].filter(([path, bytes]) => !filesB.get(path)?.equals(bytes));
    expect(differing.map(([path]) => path)).toEqual([]);
  }, 900_000);
});
