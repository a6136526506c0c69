/**
 * `npm run wallet -- <command>`: the provider's tool for companies' money, on the API's DB_FILE.
 *
 *   list                                        every company: id, balance, users, name
 *   correct <company> <amount> --reason "…"     credit (or, negative, debit) a balance
 *
 * A correction is applied by the API that holds the file, through its provider channel (a Unix
 * socket beside the file), or, when no API runs, on the file directly under its lock. With
 * DATABASE_URL it is written to PostgreSQL like any API process's write, whether APIs run or not.
 * Either way it is one atomic write that leaves a ledger row, which the company's wallet history
 * shows.
 */
import { userInfo } from 'node:os';
import { FragmentFile } from './db/fragment-file';
import { lock, realDbPath } from './db/lock';
import { repair } from './db/repair';
import { assertShape } from './db/shape';
import type { Data } from './db/types';
import { type Correction, CorrectionError, correct, sendCorrection } from './provider';
import { company, representative } from './seed/account';
import { DEFAULT_DB_FILE, openDatabase, openStore } from './server';

const USAGE = `usage:
  npm run wallet -- list
  npm run wallet -- correct <company> <amount> --reason "<why>"

<company> is a company's id (see list) or the email of one of its users; <amount> is in USD,
negative to debit. DB_FILE names the API's data file (default ${DEFAULT_DB_FILE}); with
DATABASE_URL the command works on that PostgreSQL database instead.`;

const usd = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

const fail = (message: string, code = 1): never => {
  console.error(`wallet: ${message}`);
  process.exit(code);
};

const isInUse = (error: unknown) =>
  error instanceof Error && /is in use by process/.test(error.message);
const isUnreachable = (error: unknown) =>
  ['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException)?.code ?? '');

/** Reads the file as it is on disk (a running API writes it whole and atomically). */
const readData = async (dbFile: string): Promise<Data> => {
  const data = await new FragmentFile<Data>(dbFile).read();
  if (!data) return fail(`no data file at ${dbFile}`);
  assertShape(data, dbFile);
  repair(data, { company, representative });
  return data;
};

const list = async (source: string | Data) => {
  const data = typeof source === 'string' ? await readData(source) : source;
  console.log('company  balance (USD)  users  name');
  for (const [id, records] of Object.entries(data.companies)) {
    const users = data.users.filter((u) => u.company === Number(id)).map((u) => u.email);
    const total = records.wallets[0]?.total ?? 0;
    const name = records.company.razon_social || '(sin datos)';
    console.log(`${id.padEnd(8)} ${usd.format(total).padStart(14)}  ${users.join(', ')}  ${name}`);
  }
};

/** Applies `correction` on the file itself, holding its lock (no API runs on it). */
const correctOnFile = async (
  dbFile: string,
  correction: Correction,
  unlock: () => Promise<void>,
) => {
  try {
    const store = await openStore(dbFile, () => new Date());
    const done = await correct(store, correction, new Date());
    await store.settle();
    return done;
  } finally {
    await unlock();
  }
};

const apply = async (dbFile: string, correction: Correction) => {
  const unlock = await lock(dbFile).catch((error: unknown) => {
    if (isInUse(error)) return undefined;
    throw error;
  });
  if (unlock) return correctOnFile(dbFile, correction, unlock);
  return sendCorrection(dbFile, correction).catch((error: unknown) => {
    if (!isUnreachable(error)) throw error;
    return fail(
      `an API holds ${dbFile} but offers no provider channel (${dbFile}.sock); stop it and run the command again`,
    );
  });
};

/** Positionals and options; a negative amount ('-50') is a positional, not an option. */
const parse = (args: string[]) => {
  const positionals: string[] = [];
  const values: { reason?: string; help?: boolean } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') values.help = true;
    else if (arg === '--reason') {
      values.reason = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--reason=')) values.reason = arg.slice('--reason='.length);
    else if (arg.startsWith('-') && !/^-\d/.test(arg)) fail(`unknown option ${arg}\n${USAGE}`, 2);
    else positionals.push(arg);
  }
  return { positionals, values };
};

const main = async () => {
  const { positionals, values } = parse(process.argv.slice(2));
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== 'list' && command !== 'correct') {
    return fail(`unknown command "${command}"\n${USAGE}`, 2);
  }
  let correction: Correction | undefined;
  if (command === 'correct') {
    const [companyName, amountText] = rest;
    if (!companyName || amountText === undefined || rest.length > 2) {
      return fail(`correct takes a company and an amount\n${USAGE}`, 2);
    }
    // Refused before anything is opened: a correction without its reason is not made.
    if (!values.reason?.trim()) return fail('a correction needs a reason: --reason "…"', 2);
    const amount = Number(amountText.replace(',', '.'));
    correction = {
      company: companyName,
      amount,
      reason: values.reason,
      operator: userInfo().username,
    };
  }
  const url = process.env.DATABASE_URL?.trim();
  const store = url ? await openDatabase(url, () => new Date()) : undefined;
  try {
    const dbFile = store ? '' : await realDbPath(process.env.DB_FILE || DEFAULT_DB_FILE);
    if (!correction) return await list(store ? store.data : dbFile);
    const done = store
      ? await correct(store, correction, new Date())
      : await apply(dbFile, correction);
    console.log(
      `wallet: company ${done.company}: ${done.entry.amount > 0 ? '+' : ''}${usd.format(done.entry.amount)} USD ` +
        `(${usd.format(done.entry.before)} -> ${usd.format(done.total)}), ledger row ${done.entry.id}: ${done.entry.reason}`,
    );
  } finally {
    await store?.close();
  }
};

try {
  await main();
} catch (error) {
  if (error instanceof CorrectionError) fail(error.message, 2);
  fail(error instanceof Error ? error.message : String(error));
}
