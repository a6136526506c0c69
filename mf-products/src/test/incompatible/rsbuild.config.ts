// Test-only, top of src: part of the e2e run's builds, no page.
// The products remote built against antd 7, a major the shell does not have: the e2e run checks
// that only its own area fails, with its message, and that the release command refuses it.
// `rsbuild build -c src/test/incompatible/rsbuild.config.ts`, into mf-products/dist-incompatible.
import { join } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineAppConfig } from '../../../../scripts/federation';
import { area } from '../../area';

const products = join(import.meta.dirname, '../../..');

export default mergeRsbuildConfig(
  defineAppConfig({
    dir: products,
    title: 'Productos (antd 7)',
    area,
    sharedRanges: { antd: '^7.0.0' },
  }),
  { output: { distPath: { root: join(products, 'dist-incompatible') } } },
);
