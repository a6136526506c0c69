// The other builds of products that global-setup serves (scripts/builds.ts: 'variant',
// 'incompatible', 'faulty', 'outside'), and a page's /remotes.json pointed at one of them, as a
// deployment would point it: its own remote.json under its name, with its entry made absolute.
import type { Page } from '@playwright/test';

export type ProductsBuild = 'variant' | 'incompatible' | 'faulty' | 'outside';

/** The base URL (ending in '/') where global-setup serves that build of products. */
export function productsBuild(build: ProductsBuild): string {
  const name = `E2E_PRODUCTS_${build.toUpperCase()}`;
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return url;
}

/**
 * From now on, `page`'s /remotes.json names that build as the products remote (the shell stays as
 * built). Returns the build's description, its release id included.
 */
export async function serveProductsFrom(
  page: Page,
  build: ProductsBuild,
): Promise<{ entry: string; release: string }> {
  const base = productsBuild(build);
  const description = (await (await page.request.get(`${base}remote.json`)).json()) as {
    entry: string;
    release: string;
  };
  const entry = new URL(description.entry, base).href;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as { remotes: Record<string, unknown> };
    registry.remotes.products = { ...description, entry };
    await route.fulfill({ response, json: registry });
  });
  return { ...description, entry };
}
