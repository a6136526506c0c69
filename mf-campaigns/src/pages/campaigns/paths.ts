/** The campaigns area's URLs and breadcrumb roots, kept together so links cannot drift. */
import type { Id } from 'shared-ui/types';

export const LIST_PATH = '/campaigns/gestionar';
export const CREATE_PATH = '/campaigns/crear';
export const PROFILES_PATH = '/campaigns/gestionar/editar/perfiles';
export const editPath = (id: Id) => `/campaigns/gestionar/editar/${id}`;

export const CAMPAIGNS_CRUMB = { title: 'Campañas' };
export const LIST_CRUMB = { title: 'Gestionar campañas', to: LIST_PATH };
