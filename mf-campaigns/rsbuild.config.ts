// Build config of mf-campaigns: exposes its route list; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Campañas',
  exposes: { './routes': './src/routes.tsx' },
});
