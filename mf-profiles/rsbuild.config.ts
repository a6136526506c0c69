// Build config of mf-profiles: exposes its route list; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Perfiles y Roles',
  exposes: { './routes': './src/routes.tsx' },
});
