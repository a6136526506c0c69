// Build config of the shell (host): everything federation-related lives in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({ dir: import.meta.dirname, title: 'Backoffice de campañas' });
