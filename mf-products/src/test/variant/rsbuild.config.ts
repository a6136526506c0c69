// Test-only, top of src: part of the variant build that the e2e independence test serves, no page.
// Build config of the products remote's variant for the e2e independence test: the same remote
// (same name, same shared libraries) with one more page, menu entry and search provider, built
// into mf-products/dist-variant. `rsbuild build -c src/test/variant/rsbuild.config.ts`.
import { join } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineAppConfig } from '../../../../scripts/federation';
import { area } from './area';

const products = join(import.meta.dirname, '../../..');

export default mergeRsbuildConfig(
  defineAppConfig({
    dir: products,
    title: 'Productos (variante)',
    area,
    areaModule: './src/test/variant/routes.tsx',
  }),
  { output: { distPath: { root: join(products, 'dist-variant') } } },
);
