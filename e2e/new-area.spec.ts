// A new area is its own folder: a copy of the repository gets a seventh remote from
// templates/area (the Marketing area) and nothing else; it is installed, built and released with
// the same commands as the six others, into a deployment of the test's own, and its menu entry
// and page show in the running shell. In the copy, no file outside the new folder changed but the
// lockfile. The repository itself is never touched: the copy lives in a temporary folder.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { allowedUrls } from '../scripts/registry';
import { appHandler } from '../scripts/serve';
import { type Deployment, deploy, listen } from './support/deployment';
import { menuEntry, openMenuGroup, pageHeading } from './support/navigation';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const ROOT = join(import.meta.dirname, '..');
const AREA = { id: 'marketing', dir: 'mf-marketing', portEnv: 'MARKETING_PORT' } as const;

/** Runs a command in `cwd`; resolves with its exit code and output (never rejects). */
function run(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', ...args], {
    cwd,
    encoding: 'utf8',
  });

/** The repository's files as a new checkout has them (what `git ls-files` lists), in `dir`. */
function copyRepository(dir: string): void {
  const files = git(ROOT, 'ls-files', '--cached', '--others', '--exclude-standard', '-z')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'the repository as it is');
}

const it = test.extend<{ deployment: Deployment; copy: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it.
  deployment: async ({}, use, testInfo) => {
    const deployment = await deploy(testInfo);
    await use(deployment);
    await deployment.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it.
  copy: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-new-area-'));
    copyRepository(dir);
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
});

test.describe('a new area', () => {
  // An install, a build and a release of a remote, on a machine the other worker shares.
  test.describe.configure({ timeout: 600_000 });

  it('is its own folder: built and released like the others, it shows in the running shell', async ({
    page,
    deployment,
    copy,
  }) => {
    cpSync(join(ROOT, 'templates', 'area'), join(copy, AREA.dir), { recursive: true });

    const install = await run(copy, [
      'scripts/pnpm.mjs',
      'install',
      '--prefer-offline',
      '--no-frozen-lockfile',
    ]);
    expect(install.code, install.output).toBe(0);
    // The template's own checks pass where it is copied: its types and its unit test.
    for (const script of ['typecheck', 'test', 'build']) {
      const done = await run(copy, ['scripts/pnpm.mjs', '--filter', AREA.dir, script]);
      expect(done.code, `${script}:\n${done.output}`).toBe(0);
    }

    // Its releases served as the deployment serves the six others' (a CDN origin, one port, the
    // one the system gives the server as it binds).
    const releases = join(deployment.origin, AREA.id);
    mkdirSync(releases, { recursive: true });
    const server: Server = await listen(createServer());
    const { port } = server.address() as AddressInfo;
    server.on(
      'request',
      appHandler({ ...AREA, port, host: false }, { dist: releases, releases: true }),
    );
    // A new server: the deployment allows it first (its pages' CSP names it from now on).
    deployment.env.RELEASE_ALLOWED_URLS = [
      ...allowedUrls(deployment.env),
      `http://localhost:${port}/`,
    ].join(',');
    try {
      const released = await run(copy, ['scripts/release.mjs', 'release', AREA.id], {
        ...deployment.env,
        [AREA.portEnv]: String(port),
      });
      expect(released.code, released.output).toBe(0);
      expect(released.output).toMatch(/✔ marketing: versión \w+ en uso/);
      expect(deployment.registry().remotes.marketing?.entry).toMatch(
        new RegExp(`^http://localhost:${port}/\\w+/mf-manifest\\.json$`),
      );

      // Nothing outside its folder changed in the copy, but the lockfile (builds and installs are
      // ignored files).
      expect(git(copy, 'status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([
        ' M pnpm-lock.yaml',
        `?? ${AREA.dir}/`,
      ]);

      await signIn(page);
      await page.goto(`${deployment.shellUrl}/dashboard`);
      await expect(pageHeading(page)).toHaveText('Control de gestión');
      await openMenuGroup(page, 'Marketing');
      await menuEntry(page, 'Marketing', 'Resumen').click();
      await expect(page).toHaveURL(`${deployment.shellUrl}/marketing/resumen`);
      await expect(pageHeading(page)).toHaveText('Resumen de marketing');
      await expect(
        page.getByText('Aquí verá el rendimiento de sus acciones de marketing.'),
      ).toBeVisible();
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });
});
