/** The profiles area's URLs (account information and operator profiles), kept together. */
import type { Id } from 'shared-ui/types';

export const AREA_PATH = '/perfiles-roles';
export const ACCOUNT_PATH = '/perfiles-roles/informacion-de-cuenta';
export const PROFILE_LIST_PATH = '/perfiles-roles/gestionar';
export const PROFILE_CREATE_PATH = '/perfiles-roles/crear';
export const PROFILE_EDIT_PREFIX = '/perfiles-roles/editar';
/** A profile's edit page; `profileEditPath('{id}')` is the header search's template. */
export const profileEditPath = (id: Id | '{id}') => `${PROFILE_EDIT_PREFIX}/${id}`;
