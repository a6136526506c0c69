/**
 * Two API processes started at the same moment on one DB file (also through a symlink, and
 * over a lock left by a dead process): exactly one may serve, round after round.
 * RACE_ROUNDS sets the count (the suite keeps it small; the measurement in the README ran 50).
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 12);

interface Racer {
  child: ChildProcessWithoutNullStreams;
  next: () => Promise<string>;
}

const racer = (): Racer => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/racer.ts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    buffer += String(chunk);
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
  return { child, next };
};

/** A pid that belonged to a process which has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

let dir: string;
let racers: Racer[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-race-'));
  racers = [racer(), racer()];
  expect(await Promise.all(racers.map((r) => r.next()))).toEqual(['ready', 'ready']);
});
afterAll(async () => {
  for (const r of racers) r.child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('two processes on one DB file', () => {
  it(`never both serve (${ROUNDS} simultaneous double starts)`, async () => {
    const tally = { rounds: 0, both: 0, none: 0 };
    const dbFile = path.join(dir, 'db.json');
    const alias = path.join(dir, 'alias.json');
    await symlink(dbFile, alias);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other round over a lock left by a killed process; every third through the symlink.
      if (round % 2 === 1) await writeFile(`${dbFile}.lock`, String(deadPid()));
      const files = [dbFile, round % 3 === 2 ? alias : dbFile];
      racers.forEach((r, i) => {
        r.child.stdin.write(`go ${files[i]}\n`);
      });
      const answers = await Promise.all(racers.map((r) => r.next()));
      tally.rounds += 1;
      const winners = racers.filter((_, i) => answers[i] === 'listening');
      if (winners.length > 1) tally.both += 1;
      if (winners.length === 0) tally.none += 1;
      expect(answers.filter((a) => a !== 'listening' && a !== 'refused')).toEqual([]);
      for (const w of winners) {
        w.child.stdin.write('stop\n');
        expect(await w.next()).toBe('stopped');
      }
    }
    console.log(
      `double starts: ${tally.rounds} rounds, ${tally.both} ran two servers, ${tally.none} ran none`,
    );
    expect(tally).toEqual({ rounds: ROUNDS, both: 0, none: 0 });
  });
});

describe('a DB_FILE that is a symlink', () => {
  it('locks and writes the file it points to, and the link stays a link', async () => {
    const { startServer } = await import('../src/server');
    const { lstat, readFile } = await import('node:fs/promises');
    const real = path.join(dir, 'real.json');
    const link = path.join(dir, 'link.json');
    await symlink(real, link);
    const server = await startServer({ port: 0, dbFile: link, log: false });
    try {
      await expect(startServer({ port: 0, dbFile: real, log: false })).rejects.toThrow(
        /in use by process/,
      );
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin123*' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.close();
    }
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(Object.keys(JSON.parse(await readFile(real, 'utf8')).sessions)).toHaveLength(1);
  });
});
