/**
 * A seeded fuzz pass over every route that takes input: wrong types, nulls, huge strings,
 * arrays for objects, prototype keys and keys named like Object.prototype members, id lists
 * far over their maximum, broken JSON, malformed multipart, odd ids. Every answer must be a
 * 4xx without internal error text, nothing may change, and the server and its file must stay
 * sound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../src/seed/time';
import {
  DEEP,
  ID_ROUTES,
  INHERITED_KEYS,
  INVALID,
  type Kind,
  MALFORMED,
  MALFORMED_MULTIPART,
  ODD_IDS,
  POLLUTE,
  POLLUTED_VALUE,
  TARGETS,
  type Target,
  WHOLE,
} from './fuzz-targets';
import { startApi, type TestApi } from './helpers';

const CASES_PER_TARGET = 12;

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
  const company = (await t.get('/account/company')).body;
  const representative = (await t.get('/account/representative')).body;
  (TARGETS.find((x) => x.path === '/account/company') as Target).valid = company;
  (TARGETS.find((x) => x.path === '/account/representative') as Target).valid = representative;
});
afterAll(() => t.close());

/** Serialises `body` with prototype keys spliced in and the polluted marker expanded. */
const toJson = (body: unknown, next: () => number) => {
  let json = JSON.stringify(body).replaceAll(`"${POLLUTED_VALUE}"`, `{${POLLUTE}}`);
  if (json.startsWith('{') && next() < 0.5)
    json = `{${POLLUTE}${json.length > 2 ? ',' : ''}${json.slice(1)}`;
  return json;
};

const pick = <T>(items: readonly T[], next: () => number): T =>
  items[Math.floor(next() * items.length)] as T;

const snapshot = async () => {
  const disk = await t.disk();
  const { sessions: _s, ...rest } = disk;
  return rest;
};

describe('fuzz', () => {
  it('answers every bad request with a 4xx, changes nothing, and stays up', async () => {
    const before = await snapshot();
    const next = random(20261121);
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const send = async (
      method: string,
      path: string,
      raw?: string | Buffer,
      token = true,
      type = 'application/json',
    ) => {
      const res = await t.call(method, path, undefined, {
        raw,
        token: token ? undefined : null,
        headers: raw === undefined ? {} : { 'content-type': type },
      });
      sent += 1;
      if (res.status >= 500) serverErrors += 1;
      const leaked = /Error\b|is not a function|at \S+ \(/.test(JSON.stringify(res.body) ?? '');
      if (res.status < 400 || res.status >= 500 || leaked) {
        failures.push(`${method} ${path} ${res.status} ${String(raw).slice(0, 160)}`);
      }
    };

    for (const target of TARGETS) {
      const names = Object.keys(target.fields);
      for (let i = 0; i < CASES_PER_TARGET; i += 1) {
        const body: Record<string, unknown> = { ...target.valid };
        const count = 1 + Math.floor(next() * Math.min(3, names.length));
        for (let k = 0; k < count; k += 1) {
          const name = pick(names, next);
          const kind = target.fields[name] as Kind;
          body[name] = pick(INVALID[kind], next);
        }
        if (next() < 0.3) body.unknownField = { nested: [1, { deep: null }] };
        if (next() < 0.3) body[pick(INHERITED_KEYS, next)] = pick(['x', 1, {}, [], null], next);
        await send(target.method, target.path, toJson(body, next), target.token !== false);
      }
      for (const raw of [...WHOLE, pick(MALFORMED, next)]) {
        await send(target.method, target.path, raw, target.token !== false);
      }
      await send(
        target.method,
        target.path,
        toJson(target.valid, next).replace('{', '{"x":1,'),
        true,
        'text/plain',
      );
    }
    // Deep nesting costs a parse of 800 KB per request: a few routes suffice.
    for (const target of TARGETS.filter((_, i) => i % 6 === 0)) {
      for (const raw of DEEP) await send(target.method, target.path, raw, target.token !== false);
    }
    // Id lists far over their maximum, on every route that takes one.
    const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
    for (const list of ['products', 'knowledgebases', 'profilesAssing'] as const) {
      const campaign = { ...TARGETS.find((x) => x.path === '/campaings')?.valid, [list]: ids };
      await send('POST', '/campaings', JSON.stringify(campaign));
      await send('PATCH', '/campaings/1', JSON.stringify({ [list]: ids }));
    }
    for (const [, type, body] of MALFORMED_MULTIPART) {
      await send('POST', '/uploads', body, true, type);
    }
    for (const route of ID_ROUTES) {
      for (const id of ODD_IDS) {
        const method = pick(['GET', 'PUT', 'PATCH', 'DELETE'], next);
        await send(
          method,
          `${route}/${id}`,
          method === 'PUT' || method === 'PATCH' ? '{"status":true}' : undefined,
        );
      }
    }

    console.log(`fuzz: ${sent} requests, ${serverErrors} answered 5xx`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await t.get('/health')).status).toBe(200);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('polluted');
  });
});
