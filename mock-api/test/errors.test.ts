/**
 * The error handler's mapping (a throw while validating is a 400 for that body; any other is a
 * logged 500 that shows nothing), and what one declaration with its own body bound and attempt
 * limit gets from the mount: a small app of throwaway operations.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import type { Context } from '../src/context';
import { HttpError } from '../src/http';
import { errorHandler } from '../src/middleware';
import { mount } from '../src/mount';
import { area, jsonBody } from '../src/operation';

const { operation } = area('Sistema');

const SECRET = 'secreto interno en /srv/app/routes.ts:12';

// A schema that throws what no body should make it throw: a bug of ours, on purpose.
const broken = yup.object({
  name: yup.string().test('boom', 'x', () => {
    throw new TypeError(SECRET);
  }),
});

const logged: string[] = [];
let url = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  const note = yup.object({ text: yup.string().trim().required().max(40) });
  mount(
    app,
    [
      operation({
        route: 'POST /validated',
        summary: 'A body whose schema throws',
        scope: 'public',
        body: jsonBody('Broken', broken, { example: { name: 'x' } }),
        answer: 'Message',
        handler: () => ({ message: 'never' }),
      }),
      // What a small public write needs: its schema, its own size bound, its own limit.
      operation({
        route: 'POST /notes',
        summary: 'A bounded, limited write',
        scope: 'public',
        body: jsonBody('Note', note, { example: { text: 'hola' }, limit: '200b' }),
        limits: [{ name: 'notes', limit: 3, windowMs: 60_000 }],
        status: 201,
        answer: 'Message',
        handler: ({ body }) => ({ message: body.text }),
      }),
    ],
    {} as Context,
    true,
  );
  app.get('/crash', () => {
    throw new Error(SECRET);
  });
  app.get('/reject', async () => {
    await Promise.reject(new RangeError(SECRET));
  });
  app.get('/thrown-string', () => {
    throw SECRET;
  });
  app.get('/refused', () => {
    throw new HttpError(409, { message: 'Ya existe' });
  });
  app.use(errorHandler((line) => logged.push(line)));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
};

describe('the error handler', () => {
  it('answers a throw inside validation with a 400 for the body, and logs the error', async () => {
    logged.length = 0;
    const res = await call('POST', '/validated', { name: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      message: api.invalidBody,
      errors: { _: 'Valor no válido' },
    });
    expect(res.text).not.toContain('secreto');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^error: POST \/validated: TypeError: secreto interno/);
  });

  it.each(['/crash', '/reject', '/thrown-string'])(
    'answers any other failure (%s) with the generic 500, logged, showing nothing',
    async (path) => {
      logged.length = 0;
      const res = await call('GET', path);
      expect(res.status).toBe(500);
      expect(JSON.parse(res.text)).toEqual({ message: api.internal });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(SECRET);
    },
  );

  it('gives a declared operation its body bound (413) and its attempt limit (429)', async () => {
    const ok = await call('POST', '/notes', { text: ' hola ' });
    expect(ok).toEqual({ status: 201, text: JSON.stringify({ message: 'hola' }) });
    const big = await call('POST', '/notes', { text: 'x'.repeat(300) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ message: api.tooLarge });
    expect((await call('POST', '/notes', { text: '' })).status).toBe(400);
    expect((await call('POST', '/notes', { text: 'tercera' })).status).toBe(201);
    const limited = await fetch(`${url}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"otra"}',
    });
    expect(limited.status).toBe(429);
    // Seconds until the 60-second window ends: within it, whatever the machine's speed.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('ratelimit-policy')).toMatch(/^"notes"; q=3; w=60;/);
  });

  it('answers an HttpError as it says, without logging', async () => {
    logged.length = 0;
    const res = await call('GET', '/refused');
    expect(res).toEqual({ status: 409, text: JSON.stringify({ message: 'Ya existe' }) });
    expect(logged).toEqual([]);
  });
});
