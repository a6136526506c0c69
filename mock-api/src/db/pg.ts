/**
 * The PostgreSQL side of the store (DATABASE_URL): every collection's rows, the single records,
 * and a log of every change, shared by any number of API processes.
 *
 * Each process keeps the data in memory as the lowdb store does, so the lists, windows, searches
 * and answers are the same code and the same bytes on both stores. PostgreSQL is the truth and
 * the order of writes: a write takes the database's write lock, applies what other processes
 * committed since it last looked, runs, writes its rows and its log entries, and commits; only
 * then is it acknowledged. Before each request a process applies the log entries it has not seen
 * (one query), so what any process acknowledged is what every process answers next.
 */
import { type Generated, Kysely, type Migration, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Change, companyPart, isRowPath, keysOf, keysPath, NESTED, rowsOf } from './changes';
import { COMPANY_KEYS, type CompanyData, type Data, ENTITY_KEYS } from './types';

/** A change as the log holds it: its place in the order of writes, and a new row's position. */
export interface LoggedChange {
  seq: number;
  path: string;
  key: string | null;
  pos: number | null;
  data: unknown;
}

interface Tables {
  rows: { path: string; key: string; pos: string; data: unknown };
  fragments: { path: string; data: unknown };
  changes: {
    seq: Generated<string>;
    path: string;
    key: string | null;
    pos: string | null;
    data: unknown;
    at: Generated<Date>;
  };
  meta: { name: string; value: string };
  rate_limits: { key: string; hits: number; reset_at: Date };
  session_seen: { hash: string; at: string };
}

export type Db = Kysely<Tables>;

/** The versioned schema, applied in name order at start (and by `npm run db -- migrate`). */
const MIGRATIONS: Record<string, Migration> = {
  '0001-store': {
    async up(db) {
      // json, not jsonb: a row keeps its keys in their order, so answers are the file's bytes.
      await db.schema
        .createTable('rows')
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('pos', 'bigint', (c) => c.notNull())
        .addColumn('data', 'json', (c) => c.notNull())
        .addPrimaryKeyConstraint('rows_pkey', ['path', 'key'])
        .execute();
      await db.schema.createIndex('rows_order').on('rows').columns(['path', 'pos']).execute();
      await db.schema
        .createTable('fragments')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('data', 'json', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('changes')
        .addColumn('seq', 'bigserial', (c) => c.primaryKey())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('key', 'text')
        .addColumn('pos', 'bigint')
        .addColumn('data', 'json')
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('changes_at').on('changes').column('at').execute();
      await db.schema
        .createTable('meta')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('session_seen')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};

/**
 * The lock every write turn holds until its writes are committed: writes run one at a time across
 * processes. A session's lock, on the connection a process's turns run on.
 */
export const WRITE_LOCK = 4_800_001;
/** Held while an empty database is filled, so two processes starting together seed it once. */
const FILL_LOCK = 4_800_002;
/** Log entries older than this are dropped; a process that slept longer loads everything again. */
const LOG_KEPT = '1 hour';
const PRUNE_EVERY = 500;
/** Rows per statement when a collection is written whole. */
const CHUNK = 5_000;

/** A process missed log entries that are gone: it must load everything again. */
export class StaleError extends Error {}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Each connection's pool: for the query every request makes (prepared, on the pool directly), and
 * the connection write turns keep.
 */
const pools = new WeakMap<Db, pg.Pool>();

/** What a process has not applied yet: the log after its position, and how far it was pruned. */
const SINCE = `
  select
    coalesce((select value::bigint from meta where name = 'pruned'), 0) as pruned,
    (select json_agg(c order by c.seq) from (
      select seq, path, key, pos, data from changes where seq > $1
    ) c) as changes`;

const [SINCE_BEFORE = '', SINCE_AFTER = ''] = SINCE.split('$1');

/** What SINCE answers: how far the log was pruned, and the entries after the position asked. */
interface SinceAnswer {
  pruned: string;
  changes: RawChange[] | null;
}

/** SINCE's answer for `position` as log entries; stale when entries after it were pruned. */
const logged = (answer: SinceAnswer | undefined, position: number): LoggedChange[] => {
  if (answer && Number(answer.pruned) > position) throw new StaleError('log pruned');
  return (answer?.changes ?? []).map((c) => ({
    seq: Number(c.seq),
    path: c.path,
    key: c.key,
    pos: c.pos === null ? null : Number(c.pos),
    data: c.data,
  }));
};

/** Kysely's statements on one connection taken from the pool (write turns' own). */
const onClient = (client: pg.PoolClient): Db =>
  new Kysely<Tables>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({ query: client.query.bind(client), release: () => undefined }),
        end: async () => undefined,
      },
    }),
  });

export const connect = (url: string, max = 10): Db => {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'mock-api' });
  // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
  // event of the pool: without a listener it would end the process. The pool drops that
  // connection and opens another when next asked; a query under way fails with its own error.
  pool.on('error', (error) => {
    console.error(`mock-api: an idle database connection ended: ${error.message}`);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
};

/** Brings the schema up to date; safe when several processes start at once (Kysely locks). */
export const migrate = async (db: Db) => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

/** Ends of each collection's order: a new row goes before the first, or after the last. */
interface Ends {
  front: number;
  back: number;
}

/** A row change as it will be written: the last value of the turn, the position it was given. */
interface RowWrite {
  path: string;
  key: string;
  pos: number | null;
  value: unknown;
}

/** Whether the database was filled: the sequences are written with the first data, always. */
const holdsData = async (db: Kysely<Tables>) =>
  (await db
    .selectFrom('fragments')
    .select('path')
    .where('path', '=', 'sequences')
    .executeTakeFirst()) !== undefined;

export class PgDisk {
  /** The last log entry this process has applied. */
  seq = 0;
  private readonly ends = new Map<string, Ends>();
  private turns = 0;
  /**
   * The connection write turns run on (with Kysely's statements on it), and whether it holds the
   * write lock (a session's).
   */
  private writerOpen: { client: pg.PoolClient; db: Db } | undefined;
  private locked = false;

  constructor(readonly db: Db) {}

  /** Whether the database holds no data yet (migrated, never filled). */
  async isEmpty(): Promise<boolean> {
    return !(await holdsData(this.db));
  }

  /**
   * Writes `data` into an empty database in one transaction (the seed, or a lowdb file copied
   * in). Returns false, writing nothing, when the database already holds data.
   */
  async fill(data: Data): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${FILL_LOCK})`.execute(trx);
      if (await holdsData(trx)) return false;
      for (const [path, value] of fragmentsOf(data)) {
        if (isRowPath(path)) await insertRows(trx, path, rowsOf(value), 0);
        else
          await trx
            .insertInto('fragments')
            .values({ path, data: json(value) })
            .execute();
      }
      return true;
    });
  }

  /** Everything as committed, read in one snapshot, and the log position it stands at. */
  async load(): Promise<Data> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows: marks } = await sql<{ seq: string }>`
          select greatest(
            coalesce((select max(seq) from changes), 0),
            coalesce((select value::bigint from meta where name = 'pruned'), 0)
          ) as seq`.execute(trx);
        const fragments = await trx.selectFrom('fragments').select(['path', 'data']).execute();
        const rows = await trx
          .selectFrom('rows')
          .select(['path', 'key', 'pos', 'data'])
          .orderBy('path')
          .orderBy('pos')
          .execute();
        this.seq = Number(marks[0]?.seq ?? 0);
        this.ends.clear();
        const collections = new Map<string, [string, unknown][]>();
        for (const row of rows) {
          let list = collections.get(row.path);
          if (!list) {
            list = [];
            collections.set(row.path, list);
          }
          list.push([row.key, row.data]);
          const pos = Number(row.pos);
          const ends = this.ends.get(row.path);
          if (!ends) this.ends.set(row.path, { front: pos, back: pos });
          else ends.back = pos;
        }
        return assemble(
          fragments.map((f) => [f.path, f.data]),
          collections,
        );
      });
  }

  /**
   * The log entries other processes committed since this one last looked (not applied yet).
   * Before every request: a prepared statement on the pool (parsed and planned once per
   * connection).
   */
  async since(): Promise<LoggedChange[]> {
    const position = this.seq;
    const { rows } = await this.pool.query<SinceAnswer>({
      name: 'mock-api-since',
      text: SINCE,
      values: [position],
    });
    return logged(rows[0], position);
  }

  private get pool(): pg.Pool {
    const pool = pools.get(this.db);
    if (!pool) throw new Error('a shared store needs a database opened with connect()');
    return pool;
  }

  /** Marks `change` applied to this process's memory (its position moves the collection's ends). */
  applied(change: LoggedChange) {
    if (change.seq > this.seq) this.seq = change.seq;
    if (change.key === null) {
      if (isRowPath(change.path)) this.resetEnds(change.path, rowsOf(change.data).length);
    } else if (change.pos !== null) this.place(change.path, change.pos);
  }

  /**
   * Opens a write turn: takes the write lock, and reads what others committed before it was
   * granted (not yet applied here). One round trip: a simple query of two statements, so the read
   * sees every commit made before the lock was granted; the position is written into it (a
   * number of ours). The lock is a session's, kept on the connection turns run on, from one turn
   * to the next while writes are queued: a turn following another lets it go and takes it again
   * in the same query, so another process waiting for it goes first. `release` lets it go.
   */
  async open(): Promise<LoggedChange[]> {
    const writer = await this.writer();
    const position = this.seq;
    const again = this.locked ? `select pg_advisory_unlock(${WRITE_LOCK}); ` : '';
    this.locked = true;
    try {
      const answers = (await writer.client.query(
        `${again}select pg_advisory_lock(${WRITE_LOCK}); ${SINCE_BEFORE}${Math.trunc(position)}${SINCE_AFTER}`,
      )) as unknown as pg.QueryResult<SinceAnswer>[];
      return logged(answers.at(-1)?.rows[0], position);
    } catch (error) {
      this.dropWriter(writer);
      throw error;
    }
  }

  /**
   * Writes a turn's changes (the lock held, `open` done) and their log entries, committed in the
   * same statement: resolved once they are durable. A failure leaves memory ahead of the
   * database: the caller reloads.
   */
  async write(changes: Change[]): Promise<void> {
    const writer = this.writerOpen;
    if (!writer || !this.locked) throw new Error('no write turn is open');
    try {
      const last = await this.persist(writer.db, changes);
      this.turns += 1;
      if (this.turns % PRUNE_EVERY === 0) await prune(writer.db);
      this.seq = Math.max(this.seq, last);
    } catch (error) {
      this.dropWriter(writer);
      throw error;
    }
  }

  /** Lets the write lock go (after the last turn of a run of them). */
  release() {
    const writer = this.writerOpen;
    if (!writer || !this.locked) return;
    this.locked = false;
    // Not awaited: the connection runs its queries in order, so a next turn's lock comes after.
    writer.client
      .query(`select pg_advisory_unlock(${WRITE_LOCK})`)
      .catch(() => this.dropWriter(writer));
  }

  /** The connection write turns run on (taken from the pool once, and kept). */
  private async writer(): Promise<{ client: pg.PoolClient; db: Db }> {
    if (this.writerOpen) return this.writerOpen;
    const client = await this.pool.connect();
    const writer = { client, db: onClient(client) };
    // Ended by the server while idle (a restart, an administrator): the next turn takes another.
    client.on('error', () => this.dropWriter(writer));
    this.writerOpen = writer;
    return writer;
  }

  /** Gives up the turns' connection: the server ends its session, and with it the lock. */
  private dropWriter(writer: { client: pg.PoolClient }) {
    if (this.writerOpen !== writer) return;
    this.writerOpen = undefined;
    this.locked = false;
    writer.client.release(true);
  }

  /** Writes the turn's changes and their log entries; returns the last entry's sequence number. */
  private async persist(db: Kysely<Tables>, changes: Change[]): Promise<number> {
    const rows = new Map<string, RowWrite>();
    const fragments = new Map<string, unknown>();
    const wholes: [string, unknown][] = [];
    const log: { path: string; key: string | null; pos: number | null; data: string | null }[] = [];
    for (const change of changes) {
      if (change.key === undefined) {
        const data = json(change.value);
        log.push({ path: change.path, key: null, pos: null, data });
        if (!isRowPath(change.path)) {
          fragments.set(change.path, change.value);
          continue;
        }
        for (const id of rows.keys()) if (id.startsWith(`${change.path}\u0000`)) rows.delete(id);
        wholes.push([change.path, change.value]);
        this.resetEnds(change.path, rowsOf(change.value).length);
        continue;
      }
      const id = `${change.path}\u0000${change.key}`;
      const earlier = rows.get(id);
      // A row new in this turn keeps the place it was given, whatever later changes say.
      const pos = earlier?.pos ?? (change.at ? this.next(change.path, change.at) : null);
      rows.set(id, { path: change.path, key: change.key, pos, value: change.value });
      log.push({
        path: change.path,
        key: change.key,
        pos: change.at ? pos : null,
        data: change.value === null ? null : json(change.value),
      });
    }
    // A collection written whole takes statements of its own: then the turn is a transaction.
    // Otherwise the one statement below commits it, durable when it answers.
    const whole = wholes.length > 0;
    if (whole) await sql`begin`.execute(db);
    for (const [path, value] of wholes) {
      await db.deleteFrom('rows').where('path', '=', path).execute();
      await insertRows(db, path, rowsOf(value), 0);
    }
    const upserts = [...rows.values()].filter((row) => row.value !== null);
    const removed = [...rows.values()].filter((row) => row.value === null);
    const paths = [...fragments.keys()];
    // One statement, one round trip: the rows, the fragments and the log entries (each part runs
    // once and to completion, empty arrays writing nothing). A row is upserted or removed, never
    // both: each key is in `rows` once.
    const { rows: written } = await sql<{ seq: string }>`
      with upserted as (
        insert into rows (path, key, pos, data)
        select path, key, coalesce(pos, 0), data
        from unnest(
          ${upserts.map((r) => r.path)}::text[], ${upserts.map((r) => r.key)}::text[],
          ${upserts.map((r) => r.pos)}::bigint[], ${upserts.map((r) => json(r.value))}::json[]
        ) as t(path, key, pos, data)
        on conflict (path, key) do update set data = excluded.data
      ), removed as (
        delete from rows where (path, key) in (
          select * from unnest(${removed.map((r) => r.path)}::text[], ${removed.map((r) => r.key)}::text[])
        )
      ), stored as (
        insert into fragments (path, data)
        select * from unnest(${paths}::text[], ${paths.map((p) => json(fragments.get(p)))}::json[])
        on conflict (path) do update set data = excluded.data
      )
      insert into changes (path, key, pos, data)
      select path, key, pos, data
      from unnest(
        ${log.map((l) => l.path)}::text[], ${log.map((l) => l.key)}::text[],
        ${log.map((l) => l.pos)}::bigint[], ${log.map((l) => l.data)}::json[]
      ) with ordinality as t(path, key, pos, data, n)
      order by n
      returning seq`.execute(db);
    if (whole) await sql`commit`.execute(db);
    return Math.max(...written.map((w) => Number(w.seq)));
  }

  private next(path: string, at: 'front' | 'back'): number {
    const ends = this.ends.get(path);
    if (!ends) {
      this.ends.set(path, { front: 0, back: 0 });
      return 0;
    }
    if (at === 'front') ends.front -= 1;
    else ends.back += 1;
    return at === 'front' ? ends.front : ends.back;
  }

  private place(path: string, pos: number) {
    const ends = this.ends.get(path);
    if (!ends) this.ends.set(path, { front: pos, back: pos });
    else {
      ends.front = Math.min(ends.front, pos);
      ends.back = Math.max(ends.back, pos);
    }
  }

  private resetEnds(path: string, count: number) {
    if (count === 0) this.ends.delete(path);
    else this.ends.set(path, { front: 0, back: count - 1 });
  }

  async close() {
    if (this.writerOpen) this.dropWriter(this.writerOpen);
    await this.db.destroy();
  }
}

interface RawChange {
  seq: number | string;
  path: string;
  key: string | null;
  pos: number | string | null;
  data: unknown;
}

/** Drops old log entries and remembers how far: a process behind that point reloads. */
export const prune = async (db: Kysely<Tables>) => {
  await sql`
    with gone as (delete from changes where at < now() - ${LOG_KEPT}::interval returning seq)
    insert into meta (name, value)
    select 'pruned', max(seq)::text from gone having count(*) > 0
    on conflict (name) do update set value = greatest(meta.value::bigint, excluded.value::bigint)::text`.execute(
    db,
  );
};

/** Inserts a collection's rows in order, positions from `start`, in statements of CHUNK rows. */
const insertRows = async (
  db: Kysely<Tables>,
  path: string,
  rows: [string, unknown][],
  start: number,
) => {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    await sql`
      insert into rows (path, key, pos, data)
      select ${path}, key, pos, data
      from unnest(
        ${chunk.map(([key]) => key)}::text[],
        ${chunk.map((_, i) => start + at + i)}::bigint[],
        ${chunk.map(([, value]) => json(value))}::json[]
      ) as t(key, pos, data)`.execute(db);
  }
};

/** Every fragment of `data` and its value: the provider's keys and each company's. */
export function* fragmentsOf(data: Data): Generator<[string, unknown]> {
  for (const [id, records] of Object.entries(data.companies)) {
    yield [keysPath(Number(id)), Object.keys(records)];
    for (const [key, value] of Object.entries(records)) yield [`${NESTED}/${id}/${key}`, value];
  }
  yield ['users', data.users];
  yield ['sessions', data.sessions];
  yield ['sequences', data.sequences];
}

/** The data from its fragments and its collections' rows (in order), keys in the file's order. */
const assemble = (
  fragments: [string, unknown][],
  collections: Map<string, [string, unknown][]>,
): Data => {
  const parts = new Map<number, Map<string, unknown>>();
  const partsOf = (company: number) => {
    let found = parts.get(company);
    if (!found) {
      found = new Map();
      parts.set(company, found);
    }
    return found;
  };
  const top = new Map<string, unknown>();
  const keyLists = new Map<number, string[]>();
  for (const [path, value] of fragments) {
    const part = companyPart(path);
    const listed = keysOf(path);
    if (listed !== undefined) keyLists.set(listed, value as string[]);
    else if (part) partsOf(part[0]).set(part[1], value);
    else top.set(path, value);
  }
  for (const [path, rows] of collections) {
    const part = companyPart(path);
    if (part)
      partsOf(part[0]).set(
        part[1],
        rows.map(([, value]) => value),
      );
    else if (path === 'sessions') top.set(path, Object.fromEntries(rows));
    else
      top.set(
        path,
        rows.map(([, value]) => value),
      );
  }
  const companies: Record<string, CompanyData> = {};
  for (const id of [...parts.keys()].sort((a, b) => a - b)) {
    const found = parts.get(id) as Map<string, unknown>;
    const records: Record<string, unknown> = {};
    // In the order the company's keys had (a collection without rows is an empty one).
    for (const key of keyLists.get(id) ?? COMPANY_KEYS) {
      if (found.has(key)) records[key] = found.get(key);
      else if ((ENTITY_KEYS as readonly string[]).includes(key)) records[key] = [];
    }
    companies[String(id)] = records as unknown as CompanyData;
  }
  return {
    companies,
    users: (top.get('users') as Data['users']) ?? [],
    sessions: (top.get('sessions') as Data['sessions']) ?? {},
    sequences: (top.get('sequences') as Data['sequences']) ?? {},
  };
};
