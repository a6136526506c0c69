// The shell takes from /remotes.json only the URLs its server allows: the remotes' entries and
// the API named by the CSP the server sends with the registry (RELEASE_ALLOWED_URLS, API_BASE_URL).
import { allowedByPolicy, isAllowed, parseRegistry } from 'federation-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { moduleFederation } from './federation';
import { RemoteHost } from './host';

/** A policy as scripts/serve.ts writes it. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' http://campaigns.test/ http://products.test/releases/ 'sha256-abc='",
  "style-src 'self' http://campaigns.test/ 'unsafe-inline'",
  "connect-src 'self' http://campaigns.test/ http://products.test/releases/ http://api.test/",
  "frame-ancestors 'none'",
].join('; ');

describe('the allowed URLs of a policy', () => {
  it('are its script sources for entries and its connect sources for the API', () => {
    expect(allowedByPolicy(POLICY, 'http://shell.test')).toEqual({
      remotes: ['http://shell.test/', 'http://campaigns.test/', 'http://products.test/releases/'],
      api: [
        'http://shell.test/',
        'http://campaigns.test/',
        'http://products.test/releases/',
        'http://api.test/',
      ],
    });
    // A development server sends none: nothing to check against.
    expect(allowedByPolicy(null, 'http://shell.test')).toBeNull();
  });

  it('match by origin and path prefix, never by a look-alike', () => {
    const prefixes = ['http://products.test/releases/', 'http://api.test'];
    expect(isAllowed('http://products.test/releases/abc/mf-manifest.json', prefixes)).toBe(true);
    expect(isAllowed('http://api.test', prefixes)).toBe(true);
    expect(isAllowed('http://api.test/v1', prefixes)).toBe(true);
    for (const url of [
      'http://products.test/other/mf-manifest.json',
      'http://products.test.evil.example/releases/x.json',
      'http://api.test.evil.example/',
      'https://products.test/releases/x.json',
      'http://evil.example/?http://products.test/releases/',
      'no es una URL',
    ]) {
      expect(isAllowed(url, prefixes), url).toBe(false);
    }
  });
});

describe('a registry read with a policy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('leaves out, loudly, each remote whose entry is on another origin', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const allowed = allowedByPolicy(POLICY, 'http://shell.test');
    const parsed = parseRegistry(
      {
        ...SAMPLE_REGISTRY,
        remotes: {
          campaigns: SAMPLE_REGISTRY.remotes.campaigns,
          products: {
            ...SAMPLE_REGISTRY.remotes.products,
            entry: 'http://products.test/releases/abc/mf-manifest.json',
          },
          wallet: { ...SAMPLE_REGISTRY.remotes.wallet, entry: 'https://evil.example/mf.json' },
        },
      },
      allowed,
    );
    expect(Object.keys(parsed.remotes)).toEqual(['campaigns', 'products']);
    expect(error).toHaveBeenCalledWith(
      'remotes.json: "wallet" queda fuera: https://evil.example/mf.json no está en la lista de URLs permitidas',
    );
  });

  it('is refused whole when it names an API the server does not allow', () => {
    const allowed = allowedByPolicy(POLICY, 'http://shell.test');
    expect(() =>
      parseRegistry({ ...SAMPLE_REGISTRY, apiBaseUrl: 'https://evil.example' }, allowed),
    ).toThrow('apiBaseUrl https://evil.example no está en la lista permitida');
  });

  it("is what the shell's host takes: the policy comes with /remotes.json's answer", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = {
      ...SAMPLE_REGISTRY,
      remotes: {
        ...SAMPLE_REGISTRY.remotes,
        products: { ...SAMPLE_REGISTRY.remotes.products, entry: 'http://evil.example/mf.json' },
      },
    };
    const answer = Response.json(registry, { headers: { 'Content-Security-Policy': POLICY } });
    const host = new RemoteHost({ runtime: moduleFederation, response: Promise.resolve(answer) });
    const remotes = Object.keys((await host.load()).remotes);
    expect(remotes).toContain('campaigns');
    expect(remotes).not.toContain('products');
    expect(remotes).not.toContain('wallet');
  });
});
