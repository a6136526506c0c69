// How the builds are served: precompressed files to browsers that ask, hashed chunks cached for
// good, and every entry point (html, registries, manifests, remoteEntry.js) revalidated.
import { expect, type APIRequestContext, test } from '@playwright/test';
import { remoteManifests, shellUrl } from './support/env';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell's entry script, as index.html names it (a hashed file under /static/). */
async function shellScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${shellUrl()}/`)).text();
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no script');
  return new URL(src, shellUrl()).href;
}

/** Headers only: Playwright would otherwise decode the body, which these tests do not need. */
const head = (request: APIRequestContext, url: string, acceptEncoding?: string) =>
  request.head(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

test.describe('static serving', () => {
  test('a hashed script is sent precompressed to whoever accepts it, and cached for good', async ({
    request,
  }) => {
    const script = await shellScript(request);
    expect(new URL(script).pathname).toMatch(/^\/static\/js\//);

    const brotli = await head(request, script, 'gzip, deflate, br');
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    expect(brotli.headers()['cache-control']).toBe(IMMUTABLE);

    const gzip = await head(request, script, 'gzip');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers()['content-length'])).toBeGreaterThan(
      Number(brotli.headers()['content-length']),
    );

    const plain = await head(request, script, 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
      Number(gzip.headers()['content-length']),
    );
  });

  test('the browser receives the page’s scripts compressed', async ({ page }) => {
    const scripts: { url: string; encoding?: string; length: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = await response.allHeaders();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        length: Number(headers['content-length']),
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // Files under 1 KB are not worth compressing (scripts/compress.ts): they come as they are.
    const sentRaw = scripts.filter((script) => !script.encoding && script.length >= 1024);
    expect(sentRaw.map((script) => script.url)).toEqual([]);
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
  });

  test('entry points are revalidated every time, never cached as immutable', async ({
    request,
  }) => {
    const [remote, manifest] = Object.entries(remoteManifests())[0] ?? [];
    if (!manifest) throw new Error('no remote in /remotes.json');
    const entryPoints = [
      `${shellUrl()}/`,
      `${shellUrl()}/dashboard`,
      `${shellUrl()}/remotes.json`,
      `${shellUrl()}/mf-manifest.json`,
      manifest,
      new URL('remoteEntry.js', manifest).href,
    ];
    for (const url of entryPoints) {
      const response = await head(request, url, 'gzip, deflate, br');
      expect(response.status(), `${remote}: ${url}`).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    // The remote's entry is compressed too: it is the largest file an area's first visit loads.
    const entry = await head(request, new URL('remoteEntry.js', manifest).href, 'br');
    expect(entry.headers()['content-encoding']).toBe('br');
  });

  test('/remotes.json, made per request, is compressed too', async ({ request }) => {
    const url = `${shellUrl()}/remotes.json`;
    const brotli = await head(request, url, 'gzip, deflate, br');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    const gzip = await head(request, url, 'gzip, br;q=0');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await head(request, url, 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
      Number(brotli.headers()['content-length']),
    );
    // Decoded, it is the registry.
    const body = await (await request.get(url, { headers: { 'Accept-Encoding': 'br' } })).json();
    expect(Object.keys(body.remotes).length).toBeGreaterThan(0);
  });

  test('a missing chunk is a 404 that no cache keeps', async ({ request }) => {
    const response = await head(request, `${shellUrl()}/static/js/async/missing.0000000000.js`);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});
