/**
 * Attempt counters in PostgreSQL (express-rate-limit's store interface), so a limit counts the
 * attempts made on every API process of one database: a login limit cannot be doubled by a load
 * balancer spreading the attempts. Each counter is one row, counted and reset in one statement.
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { sql } from 'kysely';
import type { Db } from './db/pg';

export class SharedLimits implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  /** One more hit: a counter whose window has passed starts again at 1. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await sql<{ hits: number; reset_at: Date }>`
      insert into rate_limits as r (key, hits, reset_at)
      values (${key}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning hits, reset_at`.execute(this.db);
    const row = rows[0] as { hits: number; reset_at: Date };
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await sql`
      update rate_limits set hits = greatest(hits - 1, 0)
      where key = ${key} and reset_at > now()`.execute(this.db);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
