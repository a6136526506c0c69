// Test-only, top of src: part of the e2e run's builds, no page.
// The products remote with a route outside its prefix (routes.tsx): the shell refuses its area.
// `rsbuild build -c src/test/outside/rsbuild.config.ts`, into mf-products/dist-outside.
import { join } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineAppConfig } from '../../../../scripts/federation';
import { area } from '../../area';

const products = join(import.meta.dirname, '../../..');

export default mergeRsbuildConfig(
  defineAppConfig({
    dir: products,
    title: 'Productos (rutas ajenas)',
    area,
    areaModule: './src/test/outside/routes.tsx',
  }),
  { output: { distPath: { root: join(products, 'dist-outside') } } },
);
