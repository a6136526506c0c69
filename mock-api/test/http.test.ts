/** Transport rules: unknown routes, malformed and oversized bodies, prototype keys, CORS, the log line. */
import http from 'node:http';
import { validCampaign, validProduct, validProfile } from 'shared-ui/fixtures';
import { SPANISH } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS } from '../src/server';
import { startApi, type TestApi } from './helpers';

const SMS = {
  host: 'sms.example.com',
  port: 5060,
  user: 'gw',
  password: 'Clave-1',
  operator: 'tmobile',
  phone: '+584141112233',
};

let t: TestApi;
const lines: string[] = [];
beforeAll(async () => {
  t = await startApi({
    log: (line) => lines.push(line),
    corsOrigins: ['http://localhost:3000', 'http://shell.example'],
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('404s unknown routes and methods with a message, token or not', async () => {
    for (const token of [undefined, null]) {
      expect(await t.get('/nada', { token })).toMatchObject({
        status: 404,
        body: { message: api.notFound },
      });
    }
    expect((await t.delete('/walletuser')).status).toBe(404);
    expect((await t.call('PUT', '/recargas/1', { mont: 1 })).status).toBe(404);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.post('/products', undefined, {
      raw: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: api.malformedJson } });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js)/);
  });

  it('never reads a body an operation does not take', async () => {
    const broken = await t.call('DELETE', '/products/2', undefined, {
      raw: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 200, body: { deleted: true, id: 2 } });
    const session = await t.post(
      '/auth/login',
      { username: 'admin', password: 'Admin123*' },
      {
        token: null,
      },
    );
    const huge = await t.call('POST', '/auth/logout', undefined, {
      raw: JSON.stringify({ x: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
      token: session.body.token,
    });
    expect(huge.status).toBe(204);
    expect((await t.get('/campaings', { token: session.body.token })).status).toBe(401);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.post('/products', { ...validProduct, description: 'x'.repeat(1_100_000) });
    expect(res).toMatchObject({ status: 413, body: { message: api.tooLarge } });
  });

  it('treats a non-JSON content type or a non-object body as invalid', async () => {
    const text = await t.post('/categories', undefined, {
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    for (const body of [[], 'texto', 5, null, true]) {
      const res = await t.post('/categories', undefined, {
        raw: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });

  it('404s a malformed percent-encoding in an id, as any malformed id', async () => {
    for (const route of [
      '/products/%E0%A4%A',
      '/campaings/%',
      '/settings/%C0%AF',
      '/uploads/%E0',
    ]) {
      const res = await t.get(route);
      expect(res.status, route).toBe(404);
      expect(res.body).toEqual({ message: api.notFound });
    }
    expect((await t.delete('/profiles/%E0%A4%A')).status).toBe(404);
  });
});

describe('unknown fields named like Object.prototype members', () => {
  const INHERITED = ['toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

  it('are dropped like any unknown field', async () => {
    for (const key of INHERITED) {
      const raw = `{"name":"k ${key}","${key}":"x"}`;
      const res = await t.post('/knowledgebase', undefined, {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, key).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'id', 'name', 'number']);
    }
    const bulk = await t.post('/profiles/bulk', {
      profiles: [{ ...validProfile, email: 'proto@x.com', toString: 1, valueOf: {} }],
      role: ['Agente'],
      hasOwnProperty: 2,
    });
    expect(bulk.status).toBe(201);
    const settings = await t.patch('/settings/1', { ...SMS, toString: 'x' });
    expect(settings.status).toBe(200);
  });

  it('never put internal error text in an answer', async () => {
    for (const body of [
      { name: {} },
      { name: [] },
      { name: ['a'] },
      { name: 'k', valueOf: null },
    ]) {
      const res = await t.post('/knowledgebase', body);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).not.toMatch(/Error|is not a function|undefined/);
    }
  });
});

describe('objects posing as numbers', () => {
  // yup's conversion called a non-function toString and threw: each of these answered 500.
  const poser = { toString: 1 };
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    [
      'POST',
      '/recargas',
      { mont: poser, method: 'Transferencias Zelle', transaction: 'T1' },
      'mont',
      validation.topUp.amountPositive,
    ],
    ['PATCH', '/settings/1', { ...SMS, port: poser }, 'port', validation.common.numeric],
    ['PATCH', '/campaings/1', { products: [poser] }, 'products[0]', SPANISH.mixed.notType],
    [
      'POST',
      '/questionsandanswers',
      { question: '¿Qué?', answers: 'Esto.', listId: poser },
      'listId',
      validation.question.listId,
    ],
    ['POST', '/products', { ...validProduct, status: poser }, 'status', SPANISH.mixed.notType],
    [
      'POST',
      '/products',
      { ...validProduct, price: poser },
      'price',
      validation.product.notNegative,
    ],
    [
      'POST',
      '/campaings',
      { ...validCampaign, actionOparadores: poser },
      'actionOparadores',
      validation.common.numeric,
    ],
  ];

  it.each(cases)(
    '%s %s: a field posing as a number is a 400 with its message',
    async (method, route, body, field, message) => {
      const res = await t.call(method, route, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(api.invalidBody);
      expect(res.body.errors[field]).toBe(message);
    },
  );

  it('refuses valueOf, Symbol.toPrimitive-like keys and numbers sent as text alike', async () => {
    for (const mont of [{ valueOf: 1 }, { toString: {}, valueOf: {} }, '5', [5], [[5]]]) {
      const res = await t.post('/recargas', {
        mont,
        method: 'Transferencias Zelle',
        transaction: 'T1',
      });
      expect(res.status, JSON.stringify(mont)).toBe(400);
      expect(res.body.errors.mont).toBe(validation.topUp.amountPositive);
    }
  });
});

describe('prototype keys', () => {
  it('never lets __proto__, constructor or prototype reach an object', async () => {
    const raw = `{"name":"Segura","category":"telecom","__proto__":{"polluted":true},
      "constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}`;
    const res = await t.post('/categories', undefined, {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['category', 'createdAt', 'id', 'name', 'status']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const disk = await t.disk();
    expect(JSON.stringify(disk)).not.toContain('polluted');
  });
});

describe('CORS', () => {
  it('allows the configured origins with the Authorization header', async () => {
    const res = await fetch(`${t.url}/campaings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shell.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://shell.example');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
  });

  it('gives no CORS header to other origins', async () => {
    const res = await fetch(`${t.url}/health`, { headers: { origin: 'http://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('log', () => {
  it('writes one line per request with method, path, status and ms', async () => {
    lines.length = 0;
    await t.get('/health?x=1');
    await t.get('/nada');
    // A line is written when its response has closed, a moment after the client has read it: a
    // third request's line, written after the first two, says theirs are in.
    await t.get('/health');
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(lines[0]).toMatch(/^GET \/health 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/nada 404 \d+\.\dms$/);
    expect(lines[2]).toMatch(/^GET \/health 200 \d+\.\dms$/);
  });
});

describe('compression', () => {
  it('gzips large lists for clients that accept it, and not otherwise', async () => {
    const plain = await fetch(`${t.url}/products`, {
      headers: { authorization: `Bearer ${t.token}`, 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await fetch(`${t.url}/products`, {
      headers: { authorization: `Bearer ${t.token}`, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await zipped.text()).toBe(text);
  });
});

describe('connections', () => {
  it('keeps an idle connection open longer than a client or a balancer waits to reuse it', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const header = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${t.url}/health`, { agent }, (res) => {
            res.resume();
            resolve(res.headers['keep-alive'] as string | undefined);
          })
          .on('error', reject);
      });
      // Node's default, 5 s, closed connections a client was about to send on (ECONNRESET).
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      expect(header).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    } finally {
      agent.destroy();
    }
  });
});
