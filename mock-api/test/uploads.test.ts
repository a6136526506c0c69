/** /uploads: accepted types, refused type/size/count with nothing left on disk, public reads. */
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../src/routes/uploads';
import { apiTexts } from '../src/texts';
import { MALFORMED_MULTIPART } from './fuzz-targets';
import { type Loose, startApi, type TestApi } from './helpers';

let t: TestApi;
let uploadsDir: string;
beforeAll(async () => {
  t = await startApi();
  uploadsDir = path.join(t.dir, 'uploads');
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = Buffer.from('%PDF-1.4\n%fin\n');

const form = (files: [string, Buffer, string][], field = 'files') => {
  const data = new FormData();
  for (const [name, bytes, type] of files) data.append(field, new Blob([bytes], { type }), name);
  return data;
};

const upload = (files: [string, Buffer, string][], field?: string) =>
  t.post('/uploads', undefined, { raw: form(files, field) });

const stored = async () => (await readdir(uploadsDir)).sort();

describe('uploads', () => {
  it('stores png, jpg, jpeg and pdf and serves them back without a token', async () => {
    const res = await upload([
      ['foto.png', PNG, 'image/png'],
      ['foto.JPG', JPG, 'image/jpeg'],
      ['otra.jpeg', JPG, 'image/jpeg'],
      ['ficha.pdf', PDF, 'application/pdf'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toMatchObject({ name: 'foto.png', type: 'image/png', size: PNG.length });
    expect(res.body[0].url).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.png$`));
    expect(res.body[1].url).toMatch(/\.jpg$/);
    const served = await fetch(res.body[0].url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetch(res.body[3].url)).headers.get('content-type')).toBe('application/pdf');
    expect(await stored()).toHaveLength(4);
  });

  it('lets no shared cache keep a file: a picture private, a PDF not stored at all', async () => {
    const res = await upload([
      ['foto.png', PNG, 'image/png'],
      ['ficha.pdf', PDF, 'application/pdf'],
    ]);
    const picture = (await fetch(res.body[0].url)).headers.get('cache-control') ?? '';
    const pdf = (await fetch(res.body[1].url)).headers.get('cache-control') ?? '';
    expect(picture).toBe('private, max-age=31536000, immutable');
    expect(pdf).toBe('private, no-store');
  });

  it('needs a token to upload', async () => {
    const res = await t.post('/uploads', undefined, {
      raw: form([['a.png', PNG, 'image/png']]),
      token: null,
    });
    expect(res.status).toBe(401);
  });

  it('refuses other types, even mixed with good files, and keeps nothing', async () => {
    const before = await stored();
    for (const files of [
      [['nota.txt', Buffer.from('hola'), 'text/plain']],
      [
        ['a.png', PNG, 'image/png'],
        ['virus.exe', Buffer.from('MZ'), 'application/octet-stream'],
      ],
      [['falso.png', Buffer.from('<html>'), 'image/png']],
      [['sin-extension', PNG, 'image/png']],
    ] as [string, Buffer, string][][]) {
      expect(await upload(files)).toMatchObject({ status: 400, body: { message: api.uploadType } });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 2 MB and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload([
      ['a.png', PNG, 'image/png'],
      ['grande.png', big, 'image/png'],
    ]);
    expect(res).toMatchObject({ status: 400, body: { message: api.uploadSize } });
    expect(await stored()).toEqual(before);
  });

  it('refuses more than 5 files and keeps nothing', async () => {
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, i): [string, Buffer, string] => [
      `f${i}.png`,
      PNG,
      'image/png',
    ]);
    expect(await upload(six)).toMatchObject({ status: 400, body: { message: api.uploadCount } });
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty request or another field name', async () => {
    const before = await stored();
    expect(await upload([])).toMatchObject({ status: 400, body: { message: api.uploadNone } });
    expect((await t.post('/uploads', { files: [] })).status).toBe(400);
    expect(await upload([['a.png', PNG, 'image/png']], 'foto')).toMatchObject({ status: 400 });
    expect(await stored()).toEqual(before);
  });

  it('404s unknown or odd file names', async () => {
    for (const name of ['nada.png', '..%2Fdb.json', `${'a'.repeat(32)}.png`, '%2e%2e%2fdb.json']) {
      expect((await t.get(`/uploads/${name}`, { token: null })).status).toBe(404);
    }
  });
});

describe('upload URLs', () => {
  /** Uploads one PNG over node:http, which sends the Host header it is given. */
  const uploadWithHost = (server: TestApi, headers: Record<string, string>) =>
    new Promise<{ status: number; body: Loose }>((resolve, reject) => {
      const boundary = 'limite0123';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const req = request(
        `${server.url}/uploads`,
        {
          method: 'POST',
          headers: {
            ...headers,
            authorization: `Bearer ${server.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it("never come from the Host header: the API's own URL by default", async () => {
    const res = await uploadWithHost(t, HOSTILE);
    expect(res.status).toBe(201);
    expect(res.body[0].url).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.png$`));
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it('start with the configured public URL (PUBLIC_URL)', async () => {
    const behindProxy = await startApi({ publicUrl: 'https://api.example.com/backoffice' });
    try {
      const res = await uploadWithHost(behindProxy, HOSTILE);
      expect(res.status).toBe(201);
      expect(res.body[0].url).toMatch(
        /^https:\/\/api\.example\.com\/backoffice\/uploads\/[a-f0-9]{32}\.png$/,
      );
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
    } finally {
      await behindProxy.close();
    }
  });
});

/** The malformed bodies busboy reads to their end without finding a file in them. */
const NO_FILE = ['a boundary of 200 characters', 'garbage after the type'];

describe('malformed multipart', () => {
  it('answers 400 to every malformed body and keeps nothing', async () => {
    const before = await stored();
    for (const [name, type, body] of MALFORMED_MULTIPART) {
      const res = await t.post('/uploads', undefined, {
        raw: body,
        headers: { 'content-type': type },
      });
      expect(res.status, name).toBe(400);
      // A body that parses but holds no file part says so; any other, that it is not multipart.
      const message = NO_FILE.includes(name) ? api.uploadNone : apiTexts.uploadMalformed;
      expect(res.body, name).toEqual({ message, errors: { files: message } });
      expect(JSON.stringify(res.body), name).not.toMatch(/Error|at \S+ \(|busboy|multer/);
    }
    expect(await stored()).toEqual(before);
    expect((await t.get('/health')).status).toBe(200);
  });
});

describe('the limits of uploads', () => {
  it(`are ${UPLOAD_LIMITS.perSession} per session and ${UPLOAD_LIMITS.perCompany} per company in 15 minutes; another company uploads on`, async () => {
    const limited = await startApi({ rateLimit: true, login: false });
    try {
      const one = (token: string) =>
        limited.post('/uploads', undefined, { raw: form([['a.png', PNG, 'image/png']]), token });
      const company = await limited.newCompany();
      let sent = 0;
      // Sessions of one company, each up to its own bound, until the company's is spent.
      let token = company.token;
      while (sent < UPLOAD_LIMITS.perCompany) {
        const res = await one(token);
        if (res.status === 429) {
          // A session's own bound: the next session of the company goes on.
          expect(res.headers.get('ratelimit-policy')).toContain(
            `"uploads"; q=${UPLOAD_LIMITS.perSession}`,
          );
          ({ token } = await limited.newSessionOf(company.email));
          continue;
        }
        expect(res.status).toBe(201);
        sent += 1;
      }
      const fresh = await limited.newSessionOf(company.email);
      const blocked = await one(fresh.token);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('ratelimit-policy')).toContain(
        `"uploads-company"; q=${UPLOAD_LIMITS.perCompany}`,
      );
      const other = await limited.newCompany();
      expect((await one(other.token)).status).toBe(201);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
