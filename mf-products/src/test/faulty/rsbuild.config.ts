// Test-only, top of src: part of the e2e run's builds, no page.
// The products remote with two pages that fail (routes.tsx): the e2e failure tests check that only
// its area fails, and that each failure is reported once with its area, release, phase and code.
// `rsbuild build -c src/test/faulty/rsbuild.config.ts`, into mf-products/dist-faulty.
import { join } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineAppConfig } from '../../../../scripts/federation';
import { area } from '../../area';

const products = join(import.meta.dirname, '../../..');

export default mergeRsbuildConfig(
  defineAppConfig({
    dir: products,
    title: 'Productos (con fallos)',
    area,
    areaModule: './src/test/faulty/routes.tsx',
  }),
  { output: { distPath: { root: join(products, 'dist-faulty') } } },
);
