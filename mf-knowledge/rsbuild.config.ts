// Build config of mf-knowledge: exposes its route list; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Base de conocimiento',
  exposes: { './routes': './src/routes.tsx' },
});
