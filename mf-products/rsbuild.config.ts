// Build config of mf-products: exposes its route list; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Productos',
  exposes: { './routes': './src/routes.tsx' },
});
