/**
 * Durability: the real server runs as a child process under a stream of top-ups and is
 * SIGKILLed at a random moment, 20 times over the same file. After every kill the file
 * must parse and hold every acknowledged write, and refill and credit must agree.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth';
import { atomicWrite } from '../src/db/fragment-file';
import { createSeed } from '../src/seed';
import { manyProducts } from '../src/seed/catalog';
import { random } from '../src/seed/time';
import type { Loose } from './helpers';

const ROUNDS = 20;
const IN_FLIGHT = 6;
/** A session stored up front, so no round pays for a login. */
const TOKEN = 'crash-test-token-0123456789abcdef';
const ROOT = path.resolve(import.meta.dirname, '..');

let dir: string;
let dbFile: string;
let seedTotal: number;
let seedRefills: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-crash-'));
  dbFile = path.join(dir, 'db.json');
  const data = await createSeed();
  // A larger file makes each write take long enough for kills to land inside one.
  data.products = [...manyProducts(2000, new Date()), ...data.products];
  seedTotal = data.wallets[0]?.total ?? 0;
  seedRefills = data.refills.length;
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  data.sessions[hashToken(TOKEN)] = { userId: 1, expiresAt, createdAt: new Date().toISOString() };
  await atomicWrite(dbFile, [Buffer.from(JSON.stringify(data))]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts `pnpm start`'s command on the file and resolves with its URL once it listens. */
const spawnServer = () =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DB_FILE: dbFile, QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk) => {
      out += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });

const post = async (url: string, route: string, body: unknown, token?: string) => {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Loose };
};

describe('SIGKILL while writing', () => {
  it(`leaves a sound file holding every acknowledged write (${ROUNDS} kills)`, async () => {
    const acknowledged = new Set<number>();
    const next = random(7);
    let killedMidWrite = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const { child, url } = await spawnServer();
      const exited = new Promise((r) => child.once('exit', r));
      const token = TOKEN;

      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i += 1) {
          try {
            const res = await post(
              url,
              '/recargas',
              { mont: 1, method: 'Zelle', transaction: `R${round}-${w}-${i}` },
              token,
            );
            if (res.status === 201) acknowledged.add(res.body.refill.id);
          } catch {
            return; // The connection died with the server: this write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: IN_FLIGHT }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 30 + next() * 150));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all([exited, ...writers]);

      const names = await readdir(dir);
      if (names.some((n) => n.endsWith('.tmp'))) killedMidWrite += 1;
      const data = JSON.parse(await readFile(dbFile, 'utf8'));
      const ids = new Set(data.refills.map((r: { id: number }) => r.id));
      const missing = [...acknowledged].filter((id) => !ids.has(id));
      expect(missing, `round ${round}: acknowledged refills missing`).toEqual([]);
      // Each refill and its credit are one write: the balance matches the refills on disk.
      expect(data.wallets[0].total).toBe(seedTotal + (data.refills.length - seedRefills));
      expect(data.products.length).toBe(2015);
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS);
    console.info(
      `crash test: ${acknowledged.size} acknowledged writes, ${killedMidWrite}/${ROUNDS} kills left a temp file (mid-write)`,
    );
  }, 120_000);
});
