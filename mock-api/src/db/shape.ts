/** Checks a loaded DB file before the server trusts it: a wrong shape stops the start, saying what and how to fix. */
import { ENTITY_KEYS } from './types';

const OBJECT_KEYS = ['company', 'representative', 'sequences'] as const;
const LIST_KEYS = [...ENTITY_KEYS, 'inboundGraph'] as const;

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** What is wrong with one company's records; `at` names where they are ('companies.2.'). */
const companyProblems = (data: Record<string, unknown>, at: string): string[] => {
  const problems: string[] = [];
  for (const key of LIST_KEYS) {
    const value = data[key];
    if (value === undefined) continue; // added empty by repair (files from older versions)
    if (!Array.isArray(value)) {
      problems.push(`"${at}${key}" must be a list, not ${kind(value)}`);
      continue;
    }
    if (key === 'inboundGraph') continue;
    const bad = value.findIndex((item) => !isObject(item) || !isId(item.id));
    if (bad >= 0)
      problems.push(`"${at}${key}[${bad}]" must be an object with a positive integer id`);
  }
  for (const key of OBJECT_KEYS) {
    const value = data[key];
    if (value !== undefined && !isObject(value)) {
      problems.push(`"${at}${key}" must be an object, not ${kind(value)}`);
    }
  }
  return problems;
};

/**
 * What is wrong with `data` as the API's data, one sentence each; empty when it is sound. A file
 * from before companies (one company's records at the top) is checked as such: repair moves it.
 */
export const shapeProblems = (data: Record<string, unknown>): string[] => {
  const problems: string[] = [];
  const companies = data.companies;
  if (companies === undefined) problems.push(...companyProblems(data, ''));
  else if (!isObject(companies)) {
    problems.push(`"companies" must be an object, not ${kind(companies)}`);
  } else {
    for (const [id, records] of Object.entries(companies)) {
      if (!isId(Number(id)) || String(Number(id)) !== id) {
        problems.push(`"companies.${id}" must be named by a positive integer id`);
      } else if (!isObject(records)) {
        problems.push(`"companies.${id}" must be an object, not ${kind(records)}`);
      } else problems.push(...companyProblems(records, `companies.${id}.`));
    }
  }
  for (const key of ['sessions', 'sequences'] as const) {
    const value = data[key];
    if (value !== undefined && !isObject(value)) {
      problems.push(`"${key}" must be an object, not ${kind(value)}`);
    }
  }
  const users = data.users;
  if (users === undefined || (Array.isArray(users) && users.length === 0)) {
    problems.push('"users" is missing or empty, so no account could log in');
  } else if (Array.isArray(users)) {
    const bad = users.findIndex(
      (u) =>
        !isObject(u) ||
        typeof u.username !== 'string' ||
        typeof u.email !== 'string' ||
        typeof u.passwordHash !== 'string' ||
        !isObject(u.profile) ||
        (u.company !== undefined &&
          !(isObject(companies) && Object.hasOwn(companies, String(u.company)))),
    );
    if (bad >= 0) {
      problems.push(
        `"users[${bad}]" needs username, email, passwordHash, profile and a company the file holds`,
      );
    }
  }
  return problems;
};

/** Throws a message naming every problem and the way out. */
export const assertShape = (data: unknown, dbFile: string) => {
  const problems = isObject(data) ? shapeProblems(data) : ['it is not a JSON object'];
  if (problems.length === 0) return;
  throw new Error(
    `${dbFile} is not the API's data: ${problems.join('; ')}. ` +
      'Run `pnpm --filter mock-api reset` to recreate it from the seed data (its content is lost), ' +
      'fix the file by hand, or point DB_FILE at another file.',
  );
};
