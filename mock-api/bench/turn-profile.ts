/**
 * Where a PostgreSQL write turn's time goes: loaded into an API process (`node --import tsx
 * --import ./bench/turn-profile.ts src/index.ts`, as `bench:store` does with BENCH_PROFILE=1), it
 * wraps PgDisk's turn and times its parts: taking a connection and the write lock (begin +
 * pg_advisory_xact_lock), the catch-up (reading the log, applying it), running the queued writes
 * in memory, persisting (the row, fragment and log statements), and the commit. On exit it writes
 * the totals and per-turn figures to TURN_PROFILE (a JSON file).
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
  /** Milliseconds: connection + begin + lock, catch-up query, catch-up applied, run, persist, commit. */
  lock: number;
  since: number;
  apply: number;
  run: number;
  persist: number;
  commit: number;
  total: number;
}

const turns: Turn[] = [];
const out = process.env.TURN_PROFILE;

/** PgDisk's prototype as the profiler reaches it (persist is private to the class). */
interface Methods {
  turn: (catchUp: (remote: LoggedChange[]) => void, run: () => Change[]) => Promise<void>;
  persist: (db: unknown, changes: Change[]) => Promise<number>;
  since: (db?: unknown) => Promise<LoggedChange[]>;
}
const proto = PgDisk.prototype as unknown as Methods;
const turn = proto.turn;
const persist = proto.persist;
const since = proto.since;

/** The turn under way (turns of one process run one at a time). */
let current: (Turn & { at: number }) | undefined;

proto.since = async function (this: Methods, db?: unknown) {
  const began = performance.now();
  try {
    return await since.call(this, db);
  } finally {
    if (current && db !== undefined) {
      current.lock = began - current.at;
      current.since = performance.now() - began;
    }
  }
};

proto.persist = async function (this: Methods, db: unknown, changes: Change[]) {
  const began = performance.now();
  try {
    return await persist.call(this, db, changes);
  } finally {
    if (current) {
      current.persist = performance.now() - began;
      current.at = performance.now();
    }
  }
};

proto.turn = async function (
  this: Methods,
  catchUp: (remote: LoggedChange[]) => void,
  run: () => Change[],
) {
  const began = performance.now();
  current = {
    startedAt: Date.now(),
    at: began,
    changes: 0,
    inserts: 0,
    lock: 0,
    since: 0,
    apply: 0,
    run: 0,
    persist: 0,
    commit: 0,
    total: 0,
  };
  const mine = current;
  await turn.call(
    this,
    (remote) => {
      const at = performance.now();
      catchUp(remote);
      mine.apply = performance.now() - at;
    },
    () => {
      const at = performance.now();
      const changes = run();
      mine.run = performance.now() - at;
      mine.changes = changes.length;
      mine.inserts = changes.filter((c) => c.key !== undefined && c.at !== undefined).length;
      mine.at = performance.now();
      return changes;
    },
  );
  // From the end of persist (or of run, when nothing changed) to the commit's answer.
  mine.commit = performance.now() - mine.at;
  mine.total = performance.now() - began;
  current = undefined;
  turns.push(mine);
};

const save = () => {
  if (!out) return;
  writeFileSync(out, JSON.stringify(turns));
};
process.on('exit', save);
