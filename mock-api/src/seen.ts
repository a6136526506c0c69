/**
 * The sessions' idle clock: when each session was last used. One process keeps it in memory; on
 * PostgreSQL every process also writes it to the database (at most once a second per session) and
 * reads it there when its own memory says a session is idle, so a session used on one process
 * stays open on the others.
 */
import { sql } from 'kysely';
import type { Db } from './db/pg';

export interface SeenClock {
  /**
   * When the session was last used (ms), or undefined when no process has seen it: `now` and the
   * session's idle timeout say whether this process's own memory is recent enough to answer.
   */
  last(hash: string, now: number, idleMs: number): number | undefined | Promise<number | undefined>;
  /** The session was used at `at`. */
  use(hash: string, at: number): void;
  /** The session is over. */
  forget(hash: string): void;
}

export class MemorySeen implements SeenClock {
  protected readonly seen = new Map<string, number>();

  last(
    hash: string,
    _now: number,
    _idleMs: number,
  ): number | undefined | Promise<number | undefined> {
    return this.seen.get(hash);
  }

  use(hash: string, at: number) {
    this.seen.set(hash, at);
  }

  forget(hash: string) {
    this.seen.delete(hash);
  }
}

/** How stale the database's clock may be behind one process's memory: a second. */
const WRITE_EVERY_MS = 1000;

export class SharedSeen extends MemorySeen {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
  ) {
    super();
  }

  override last(hash: string, now: number, idleMs: number) {
    const mine = this.seen.get(hash);
    if (mine !== undefined && now - mine <= idleMs) return mine;
    return this.db
      .selectFrom('session_seen')
      .select('at')
      .where('hash', '=', hash)
      .executeTakeFirst()
      .then((row) => {
        const theirs = row ? Number(row.at) : undefined;
        if (theirs === undefined) return mine;
        return mine === undefined ? theirs : Math.max(mine, theirs);
      });
  }

  override use(hash: string, at: number) {
    super.use(hash, at);
    const written = this.written.get(hash);
    if (written !== undefined && at - written < WRITE_EVERY_MS && at >= written) return;
    this.written.set(hash, at);
    void sql`
      insert into session_seen (hash, at) values (${hash}, ${at})
      on conflict (hash) do update set at = greatest(session_seen.at, excluded.at)`
      .execute(this.db)
      .catch((error: Error) => this.log(`mock-api: session clock not saved: ${error.message}`));
  }

  override forget(hash: string) {
    super.forget(hash);
    this.written.delete(hash);
    void this.db
      .deleteFrom('session_seen')
      .where('hash', '=', hash)
      .execute()
      .catch((error: Error) => this.log(`mock-api: session clock not cleared: ${error.message}`));
  }
}
