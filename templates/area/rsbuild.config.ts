// Build config of mf-marketing: exposes its area (src/routes.tsx) and writes its description
// (src/area.ts) into remote.json; the federation settings live in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';
import { area } from './src/area';

export default defineAppConfig({ dir: import.meta.dirname, title: 'Marketing', area });
