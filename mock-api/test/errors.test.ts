/** The error handler's mapping: a throw while validating is a 400 for that body; any other is a logged 500 that shows nothing. */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { HttpError, parse } from '../src/http';
import { errorHandler, jsonBody } from '../src/middleware';

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
  app.use(jsonBody());
  app.post('/validated', async (req, res) => {
    res.json(await parse(broken, req.body));
  });
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

  it('answers an HttpError as it says, without logging', async () => {
    logged.length = 0;
    const res = await call('GET', '/refused');
    expect(res).toEqual({ status: 409, text: JSON.stringify({ message: 'Ya existe' }) });
    expect(logged).toEqual([]);
  });
});
