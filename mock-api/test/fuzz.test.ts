/**
 * A seeded fuzz over every write operation of the OpenAPI document, its cases generated from the
 * body schemas there (themselves converted from the yup schemas), so a new field is fuzzed
 * without a new test. Every typed field, nested ones included, gets an object posing as a scalar,
 * arrays, nested arrays, null, huge and non-finite numbers, numeric strings, long strings and
 * unicode; then random mixtures of those with unknown, inherited and prototype keys; then broken
 * and non-object bodies, odd ids and malformed multipart. No answer may be a 5xx or carry a stack
 * trace, nothing of ours may throw on the way (the error log stays empty), and the DB file must
 * stay sound: it parses, has the API's shape, holds only what the document describes, and a
 * server starts on it again. FUZZ_SEED=<n> repeats a run.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shapeProblems } from '../src/db/shape';
import type { JsonSchema } from '../src/openapi/schemas';
import { random } from '../src/seed/time';
import { check, DOCUMENT } from './conformance';
import {
  DEEP,
  INHERITED_KEYS,
  MALFORMED,
  MALFORMED_MULTIPART,
  ODD_IDS,
  POLLUTE,
  VALUES,
  WHOLE,
} from './fuzz-targets';
import { DEMO, type Loose, startApi, type TestApi } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** Random mixtures per operation with a body, on top of one value of each kind per field. */
const MIXTURES_PER_OPERATION = 100;

interface Operation {
  method: string;
  /** As the document writes it: '/campaings/{id}'. */
  path: string;
  key: string;
  /** The JSON body's schema and valid example, when the operation takes one. */
  body?: JsonSchema;
  example?: object;
  multipart: boolean;
}

const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return DOCUMENT.components.schemas[ref.split('/').pop() as string] as JsonSchema;
};

/** Every documented operation that writes: all but GET. */
const writeOperations = (): Operation[] =>
  Object.entries(DOCUMENT.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Loose>)
      .filter(([method]) => method !== 'get')
      .map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          key: `${method} ${path}`,
          body: resolve(content['application/json']?.schema),
          example: content['application/json']?.example,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );

type FieldPath = (string | number)[];

/** The path of every field of a body schema: properties, nested objects, and list items. */
const fieldsOf = (schema: JsonSchema, at: FieldPath = []): FieldPath[] =>
  Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const path = [...at, key];
    const items = property.items as JsonSchema | undefined;
    return [
      path,
      ...(property.properties ? fieldsOf(property, path) : []),
      ...(items ? [[...path, 0], ...(items.properties ? fieldsOf(items, [...path, 0]) : [])] : []),
    ];
  });

const setAt = (body: Loose, path: FieldPath, value: unknown) => {
  let node = body;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) {
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    }
    node = node[key];
  });
};

const deleteAt = (body: Loose, path: FieldPath) => {
  const parent = path.slice(0, -1).reduce((node, key) => node?.[key], body);
  if (parent && typeof parent === 'object') delete parent[path.at(-1) as string];
};

const pick = <T>(items: readonly T[], next: () => number): T =>
  items[Math.floor(next() * items.length)] as T;

/** A body as JSON text, with raw JSON (`1e999`, `{"toString":1}`) where `raws` says. */
const bodyText = (base: object, raws: [FieldPath, string][], drops: FieldPath[] = []) => {
  const body = structuredClone(base) as Loose;
  raws.forEach(([path], i) => {
    setAt(body, path, `@@raw${i}@@`);
  });
  for (const path of drops) deleteAt(body, path);
  let json = JSON.stringify(body);
  raws.forEach(([, raw], i) => {
    json = json.replace(`"@@raw${i}@@"`, () => raw);
  });
  return json;
};

/** What an answer must never show: a stack frame, an error class, a source position. */
const LEAK = /\bat \S+ \(|\bat (?:file|node):|node:internal|\w+Error\b|\.(?:ts|js|mjs):\d+/;

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

describe('fuzz', () => {
  it('answers no request with a 5xx or a stack trace, and leaves a sound DB file', async () => {
    expect(Number.isSafeInteger(SEED), `FUZZ_SEED must be an integer, got ${SEED}`).toBe(true);
    const next = random(SEED);
    const operations = writeOperations();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let sent = 0;
    // Every request's line and answer status, in order: the digest two runs of one seed share.
    const trail = createHash('sha256');

    const send = async (
      method: string,
      path: string,
      raw?: string | Buffer,
      { token = t.token, type = 'application/json' }: { token?: string | null; type?: string } = {},
    ) => {
      sent += 1;
      const headers: Record<string, string> = raw === undefined ? {} : { 'content-type': type };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${t.url}${path}`, { method, headers, body: raw });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      trail.update(`${method} ${path} ${res.status}\n`);
      const problems: string[] = [];
      if (res.status >= 500 || LEAK.test(text)) problems.push(text.slice(0, 120));
      try {
        // The answer must be one the document describes: status and body.
        let body: unknown = text;
        if (res.headers.get('content-type')?.startsWith('application/json'))
          body = JSON.parse(text);
        check({
          method,
          route: path,
          status: res.status,
          body,
          contentType: res.headers.get('content-type'),
        });
      } catch (error) {
        problems.push((error as Error).message.slice(0, 300));
      }
      if (problems.length > 0) {
        failures.push(
          `${method} ${path} → ${res.status}: ${problems.join('; ')} ← sent ${String(raw).slice(0, 160)}`,
        );
      }
    };

    for (const op of operations) {
      const auth = !op.path.startsWith('/auth/') || op.key === 'post /auth/logout';
      const token = auth ? undefined : null;
      // Deleting an existing record would leave the other operations nothing to work on.
      const target = () =>
        op.path.replace('{id}', op.method === 'DELETE' ? pick([...ODD_IDS, '99999'], next) : '1');

      if (op.body) {
        expect(op.example, `${op.key}: no example body in the document`).toBeDefined();
        const example = op.example as object;
        const fields = fieldsOf(op.body);
        // Every field, one value of every kind.
        for (const field of fields) {
          for (const values of Object.values(VALUES)) {
            await send(op.method, target(), bodyText(example, [[field, pick(values, next)]]), {
              token,
            });
          }
        }
        // Mixtures: several fields at once, missing fields, unknown and inherited keys.
        for (let i = 0; i < MIXTURES_PER_OPERATION; i += 1) {
          const raws: [FieldPath, string][] = [];
          const drops: FieldPath[] = [];
          const count = 1 + Math.floor(next() * 4);
          for (let k = 0; k < count; k += 1) {
            const field = pick(fields, next);
            if (next() < 0.15) drops.push(field);
            else raws.push([field, pick(pick(Object.values(VALUES), next), next)]);
          }
          if (next() < 0.2) raws.push([['unknownField'], '{"nested":[1,{"deep":null}]}']);
          if (next() < 0.2) raws.push([[pick(INHERITED_KEYS, next)], pick(VALUES.posers, next)]);
          let json = bodyText(example, raws, drops);
          if (next() < 0.2) json = `{${POLLUTE},${json.slice(1)}`;
          await send(op.method, target(), json, { token });
        }
        // Bodies that are not an object, not JSON, or not declared as JSON.
        for (const raw of [...WHOLE, ...MALFORMED]) await send(op.method, target(), raw, { token });
        await send(op.method, target(), JSON.stringify(example), { token, type: 'text/plain' });
        if (operations.indexOf(op) % 6 === 0) {
          for (const raw of DEEP) await send(op.method, target(), raw, { token });
        }
      } else if (op.multipart) {
        for (const [, type, raw] of MALFORMED_MULTIPART)
          await send(op.method, target(), raw, { type });
        for (const raw of WHOLE) await send(op.method, target(), raw);
      } else if (op.key === 'post /auth/logout') {
        // Each logout ends a session of its own, so the fuzz's own token lives on. A body,
        // which it does not take, is never read.
        for (const raw of [...WHOLE, ...MALFORMED]) {
          const login = await t.post('/auth/login', DEMO, { token: null });
          await send(op.method, op.path, raw, { token: login.body.token });
          await send(op.method, op.path, raw, { token: pick(['x', 'a'.repeat(43)], next) });
        }
      } else {
        for (const id of [...ODD_IDS, '99999', '0']) {
          await send(op.method, op.path.replace('{id}', id));
          await send(op.method, op.path.replace('{id}', id), pick([...WHOLE, ...MALFORMED], next));
        }
      }
    }

    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats it): ${sent} requests over ` +
        `${operations.length} write operations; ${counts.join(', ')}; ${serverErrors} answered 5xx; ` +
        `answers digest ${trail.digest('hex').slice(0, 16)}`,
    );
    const logged = errorLog.mock.calls.map((call) => String(call[0]).slice(0, 300));
    errorLog.mockRestore();
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await t.get('/health')).status).toBe(200);

    // The data as committed (on lowdb the file, parsed): the API's shape, every base counting its
    // questions, nothing polluted.
    const disk = await t.disk();
    expect(shapeProblems(disk)).toEqual([]);
    expect(JSON.stringify(disk)).not.toContain('polluted');
    for (const base of disk.companies['1'].knowledgebases) {
      const questions = disk.companies['1'].questions.filter(
        (q: { listId: number }) => q.listId === base.id,
      );
      expect(base.number, base.name).toBe(questions.length);
    }
    // A server starts on it, and every list it serves matches the document (TestApi checks).
    await t.restart();
    await t.login();
    for (const [path, methods] of Object.entries(DOCUMENT.paths)) {
      if (!('get' in (methods as object)) || path.includes('{') || path.startsWith('/docs')) {
        continue;
      }
      expect((await t.get(path)).status, path).toBe(200);
    }
  }, 600_000);
});
