/** Test-only: sample profiles for this folder's page tests, newest first as the API returns them. */
import type { Profile } from 'shared-ui/types';

export const makeProfiles = (count: number): Profile[] =>
  Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return {
      id: n,
      name: `Nombre${n}`,
      lastName: `Apellido${n}`,
      email: `perfil${n}@ejemplo.com`,
      phone: `41412${String(n).padStart(5, '0')}`,
      role: n % 2 ? ['Agente'] : ['Administrativo', 'Funcional'],
      campain: n % 3 ? 'Campaña 01' : '',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    };
  });
