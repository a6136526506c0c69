/**
 * Durability: the real server (the start command's `dist/index.js`, built from `src/index.ts`)
 * runs as a child process under a stream of top-ups and is SIGKILLed at a random moment, 20
 * times in all (two lanes of ten, each on its own file, to use both cores). After every kill the
 * file must parse, hold every acknowledged write, and show a balance that matches its refills.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth';
import { atomicWrite } from '../src/db/fragment-file';
import { DEMO_COMPANY } from '../src/db/types';
import { createSeed } from '../src/seed';
import { manyProducts } from '../src/seed/catalog';
import { random } from '../src/seed/time';
import { commandFile } from './helpers';

const LANES = 2;
const ROUNDS_PER_LANE = 10;
const IN_FLIGHT = 6;
const EXTRA_PRODUCTS = 2000;
/** A session stored up front, so no round pays for a login. */
const TOKEN = 'crash-test-token-0123456789abcdef';
const ROOT = path.resolve(import.meta.dirname, '..');

let dir: string;
let seed: string;
let seedTotal: number;
let seedRefills: number;
let seedProducts: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-crash-'));
  const data = await createSeed();
  const demo = data.companies[DEMO_COMPANY];
  if (!demo) throw new Error('no demo company in the seed');
  // A larger file makes each write take long enough for kills to land inside one.
  demo.products = [...manyProducts(EXTRA_PRODUCTS, new Date()), ...demo.products];
  seedTotal = demo.wallets[0]?.total ?? 0;
  seedRefills = demo.refills.length;
  seedProducts = demo.products.length;
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  data.sessions[hashToken(TOKEN)] = { userId: 1, expiresAt, createdAt: new Date().toISOString() };
  seed = JSON.stringify(data);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the start command on `dbFile` and resolves with its URL once it listens. */
const spawnServer = (dbFile: string) =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [commandFile('index')], {
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

/** Top-ups in a loop until the server dies; adds each acknowledged refill id. */
const topUps = async (url: string, label: string, acknowledged: Set<number>, onAck: () => void) => {
  for (let i = 0; ; i += 1) {
    try {
      const res = await fetch(`${url}/recargas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ mont: 1, method: 'Pago móvil', transaction: `${label}-${i}` }),
      });
      if (res.status !== 201) continue;
      acknowledged.add(((await res.json()) as { refill: { id: number } }).refill.id);
      onAck();
    } catch {
      return; // The connection died with the server: this write was never acknowledged.
    }
  }
};

/** One file, killed ROUNDS_PER_LANE times; returns [acknowledged writes, kills mid-write]. */
const lane = async (index: number): Promise<[number, number]> => {
  const laneDir = path.join(dir, `lane-${index}`);
  const dbFile = path.join(laneDir, 'db.json');
  await mkdir(laneDir, { recursive: true });
  await atomicWrite(dbFile, [Buffer.from(seed)]);
  const acknowledged = new Set<number>();
  const next = random(7 + index);
  let midWrite = 0;

  for (let round = 0; round < ROUNDS_PER_LANE; round += 1) {
    const { child, url } = await spawnServer(dbFile);
    const exited = new Promise((r) => child.once('exit', r));
    // Kill after a random number of acknowledged writes plus a random delay, while the
    // writers keep going: the kill lands anywhere in the write cycle, whatever the load.
    const target = 1 + Math.floor(next() * 8);
    let acks = 0;
    let reach: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      reach = resolve;
    });
    const writers = Array.from({ length: IN_FLIGHT }, (_, w) =>
      topUps(url, `L${index}R${round}W${w}`, acknowledged, () => {
        acks += 1;
        if (acks >= target) reach();
      }),
    );
    await reached;
    await new Promise((r) => setTimeout(r, next() * 20));
    child.kill('SIGKILL');
    await Promise.all([exited, ...writers]);

    if ((await readdir(laneDir)).some((n) => n.endsWith('.tmp'))) midWrite += 1;
    const data = JSON.parse(await readFile(dbFile, 'utf8')).companies[DEMO_COMPANY];
    const ids = new Set(data.refills.map((r: { id: number }) => r.id));
    const missing = [...acknowledged].filter((id) => !ids.has(id));
    expect(missing, `lane ${index} round ${round}: acknowledged refills missing`).toEqual([]);
    // A refill, its credit and its ledger row are one write: the balance matches the refills
    // on disk, and the ledger has a row for each, ending at the balance.
    expect(data.wallets[0].total).toBe(seedTotal + (data.refills.length - seedRefills));
    const rows = data.ledger.filter((e: { kind: string }) => e.kind === 'top-up');
    expect(rows.length).toBe(data.refills.length);
    expect(data.ledger[0].after).toBe(data.wallets[0].total);
    expect(data.products.length).toBe(seedProducts);
  }
  return [acknowledged.size, midWrite];
};

describe('SIGKILL while writing', () => {
  it(`leaves a sound file holding every acknowledged write (${LANES * ROUNDS_PER_LANE} kills)`, async () => {
    const results = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    const acknowledged = results.reduce((sum, [n]) => sum + n, 0);
    const midWrite = results.reduce((sum, [, m]) => sum + m, 0);
    expect(acknowledged).toBeGreaterThanOrEqual(LANES * ROUNDS_PER_LANE);
    console.info(
      `crash test: ${acknowledged} acknowledged writes; ${midWrite}/${LANES * ROUNDS_PER_LANE} kills left a temp file (killed mid-write)`,
    );
  }, 120_000);
});
