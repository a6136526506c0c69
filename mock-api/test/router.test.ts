/**
 * The mounted router and the OpenAPI document, walked side by side: the same operations both
 * ways, and each route's steps agree with what the document says of it (token, body, query,
 * path parameter, attempt limits). Nothing is mounted outside the declarations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi/document';
import { DOCUMENT } from './conformance';
import { type Loose, startApi, type TestApi } from './helpers';

interface Layer {
  name: string;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle?: { stack?: unknown };
}

let t: TestApi;
beforeAll(async () => {
  // With the attempt limits on, as in production, so their steps are mounted too.
  t = await startApi({ login: false, rateLimit: true });
});
afterAll(() => t.close());

const layers = () => (t.server.app as unknown as { router: { stack: Layer[] } }).router.stack;

const mounted = () =>
  new Map<string, string[]>(
    layers().flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map(
            (method) =>
              [
                `${method} ${openApiPath(layer.route?.path ?? '')}`,
                layer.route?.stack.map((s) => s.name) ?? [],
              ] as const,
          )
        : [],
    ),
  );

const documented = () =>
  new Map<string, Loose>(
    Object.entries(DOCUMENT.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Loose>).map(([method, op]) => [
        `${method} ${path}`,
        op,
      ]),
    ),
  );

describe('the mounted router and the document', () => {
  it('have the same operations both ways', () => {
    const routes = mounted();
    const operations = documented();
    const onlyMounted = [...routes.keys()].filter((key) => !operations.has(key));
    const onlyDocumented = [...operations.keys()].filter((key) => !routes.has(key));
    console.log(
      `router: ${routes.size} mounted operations, ${operations.size} documented; ` +
        `${onlyMounted.length} only mounted, ${onlyDocumented.length} only documented`,
    );
    expect(onlyMounted).toEqual([]);
    expect(onlyDocumented).toEqual([]);
    for (const key of ['get /docs/init.js', 'get /docs/{asset}', 'get /uploads/{file}']) {
      expect(routes.has(key), key).toBe(true);
    }
  });

  it('agree on what each operation takes: token, scope, body, query, path parameter, limits', () => {
    const routes = mounted();
    for (const [key, op] of documented()) {
      const names = routes.get(key) ?? [];
      const content = op.requestBody?.content ?? {};
      const parameters: { in: string }[] = op.parameters ?? [];
      expect(names.includes('auth'), `${key}: token`).toBe(op.security === undefined);
      // A company's data only through its view: every company-scoped operation gets one.
      expect(names.includes('company'), `${key}: company`).toBe(op['x-scope'] === 'company');
      expect(op.security === undefined, `${key}: scope`).toBe(op['x-scope'] !== 'public');
      // No success documented: the act is refused right after the token.
      const succeeds = Object.keys(op.responses).some((status) => status.startsWith('2'));
      expect(names.includes('forbidden'), `${key}: forbidden`).toBe(!succeeds);
      if (!succeeds) expect(names.slice(0, 2), key).toEqual(['auth', 'forbidden']);
      expect(names.includes('json'), `${key}: JSON body`).toBe('application/json' in content);
      expect(names.includes('multipart'), `${key}: multipart`).toBe(
        'multipart/form-data' in content,
      );
      expect(names.includes('query'), `${key}: query`).toBe(
        parameters.some((p) => p.in === 'query'),
      );
      expect(names.includes('record'), `${key}: id`).toBe(key.includes('{id}'));
      expect(
        names.some((name) => name.startsWith('limit ')),
        `${key}: limits`,
      ).toBe('429' in op.responses);
      expect(names.at(-1), key).toBe('handler');
    }
  });

  it('mounts nothing outside the declarations but the cross-cutting middleware', () => {
    const others = layers().filter((layer) => !layer.route);
    expect(others.map((layer) => layer.name)).toEqual([
      'helmetMiddleware',
      'noStore',
      'corsMiddleware',
      // On PostgreSQL: what other processes committed, applied before each request.
      ...(t.server.store.shared ? ['syncStore'] : []),
      'notFoundHandler',
      'errorHandler',
    ]);
    expect(others.every((layer) => !layer.handle?.stack)).toBe(true);
  });
});
