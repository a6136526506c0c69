/** The start command as the workspace runs it: env, the listening line, request log, CORS_ORIGINS, clean exit. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandFile, startApi, type TestApi } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-process-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const run = (env: Record<string, string>) => {
  const child = spawn(process.execPath, [commandFile('index')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DB_FILE: path.join(dir, 'db.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    out += String(chunk);
  });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /mock-api listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  listening.catch(() => undefined); // Awaited where it matters; a failed start is not a stray rejection.
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, listening, exit, output: () => out };
};

describe('pnpm start', () => {
  it('seeds DB_FILE, logs requests, honours CORS_ORIGINS and ADMIN_PASSWORD, exits 0 on SIGTERM', async () => {
    const server = run({
      CORS_ORIGINS: 'http://a.example, http://b.example',
      ADMIN_PASSWORD: 'Env123*x',
    });
    const url = await server.listening;
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://b.example' },
      body: JSON.stringify({ username: 'admin', password: 'Env123*x' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://b.example');
    const other = await fetch(`${url}/health`, { headers: { origin: 'http://localhost:3000' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toMatch(/POST \/auth\/login 200 \d+\.\dms/);
    const disk = JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8'));
    expect(disk.companies['1'].campaigns).toHaveLength(12);
    expect(Object.keys(disk.sessions)).toHaveLength(1);
  });
});

describe('default CORS origins', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi({ login: false });
  });
  afterAll(() => t.close());

  it('allow the shell and the six remotes on localhost', async () => {
    for (const port of [3000, 3003, 3006]) {
      const res = await fetch(`${t.url}/health`, {
        headers: { origin: `http://localhost:${port}` },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(`http://localhost:${port}`);
    }
    const res = await fetch(`${t.url}/health`, { headers: { origin: 'http://localhost:3007' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('one process per DB file', () => {
  it('refuses a second server and a reset on a file in use; SIGINT exits 0', async () => {
    const first = run({ QUIET: '1' });
    await first.listening;
    const second = run({ QUIET: '1' });
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/is in use by process/);
    const reset = spawn(process.execPath, [commandFile('reset')], {
      cwd: ROOT,
      env: { ...process.env, DB_FILE: path.join(dir, 'db.json') },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => reset.once('exit', resolve))).toBe(1);
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
  });
});
