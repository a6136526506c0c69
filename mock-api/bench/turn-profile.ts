/**
 * Where a PostgreSQL write turn's time goes: loaded into an API process (`node --import tsx
 * --import ./bench/turn-profile.ts src/index.ts`, as `bench:store` does), it wraps PgDisk's
 * `open` and `write` and times a turn's parts: opening it (the write lock and the catch-up's read,
 * one round trip), applying the catch-up and running the queued writes in memory, and writing
 * them (rows, log and commit: one statement). On exit it writes the per-turn figures to
 * TURN_PROFILE (a JSON file).
 */
import { writeFileSync } from 'node:fs';
import type { Change } from '../src/db/changes';
import { type LoggedChange, PgDisk } from '../src/db/pg';

export interface Turn {
  /** When it began (ms since the epoch: comparable across processes). */
  startedAt: number;
  /** Changes written in the turn, and how many of them are new rows (one per POST). */
  changes: number;
  inserts: number;
  /** Milliseconds: opened, catch-up applied and writes run, written, and the whole turn. */
  open: number;
  run: number;
  write: number;
  total: number;
}

const turns: Turn[] = [];
const out = process.env.TURN_PROFILE;

interface Methods {
  open: () => Promise<LoggedChange[]>;
  write: (changes: Change[]) => Promise<void>;
}
const proto = PgDisk.prototype as unknown as Methods;
const open = proto.open;
const write = proto.write;

/** The turn under way, and when its last part ended (a process runs its turns one at a time). */
let current: (Turn & { began: number; at: number }) | undefined;

proto.open = async function (this: Methods) {
  const began = performance.now();
  const answer = await open.call(this);
  const at = performance.now();
  current = {
    startedAt: Date.now(),
    began,
    at,
    changes: 0,
    inserts: 0,
    open: at - began,
    run: 0,
    write: 0,
    total: 0,
  };
  return answer;
};

proto.write = async function (this: Methods, changes: Change[]) {
  const mine = current;
  const at = performance.now();
  await write.call(this, changes);
  if (!mine) return;
  const { began, at: opened, ...figures } = mine;
  turns.push({
    ...figures,
    changes: changes.length,
    inserts: changes.filter((c) => c.key !== undefined && c.at !== undefined).length,
    run: at - opened,
    write: performance.now() - at,
    total: performance.now() - began,
  });
};

const save = () => {
  if (!out) return;
  writeFileSync(out, JSON.stringify(turns));
};
process.on('exit', save);
