// A deployment of a test's own for the release tests: a release origin with every remote's build
// published in it, served as `npm start` serves the default one (the shell's build on a port the
// API accepts, each remote's releases on a port of its own), and the release command run against
// it as a team would run it. Other tests never see it.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { APPS } from '../../scripts/apps';
import { type ReleaseConfig, publishBuilds, releaseConfig } from '../../scripts/release';
import { releaseOf, stampRelease } from '../../scripts/release-id';
import { serveApps } from '../../scripts/serve';
import { apiUrl } from './env';

/** Shells global-setup starts (and the API accepts) for the tests' own deployments, one per worker. */
export const SPARE_SHELLS = 4;

/** Resolves with `server` once it listens on a port the system chose. */
export const listen = (server: Server) =>
  new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, () => resolve(server));
  });

/**
 * The spare shells: each listens from the start of the run (so the API can accept its origin)
 * and forwards every request to the shell of its worker's deployment, whose port the deployment
 * writes in `<dir>/<worker index>`; without one it answers 502.
 */
export const spareShells = (dir: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      listen(
        createServer((req, res) => {
          let port: number;
          try {
            port = Number(readFileSync(join(dir, String(index)), 'utf8'));
          } catch {
            res.writeHead(502).end('Sin despliegue para este worker');
            return;
          }
          const forward = request(
            { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          forward.on('error', () => {
            if (!res.headersSent) res.writeHead(502);
            res.end();
          });
          req.pipe(forward);
        }),
      ),
    ),
  );

const ROOT = join(import.meta.dirname, '..', '..');

export interface Deployment {
  /** The environment of this deployment: its ports, its origin (RELEASE_ORIGIN), the API. */
  env: NodeJS.ProcessEnv;
  origin: string;
  config: ReleaseConfig;
  /** http://localhost:<port> of its shell. */
  shellUrl: string;
  /** The origin's remotes.json, as bytes. */
  registryBytes: () => Buffer;
  registry: () => { remotes: Record<string, { entry: string; release?: string }> };
  close: () => Promise<void>;
}

/**
 * Starts a deployment for this test (its servers on ports the system gives them, its shell
 * reached through its worker's spare shell) and publishes the builds.
 */
export async function deploy(testInfo: TestInfo): Promise<Deployment> {
  const spare = JSON.parse(process.env.E2E_SPARE_SHELLS ?? '[]') as number[];
  const shellPort = spare[testInfo.parallelIndex];
  const spareDir = process.env.E2E_SPARE_DIR;
  if (!shellPort || !spareDir) throw new Error('no spare shell: run through playwright.config.ts');
  const origin = mkdtempSync(join(tmpdir(), 'e2e-origin-'));
  const ephemeral = Object.fromEntries(APPS.map((app) => [app.portEnv, '0']));
  const servers = await serveApps({
    env: { ...ephemeral, API_BASE_URL: apiUrl(), RELEASE_ORIGIN: origin },
    origin,
    snapshot: true,
  });
  const env = servers.env;
  const spareFile = join(spareDir, String(testInfo.parallelIndex));
  writeFileSync(spareFile, String(env.SHELL_PORT));
  const config = releaseConfig(env);
  const refused: string[] = [];
  await publishBuilds(config, (line) => {
    if (line.startsWith('✖')) refused.push(line);
  });
  if (refused.length) throw new Error(refused.join('\n'));
  const registryFile = join(origin, 'remotes.json');
  return {
    env,
    origin,
    config,
    shellUrl: `http://localhost:${shellPort}`,
    registryBytes: () => readFileSync(registryFile),
    registry: () => JSON.parse(readFileSync(registryFile, 'utf8')),
    close: async () => {
      rmSync(spareFile, { force: true });
      await servers.close();
      rmSync(origin, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the release command (`node scripts/release.mjs …`) against a deployment. */
export function releaseCommand(deployment: Deployment, args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts', 'release.mjs'), ...args],
      { cwd: ROOT, env: { ...process.env, ...deployment.env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The folder of an app's build, or of one of the products builds the tests use. */
export const buildOf = (folder: string) => join(ROOT, folder);

/**
 * A copy of a build as a rebuild after an edit makes it: `change` edits the files, and the copy is
 * given its release id again (as the build does). The JSON files' precompressed copies go: they
 * would carry the old id.
 */
export function rebuilt(dist: string, change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-build-'));
  cpSync(dist, dir, { recursive: true });
  change(dir);
  for (const name of ['remote.json', 'mf-manifest.json', 'mf-stats.json']) {
    for (const suffix of ['.br', '.gz']) rmSync(join(dir, name + suffix), { force: true });
  }
  stampRelease(dir);
  return dir;
}

/** Edits a build's remote.json (its area description) in place. */
export function editDescription(
  dir: string,
  edit: (description: Record<string, unknown>) => void,
): void {
  const file = join(dir, 'remote.json');
  const description = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(description);
  writeFileSync(file, `${JSON.stringify(description, null, 2)}\n`);
}

/** Adds a line to a file of a build (a change that makes another release). */
export const touch = (dir: string, file = 'index.html') =>
  appendFileSync(join(dir, file), `\n<!-- ${Date.now()} -->\n`);

export { releaseOf };
