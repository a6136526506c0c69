// Build config of mf-settings: exposes its route list; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Configuración',
  exposes: { './routes': './src/routes.tsx' },
});
