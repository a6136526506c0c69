/**
 * Who may do what: the role table, written once. The API reads it for the permission each
 * operation declares, the screens for what they show (a session's permissions come from the API,
 * which derives them here). Free of React and yup.
 */
import { ROLES } from './constants';

export type Role = (typeof ROLES)[number];

/** Each resource and what can be done with it. */
export const RESOURCES = {
  campaigns: ['read', 'create', 'edit', 'delete'],
  products: ['read', 'create', 'edit', 'delete'],
  categories: ['read', 'create', 'edit', 'delete'],
  /** Knowledge bases and their questions and answers. */
  knowledge: ['read', 'create', 'edit', 'delete'],
  /** Profiles, their roles, and their access ('Dar acceso', 'Quitar acceso'). */
  profiles: ['read', 'create', 'edit', 'delete', 'access'],
  wallet: ['read', 'topUp'],
  /** The voice and SMS gateway settings. */
  settings: ['read', 'edit'],
  /** The company's data and its representative. */
  account: ['read', 'edit'],
  /** One's own password. */
  password: ['change'],
  /** 'Estado de las áreas' and the error reports. */
  status: ['read'],
} as const;

export type Resource = keyof typeof RESOURCES;
type ActionOf<R extends Resource> = (typeof RESOURCES)[R][number];

/** 'campaigns.delete', 'wallet.topUp', …: one action on one resource. */
export type Permission = { [R in Resource]: `${R}.${ActionOf<R>}` }[Resource];

/** Every permission, resource by resource in the order of RESOURCES. */
export const PERMISSIONS: readonly Permission[] = Object.entries(RESOURCES).flatMap(
  ([resource, actions]) => actions.map((action) => `${resource}.${action}` as Permission),
);

const EVERYTHING = ['read', 'create', 'edit', 'delete'] as const;
const READ = ['read'] as const;
const NONE = [] as const;

/** The table, row by row: what each role may do with each resource. */
const TABLE: { [R in Resource]: Record<Role, readonly ActionOf<R>[]> } = {
  campaigns: { Administrativo: EVERYTHING, Funcional: EVERYTHING, Agente: READ },
  products: { Administrativo: EVERYTHING, Funcional: EVERYTHING, Agente: READ },
  categories: { Administrativo: EVERYTHING, Funcional: EVERYTHING, Agente: READ },
  knowledge: { Administrativo: EVERYTHING, Funcional: EVERYTHING, Agente: READ },
  profiles: {
    Administrativo: [...EVERYTHING, 'access'],
    Funcional: READ,
    Agente: NONE,
  },
  wallet: { Administrativo: ['read', 'topUp'], Funcional: READ, Agente: NONE },
  settings: { Administrativo: ['read', 'edit'], Funcional: NONE, Agente: NONE },
  account: { Administrativo: ['read', 'edit'], Funcional: READ, Agente: READ },
  password: { Administrativo: ['change'], Funcional: ['change'], Agente: ['change'] },
  status: { Administrativo: READ, Funcional: NONE, Agente: NONE },
};

/** What one role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = Object.fromEntries(
  ROLES.map((role) => [
    role,
    PERMISSIONS.filter((permission) => {
      const [resource, action] = permission.split('.') as [Resource, string];
      return (TABLE[resource][role] as readonly string[]).includes(action);
    }),
  ]),
) as unknown as Record<Role, readonly Permission[]>;

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** What a person with these roles may do: the union of their roles' permissions, in table order. */
export const permissionsOf = (roles: readonly string[]): Permission[] => {
  const held = new Set(roles.filter(isRole).flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => held.has(permission));
};

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);

/**
 * What an operation of the API needs besides a permission of the table: any role, once its
 * password is set (the header search, an error report); or only the session itself, even while
 * its temporary password is still to be changed (who am I, sign out).
 */
export const SIGNED_IN = 'signed-in';
export const OWN_SESSION = 'own-session';

/** What an operation needs: a permission of the table, or one of the two named above. */
export type Requirement = Permission | typeof SIGNED_IN | typeof OWN_SESSION;

/**
 * What a session that must change its temporary password may do, whatever its roles: that alone
 * (and the OWN_SESSION operations).
 */
export const MUST_CHANGE_PERMISSIONS: readonly Permission[] = ['password.change'];

/** Whether a session (its permissions, and whether its password is temporary) meets `need`. */
export const meets = (
  session: { permissions: readonly string[]; mustChangePassword: boolean },
  need: Requirement,
): boolean =>
  need === OWN_SESSION ||
  (need === SIGNED_IN ? !session.mustChangePassword : session.permissions.includes(need));

/** Whether `held` (a session's permissions) grants every permission of `needed`. */
export const grants = (
  held: readonly string[],
  needed: Permission | readonly Permission[] | undefined,
): boolean => {
  if (needed === undefined) return true;
  const list: readonly Permission[] = typeof needed === 'string' ? [needed] : needed;
  return list.every((permission) => held.includes(permission));
};
