// Test fixtures of 'Estado de las áreas': a registry with releases and error reports around a fixed "now".
import type { ClientErrorRecord } from 'shared-ui/schemas';
import type { RemoteRegistry } from 'shared-ui/types';
import { SAMPLE_REGISTRY } from '../../../test/sampleRegistry';

/** The tests' "now": the window starts 24 hours earlier, at 2026-06-14T12:00:00.000Z. */
export const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
export const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

/** The sample registry with the releases it publishes (the wallet's entry names none). */
export const REGISTRY: RemoteRegistry = {
  ...SAMPLE_REGISTRY,
  remotes: Object.fromEntries(
    Object.entries(SAMPLE_REGISTRY.remotes).map(([name, remote]) => [
      name,
      name === 'wallet' ? remote : { ...remote, release: `${name.slice(0, 4)}-0002` },
    ]),
  ),
};

export const report = (
  id: number,
  over: Partial<ClientErrorRecord> & Pick<ClientErrorRecord, 'area' | 'code' | 'createdAt'>,
): ClientErrorRecord => ({
  release: null,
  route: '/dashboard',
  phase: 'runtime',
  message: 'Error de prueba',
  stack: '',
  count: 1,
  id,
  ...over,
});

/** Four reports in the window (products twice) and one from before it. */
export const REPORTS: ClientErrorRecord[] = [
  report(1, {
    area: 'products',
    code: 'K7QM-2XHD',
    createdAt: hoursAgo(1),
    release: 'prod-0001',
    route: '/productos/gestionar',
    phase: 'data',
    message: 'Request failed with status code 500',
    stack: 'AxiosError: Request failed with status code 500\n    at settle (products.js:12:7)',
    count: 3,
  }),
  report(2, {
    area: 'products',
    code: 'A1B2-C3D4',
    createdAt: hoursAgo(5),
    release: 'prod-0001',
    route: '/productos/editar/7',
    phase: 'render',
    message: "Cannot read properties of undefined (reading 'name')",
  }),
  report(3, {
    area: 'shell',
    code: 'Z9Y8-X7W6',
    createdAt: hoursAgo(0.5),
    release: 'shell-0001',
    route: '/dashboard',
    message: 'ResizeObserver loop limit exceeded',
    count: 2,
  }),
  report(4, {
    area: 'campaigns',
    code: 'M4N5-P6Q7',
    createdAt: hoursAgo(23),
    route: '/campaigns/gestionar',
    phase: 'load',
    message: 'Loading chunk 42 failed',
  }),
  // Older than 24 hours: neither counted nor listed, even when the API sends it.
  report(5, {
    area: 'products',
    code: 'R8S9-T0V1',
    createdAt: hoursAgo(25),
    route: '/productos/gestionar',
    message: 'Network Error',
    count: 5,
  }),
];
