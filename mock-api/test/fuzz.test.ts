/**
 * A seeded fuzz pass over every route that takes input: wrong types, nulls, huge strings,
 * arrays for objects, prototype keys, broken JSON, odd ids. Every answer must be a 4xx,
 * nothing may change, and the server and its file must stay sound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../src/seed/time';
import {
  ID_ROUTES,
  INVALID,
  type Kind,
  MALFORMED,
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
    const send = async (
      method: string,
      path: string,
      raw?: string,
      token = true,
      type = 'application/json',
    ) => {
      const res = await t.call(method, path, undefined, {
        raw,
        token: token ? undefined : null,
        headers: raw === undefined ? {} : { 'content-type': type },
      });
      if (res.status < 400 || res.status >= 500) {
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

    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await t.get('/health')).status).toBe(200);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('polluted');
  });
});
