// The role table as the issue writes it, row by row, and what a session with several roles holds.
import { describe, expect, it } from 'vitest';
import {
  grants,
  meets,
  OWN_SESSION,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  SIGNED_IN,
} from './permissions';

const crud = (resource: string) =>
  ['read', 'create', 'edit', 'delete'].map((a) => `${resource}.${a}`);
const CONTENT = ['campaigns', 'products', 'categories', 'knowledge'];

describe('the role table', () => {
  it('gives Administrativo everything', () => {
    expect(ROLE_PERMISSIONS.Administrativo).toEqual(PERMISSIONS);
    expect(PERMISSIONS).toEqual([
      ...CONTENT.flatMap(crud),
      ...crud('profiles'),
      'profiles.access',
      'wallet.read',
      'wallet.topUp',
      'settings.read',
      'settings.edit',
      'account.read',
      'account.edit',
      'password.change',
      'status.read',
    ]);
  });

  it('gives Funcional the content, and reading of profiles, wallet and company data', () => {
    expect(ROLE_PERMISSIONS.Funcional).toEqual([
      ...CONTENT.flatMap(crud),
      'profiles.read',
      'wallet.read',
      'account.read',
      'password.change',
    ]);
  });

  it('gives Agente reading of the content and company data, and its own password', () => {
    expect(ROLE_PERMISSIONS.Agente).toEqual([
      ...CONTENT.map((resource) => `${resource}.read`),
      'account.read',
      'password.change',
    ]);
  });

  it('gives a person with several roles the union, in table order; unknown roles give nothing', () => {
    expect(permissionsOf(['Agente', 'Funcional'])).toEqual(ROLE_PERMISSIONS.Funcional);
    expect(permissionsOf(['Funcional', 'Administrativo'])).toEqual(PERMISSIONS);
    expect(permissionsOf(['Jefe'])).toEqual([]);
    expect(permissionsOf([])).toEqual([]);
  });
});

describe('meets and grants', () => {
  const agent = { permissions: ROLE_PERMISSIONS.Agente, mustChangePassword: false };
  const newcomer = { permissions: ['password.change'], mustChangePassword: true };

  it('checks a permission of the table against the session', () => {
    expect(meets(agent, 'campaigns.read')).toBe(true);
    expect(meets(agent, 'campaigns.create')).toBe(false);
  });

  it('lets a session with a temporary password do only its own session and the change', () => {
    expect(meets(newcomer, OWN_SESSION)).toBe(true);
    expect(meets(newcomer, 'password.change')).toBe(true);
    expect(meets(newcomer, SIGNED_IN)).toBe(false);
    expect(meets(agent, SIGNED_IN)).toBe(true);
  });

  it('grants a list only when every permission of it is held', () => {
    expect(grants(agent.permissions, ['campaigns.read', 'account.read'])).toBe(true);
    expect(grants(agent.permissions, ['campaigns.read', 'campaigns.edit'])).toBe(false);
    expect(grants(agent.permissions, undefined)).toBe(true);
  });
});
