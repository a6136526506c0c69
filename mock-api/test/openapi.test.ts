/** The OpenAPI document: valid 3.1, served and browsable offline, in step with the README, and the checker that keeps the suite honest. */
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { PASSWORD_PATTERN } from 'shared-ui/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { README, tableCells, tablesOf, withTables } from '../src/openapi/readme';
import { OPERATIONS } from '../src/operations';
import { check, DOCUMENT } from './conformance';
import { type Loose, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, without a token', async () => {
    const res = await t.get('/openapi.json', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(DOCUMENT)));
  });

  it('takes request bodies from the yup schemas, Spanish limits included', () => {
    const schemas = DOCUMENT.components.schemas as Record<string, Loose>;
    expect(schemas.CampaignBody.properties.products.maxItems).toBe(1000);
    expect(schemas.CampaignBody.properties.name.maxLength).toBe(70);
    expect(schemas.CampaignBody.required).toContain('typecampaing');
    expect(schemas.TopUp.properties.mont.minimum).toBe(0.01);
    expect(schemas.Settings.properties).not.toHaveProperty('password');
    expect(schemas.Settings.properties.passwordSet).toEqual({ type: 'boolean' });
  });

  it('says what the conversion from yup loses: patterns, rules between fields, stored data', () => {
    const schemas = DOCUMENT.components.schemas as Record<string, Loose>;
    expect(schemas.Register.properties.password.pattern).toBe(PASSWORD_PATTERN.source);
    expect(schemas.Register.properties.confirm['x-same-as']).toBe('password');
    expect(schemas.PasswordChange.properties.current.pattern).toBe('\\S');
    expect(schemas.CampaignBody['x-end-after-start'].end).toEqual([
      'finalitationDate',
      'finalitationHour',
    ]);
    expect(schemas.CampaignBody.then.required).toEqual(['nivel']);
    expect(schemas.CampaignBody.properties.initDate.format).toBe('date');
    expect(schemas.CampaignBody.properties.name).toMatchObject({ minLength: 1, pattern: '\\S' });
    expect(schemas.ProductBody.properties.sub_category['x-references']).toEqual({
      list: '/categories',
      field: 'name',
      within: 'category',
    });
    expect(schemas.ProfileBody.required).toContain('phone');
    expect(schemas.SettingsPatch.dependentRequired.host).toEqual([
      'port',
      'user',
      'operator',
      'phone',
    ]);
    expect(schemas.QuestionPatch.anyOf).toHaveLength(3);
  });
});

describe('GET /docs', () => {
  it('serves Swagger UI from the package, every asset from this origin', async () => {
    const res = await t.get('/docs', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="(\/docs\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/docs/swagger-ui.css',
        '/docs/swagger-ui-bundle.js',
        '/docs/init.js',
      ]),
    );
    for (const asset of assets) {
      const file = await fetch(`${t.url}${asset}`);
      expect(file.status, asset).toBe(200);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(10);
    }
    const init = await (await fetch(`${t.url}/docs/init.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect((await fetch(`${t.url}/docs/index.html`)).status).toBe(404);
  });
});

describe('mock-api/README.md', () => {
  it('holds the operation tables generated from the declarations, every tag once', async () => {
    const readme = await readFile(README, 'utf8');
    // `pnpm --filter mock-api docs` writes them.
    expect(tableCells(readme)).toEqual(tableCells(withTables(readme, OPERATIONS)));
    const tags = tablesOf(readme).flat().sort();
    expect(tags).toEqual([...new Set(OPERATIONS.map((op) => op.tag))].sort());
  });
});

describe('the conformance check', () => {
  const seen = (method: string, route: string, status: number, body: unknown) => () =>
    check({ method, route, status, body, contentType: 'application/json' });

  it('refuses a status the document does not list', () => {
    expect(seen('GET', '/campaings', 418, { message: 'x' })).toThrow(/status not documented/);
  });

  it('refuses a body of the wrong shape', () => {
    expect(seen('GET', '/health', 200, { status: 'ok', extra: 1 })).not.toThrow();
    expect(seen('GET', '/health', 200, { status: 'mal' })).toThrow(/does not match/);
    expect(seen('GET', '/campaings/1', 404, { error: 'x' })).toThrow(/does not match/);
    expect(seen('GET', '/settings/1', 200, { id: 1, password: 'x' })).toThrow(/does not match/);
  });

  it('refuses a success on a route the document does not have', () => {
    expect(seen('GET', '/secreto', 200, {})).toThrow(/not in the OpenAPI document/);
    expect(seen('GET', '/secreto', 404, { message: 'x' })).not.toThrow();
  });
});

describe('secrets', () => {
  it('appear in no GET answer', async () => {
    const disk = await t.disk();
    const secrets = [
      disk.companies['1'].settings[0].password as string,
      ...disk.users.map((u: { passwordHash: string }) => u.passwordHash),
      ...Object.keys(disk.sessions),
      t.token,
    ];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    const reads = OPERATIONS.filter((op) => op.method === 'get' && op.path !== '/uploads/:file');
    for (const op of reads) {
      const route = op.path.replace(':id', '1').replace(':asset', 'swagger-ui.css');
      const res = await t.get(route);
      expect(res.status, route).toBe(200);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const secret of secrets) expect(text, route).not.toContain(secret);
      // The document and its viewer name the fields; the data routes never carry them.
      if (op.tag !== 'Sistema') expect(text, route).not.toMatch(/passwordHash|"password"/);
    }
  });
});
