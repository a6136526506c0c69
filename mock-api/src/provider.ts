/**
 * The provider's acts on a company's money, never a client's: a balance correction, with its
 * reason, recorded in the ledger like any change. While an API holds the DB file, it applies them
 * for the wallet command through the provider channel: a Unix socket beside the file (mode 0600),
 * which no HTTP client of the API can reach.
 */
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { MAX_BALANCE } from 'shared-ui/schemas';
import type { LedgerEntry } from 'shared-ui/types';
import type { Store } from './db/store';
import { BalanceError, cents, changeBalance } from './money';

/** A correction as the command gives it. */
export interface Correction {
  /** The company's id, or the email or user name of one of its users. */
  company: string;
  /** USD, with at most two decimals: positive credits, negative debits. */
  amount: number;
  reason: string;
  /** Who asks (the command's operating-system user). */
  operator: string;
}

export interface Corrected {
  company: number;
  entry: LedgerEntry;
  total: number;
}

/** A correction refused, with the reason said to the provider. */
export class CorrectionError extends Error {}

export const MAX_REASON = 200;

/** The company a correction names: its id, or the email or user name of one of its users. */
const companyOf = (store: Store, named: string): number => {
  const text = named.trim().toLowerCase();
  const id = /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
  if (id !== undefined && store.company(id)) return id;
  const user = store.data.users.find(
    (u) => u.email.toLowerCase() === text || u.username.toLowerCase() === text,
  );
  if (user) return user.company;
  throw new CorrectionError(`no company is named "${named}" (give its id, or a user's email)`);
};

/** Applies a correction in one write, once on disk, or throws a CorrectionError. */
export const correct = async (store: Store, c: Correction, now: Date): Promise<Corrected> => {
  const reason = typeof c.reason === 'string' ? c.reason.trim() : '';
  if (reason === '') throw new CorrectionError('a correction needs a reason: --reason "…"');
  if (reason.length > MAX_REASON) {
    throw new CorrectionError(`the reason may have at most ${MAX_REASON} characters`);
  }
  const amount = Number(c.amount);
  if (!Number.isFinite(amount) || amount === 0 || cents(amount) !== amount) {
    throw new CorrectionError(
      'the amount must be a number of USD other than 0, with at most two decimals',
    );
  }
  const company = companyOf(store, String(c.company));
  const operator = String(c.operator || 'desconocido').slice(0, 60);
  try {
    return await store.write((tx) => {
      const { entry, total } = changeBalance(
        tx.company(company),
        { kind: 'correction', amount, by: `Proveedor (${operator})`, reason },
        now,
      );
      return { company, entry, total };
    });
  } catch (error) {
    if (!(error instanceof BalanceError)) throw error;
    throw new CorrectionError(
      error.reason === 'negative'
        ? 'the balance would go below 0'
        : error.reason === 'cap'
          ? `the balance would pass its maximum (${MAX_BALANCE} USD)`
          : `company ${company} has no wallet`,
    );
  }
};

/** The provider channel of `dbFile`: a Unix socket beside it. */
export const channelPath = (dbFile: string) => `${dbFile}.sock`;

/** Longer socket paths are refused by the system (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

const readJson = async (stream: NodeJS.ReadableStream, limit = 16_384) => {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.length > limit) throw new CorrectionError('request too large');
  }
  return JSON.parse(text) as unknown;
};

/**
 * Serves the provider channel of the API holding `dbFile` (its lock already held, so a socket
 * file left there is a killed server's). Resolves with its close, or undefined when the path is
 * too long for a socket (the command then asks to stop the API).
 */
export const listenProvider = async (
  store: Store,
  dbFile: string,
  now: () => Date,
  log: (line: string) => void,
): Promise<(() => Promise<void>) | undefined> => {
  const socket = channelPath(dbFile);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    log(
      `mock-api: no provider channel (${socket} is too long for a socket); corrections need the API stopped`,
    );
    return undefined;
  }
  await unlink(socket).catch(() => undefined);
  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/corrections') {
      answer(404, { message: 'unknown provider request' });
      return;
    }
    try {
      const body = (await readJson(req)) as Correction;
      answer(201, await correct(store, body, now()));
    } catch (error) {
      if (error instanceof CorrectionError || error instanceof SyntaxError) {
        answer(400, { message: error.message });
      } else {
        console.error(
          `mock-api: provider correction failed: ${error instanceof Error ? error.stack : error}`,
        );
        answer(500, { message: 'the API could not apply the correction' });
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  // Only the file's owner may connect. The socket lives beside the DB file: whoever can reach
  // it there could as well edit the file, so it opens nothing the file's permissions do not.
  await chmod(socket, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};

/** Sends a correction to the API serving `dbFile`; rejects with a CorrectionError it refused. */
export const sendCorrection = (dbFile: string, correction: Correction): Promise<Corrected> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: channelPath(dbFile),
        path: '/corrections',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        readJson(res)
          .then((body) => {
            const { message } = body as { message?: string };
            if (res.statusCode === 201) resolve(body as Corrected);
            else reject(new CorrectionError(message ?? `the API answered ${res.statusCode}`));
          })
          .catch(reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(correction));
  });
