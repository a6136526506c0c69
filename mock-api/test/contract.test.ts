/**
 * Requests generated from the OpenAPI document, for every operation, sent to a live server and
 * judged by the document alone: JSON Schema (ajv) plus the x- keywords its description defines,
 * the rules on stored data read from the lists they name. Both directions must hold: what the
 * document accepts the server accepts (a documented status that is not a refusal of the request),
 * and what it refuses the server refuses with a documented status and an Error body. TestApi
 * checks every answer's status and body against the document besides.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../src/openapi/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/account';
import { DOCUMENT } from './conformance';
import { DEMO, type Loose, startApi, type TestApi } from './helpers';

type Rule = {
  list?: string;
  of?: string;
  field?: string;
  within?: string;
  ignoring?: string;
  across?: string;
};

/** Stored data the rules read: GET answers by list path, and values taken by accepted requests. */
const state = {
  lists: new Map<string, Loose[]>(),
  taken: new Map<string, Set<string>>(),
  /** The record a PUT or PATCH saves: it does not clash with itself. */
  editing: 0,
};

const fold = (value: unknown, ignoring = '') => {
  let text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  if (ignoring.includes('accents')) text = text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return ignoring.includes('case') ? text.toLowerCase() : text;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addKeyword({
  keyword: 'x-same-as',
  validate: (other: string, data: unknown, _s: unknown, cxt?: { parentData: Loose }) => {
    const value = cxt?.parentData?.[other];
    return typeof data !== 'string' || (typeof value === 'string' && data.trim() === value.trim());
  },
});
ajv.addKeyword({
  keyword: 'x-end-after-start',
  validate: ({ start, end }: { start: string[]; end: string[] }, data: Loose) => {
    const join = (fields: string[]) => fields.map((f) => data?.[f]).join('T');
    const parts = [...start, ...end].map((f) => data?.[f]);
    return !parts.every((p) => typeof p === 'string') || join(end) > join(start);
  },
});
ajv.addKeyword({
  keyword: 'x-references',
  validate: (rule: Rule, data: unknown, _s: unknown, cxt?: { parentData: Loose }) =>
    (state.lists.get(rule.list ?? '') ?? []).some(
      (item) =>
        item[rule.field ?? 'id'] === data &&
        (!rule.within || item[rule.within] === cxt?.parentData?.[rule.within]),
    ),
});
ajv.addKeyword({
  keyword: 'x-unique',
  validate: (rule: Rule, data: unknown, _s: unknown, cxt?: Loose) => {
    if (typeof data !== 'string') return true;
    const value = fold(data, rule.ignoring);
    const body = cxt?.rootData;
    const others = rule.across ? (body?.[rule.across] as Loose[]) : [];
    const repeated = others.filter(
      (item) => fold(item?.[rule.field ?? ''], rule.ignoring) === value,
    );
    if (repeated.length > 1) return false;
    if (rule.of) return !state.taken.get(rule.of)?.has(value);
    return !(state.lists.get(rule.list ?? '') ?? []).some(
      (item) =>
        fold(item[rule.field ?? ''], rule.ignoring) === value &&
        (!rule.within || item[rule.within] === cxt?.parentData?.[rule.within]) &&
        item.id !== state.editing,
    );
  },
});
ajv.addKeyword({
  keyword: 'x-verified',
  validate: (_what: string, data: unknown) => data === DEMO_PASSWORD,
});
ajv.addKeyword({
  keyword: 'x-resend-when-changed',
  validate: (rule: { list: string; fields: string[]; field: string }, data: unknown) => {
    if (typeof data !== 'object' || data === null) return true;
    const body = data as Loose;
    const stored = (state.lists.get(rule.list) ?? []).find((item) => item.id === state.editing);
    if (!stored) return true;
    const changed = rule.fields.some(
      (field) => body[field] !== undefined && fold(body[field]) !== fold(stored[field]),
    );
    const sent = body[rule.field];
    return !changed || (typeof sent === 'string' && sent.trim() !== '');
  },
});
ajv.addSchema(DOCUMENT as object, 'openapi');

const UNIQUE_KINDS = ['x-unique'];

const component = (ref: string) =>
  DOCUMENT.components.schemas[ref.split('/').pop() as string] as JsonSchema;

type Path = (string | number)[];

/** Every field path of a body schema, list items and their fields included. */
const fieldsOf = (schema: JsonSchema, at: Path = []): [Path, JsonSchema][] =>
  Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const items = property.items as JsonSchema | undefined;
    return [
      [[...at, key], property] as [Path, JsonSchema],
      ...(items ? ([[[...at, key, 0], items]] as [Path, JsonSchema][]) : []),
      ...(items?.properties ? fieldsOf(items, [...at, key, 0]) : []),
    ];
  });

const OMIT = Symbol('omit');

/** Values to try in a field: its own bounds and options, and one of each type it does not take. */
const candidates = (schema: JsonSchema, example: unknown): unknown[] => {
  const types = [schema.type ?? []].flat() as string[];
  const values: unknown[] = [OMIT, null, ...((schema.enum as unknown[]) ?? []), 'no-es-opcion'];
  const samples: Record<string, unknown> = {
    string: 'x',
    number: 1.5,
    integer: 7,
    boolean: true,
    array: [example ?? 'x'],
    object: { toString: 1 },
  };
  for (const [type, sample] of Object.entries(samples))
    if (!types.includes(type)) values.push(sample);
  if (types.includes('string')) {
    values.push('', '   ', 'x', ' sin recortar ');
    const max = schema.maxLength as number | undefined;
    if (max) values.push('x'.repeat(max), 'x'.repeat(max + 1));
  }
  if (types.includes('number') || types.includes('integer')) {
    for (const bound of ['minimum', 'maximum', 'exclusiveMinimum'] as const) {
      const n = schema[bound] as number | undefined;
      if (n !== undefined) values.push(n, n - 1, n + 1);
    }
    values.push(1.5, '5');
  }
  if (types.includes('array')) {
    const item = Array.isArray(example) ? example[0] : undefined;
    values.push([]);
    const max = schema.maxItems as number | undefined;
    if (max && item !== undefined) values.push(Array.from({ length: max + 1 }, () => item));
  }
  if (types.includes('boolean')) values.push(false, 'true');
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v === OMIT ? 'omit' : JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const setAt = (body: Loose, path: Path, value: unknown) => {
  const parent = path.slice(0, -1).reduce((node, key) => node?.[key], body);
  if (!parent || typeof parent !== 'object') return false;
  const key = path.at(-1) as string;
  if (value === OMIT) delete parent[key];
  else parent[key] = value;
  return true;
};

let counter = 0;
/** Fresh values for the fields that must be unique, so only the field under test decides. */
const freshen = (body: Loose, fields: [Path, JsonSchema][], except: Path) => {
  for (const [path, schema] of fields) {
    if (!UNIQUE_KINDS.some((k) => k in schema) || path.join('.') === except.join('.')) continue;
    counter += 1;
    const current = path.slice(0, -1).reduce((node, key) => node?.[key], body);
    if (current && typeof current === 'object' && path.at(-1) !== undefined) {
      setAt(
        body,
        path,
        schema.format === 'email' ? `contrato${counter}@example.com` : `Único ${counter}`,
      );
    }
  }
};

interface Tally {
  accepted: number;
  refused: number;
  sent: number;
}

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

const fetchLists = async (schema: JsonSchema) => {
  const lists = new Set<string>();
  JSON.stringify(schema, (key, value) => {
    if (
      (key === 'x-references' || key === 'x-unique' || key === 'x-resend-when-changed') &&
      value?.list
    )
      lists.add(value.list);
    return value;
  });
  for (const list of lists) state.lists.set(list, (await t.get(list)).body);
};

/** A new record of the collection `path` lists, made with its create example: something to delete. */
const freshRecord = async (path: string) => {
  const create = (DOCUMENT.paths[path] as Loose)?.post;
  const example = create?.requestBody?.content['application/json']?.example;
  counter += 1;
  const unique = { ...example, ...(example?.name ? { name: `Para borrar ${counter}` } : {}) };
  if (unique.email) unique.email = `borrar${counter}@example.com`;
  const res = await t.post(path, unique);
  expect(res.status, `create in ${path}`).toBe(201);
  return res.body.id as number;
};

describe('the document and the server', () => {
  it('agree on every request generated from the document, both ways', async () => {
    const tally: Tally = { accepted: 0, refused: 0, sent: 0 };
    const disagreements: string[] = [];
    state.taken.set('accounts', new Set([fold(DEMO_EMAIL, 'case'), 'admin']));

    const judge = async (
      label: string,
      documentAccepts: boolean,
      send: () => Promise<{ status: number; body: Loose }>,
    ) => {
      tally.sent += 1;
      if (documentAccepts) tally.accepted += 1;
      else tally.refused += 1;
      let res: { status: number; body: Loose };
      try {
        res = await send();
      } catch (error) {
        disagreements.push(`${label}: ${(error as Error).message.slice(0, 200)}`);
        return undefined;
      }
      const refusal = res.status >= 400;
      // Accepted, a request succeeds; only a login may still find its credentials wrong.
      const outcome =
        res.status < 300 || (res.status === 401 && label.startsWith('POST /auth/login'));
      if (documentAccepts && !outcome) {
        disagreements.push(
          `${label}: the document accepts it, the server answered ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      }
      if (!documentAccepts && (!refusal || typeof res.body?.message !== 'string')) {
        disagreements.push(`${label}: the document refuses it, the server answered ${res.status}`);
      }
      return res;
    };

    for (const [path, methods] of Object.entries(DOCUMENT.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Loose>)) {
        const key = `${method.toUpperCase()} ${path}`;
        const json = op.requestBody?.content?.['application/json'];
        // An operation the document gives no success (an act no session may take) refuses
        // whatever it is sent.
        const succeeds = Object.keys(op.responses).some((status) => status.startsWith('2'));
        const needsToken = op.security === undefined;
        // An operation that ends a session gets one of its own.
        const token = async () =>
          path === '/auth/logout'
            ? (await t.post('/auth/login', DEMO, { token: null })).body.token
            : needsToken
              ? t.token
              : null;
        const target = async () => {
          if (!path.includes('{id}')) return path;
          // A record to delete from (or delete) is made for it: '/profiles/{id}/access' -> '/profiles'.
          const id = method === 'delete' ? await freshRecord(path.replace(/\/\{id\}.*$/, '')) : 1;
          state.editing = id;
          return path.replace('{id}', String(id));
        };
        const call = async (body?: unknown, raw?: string) =>
          t.call(method.toUpperCase(), await target(), body, {
            token: await token(),
            ...(raw === undefined ? {} : { raw, headers: { 'content-type': 'application/json' } }),
          });

        // The token: without one, an operation that needs it is refused.
        if (needsToken) {
          await judge(`${key} without a token`, false, async () =>
            t.call(method.toUpperCase(), path.replace('{id}', '1'), json?.example, { token: null }),
          );
        }
        // Path parameters: each value the document refuses, and (with the body's example) one it takes.
        for (const param of (op.parameters ?? []).filter((p: Loose) => p.in === 'path')) {
          const check = ajv.compile(param.schema);
          for (const raw of ['0', '-1', 'abc', '1.5', '99999999999', 'x'.repeat(40)]) {
            const value =
              param.schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
            if (check(value)) continue;
            await judge(`${key} with ${param.name} ${raw}`, false, async () =>
              t.call(method.toUpperCase(), path.replace(`{${param.name}}`, raw), json?.example, {
                token: needsToken ? t.token : null,
              }),
            );
          }
        }
        // Query parameters: their bounds.
        for (const param of (op.parameters ?? []).filter((p: Loose) => p.in === 'query')) {
          const check = ajv.compile(param.schema);
          const max = param.schema.maxLength ?? 10;
          for (const value of [param.example, 'x'.repeat(max), 'x'.repeat(max + 1)]) {
            await judge(
              `${key}?${param.name}=${String(value).slice(0, 12)}`,
              succeeds && check(value),
              () =>
                t.call(method.toUpperCase(), `${path}?${param.name}=${encodeURIComponent(value)}`),
            );
          }
        }
        if (!json) {
          if (op.requestBody) continue; // multipart: uploads.test.ts covers it
          if (path.includes('{asset}') || path.includes('{file}')) continue; // files: their own tests
          await judge(`${key}`, succeeds, () => call());
          continue;
        }

        // The body: the example, then each field given each candidate, then whole bodies.
        const schema = component(json.schema.$ref);
        const validate: ValidateFunction = ajv.compile({
          $ref: json.schema.$ref.replace('#', 'openapi#'),
        });
        const fields = fieldsOf(schema);
        const trySend = async (label: string, body: unknown) => {
          await fetchLists(schema);
          const accepted = succeeds && (validate(body) as boolean);
          const res = await judge(`${key} ${label}`, accepted, () => call(body));
          if (accepted && res && res.status < 300) {
            for (const [, field] of fields) {
              const rule = field['x-unique'] as Rule | undefined;
              if (rule?.of)
                state.taken.get(rule.of)?.add(fold((body as Loose)?.email, rule.ignoring));
            }
          }
        };
        const withFresh = () => {
          const body = structuredClone(json.example);
          freshen(body, fields, []);
          return body;
        };
        await trySend('(the example)', withFresh());
        for (const [field, fieldSchema] of fields) {
          const example = field.reduce((node: Loose, k) => node?.[k], json.example);
          for (const value of candidates(fieldSchema, example)) {
            const body = structuredClone(json.example);
            // A copy: a candidate list holds the example's own item, which freshen() would
            // rewrite, and the document's examples are every later test file's too.
            if (!setAt(body, field, value === OMIT ? OMIT : structuredClone(value))) continue;
            freshen(body, fields, field);
            await trySend(
              `${field.join('.')}=${value === OMIT ? '(left out)' : JSON.stringify(value)?.slice(0, 40)}`,
              body,
            );
          }
        }
        // Rules between fields the candidates above cannot break one field at a time.
        const ends = schema['x-end-after-start'] as { start: string[]; end: string[] } | undefined;
        if (ends) {
          const body = withFresh();
          ends.end.forEach((f, i) => {
            body[f] = body[ends.start[i] as string];
          });
          await trySend('(ends when it starts)', body);
        }
        for (const whole of [{}, { desconocido: 1 }, [], 'texto', null]) {
          await trySend(`body ${JSON.stringify(whole)}`, whole);
        }
        await judge(`${key} malformed JSON`, false, () => call(undefined, '{"a":'));
      }
    }

    console.log(
      `contract: ${tally.sent} requests generated from the document over ` +
        `${Object.values(DOCUMENT.paths).flatMap(Object.keys).length} operations: ` +
        `${tally.accepted} it accepts, ${tally.refused} it refuses; ${disagreements.length} disagreements`,
    );
    expect(disagreements).toEqual([]);
  }, 600_000);
});
