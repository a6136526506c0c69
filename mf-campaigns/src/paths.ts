/** The campaigns area's URLs and breadcrumb roots, kept together so links cannot drift. */
import type { Id } from 'shared-ui/types';
import { campaignTexts } from './texts';

export const AREA_PATH = '/campaigns';
export const LIST_PATH = '/campaigns/gestionar';
export const CREATE_PATH = '/campaigns/crear';
export const PROFILES_PATH = '/campaigns/gestionar/editar/perfiles';
export const RESULTS_PATH = '/campaigns/resultados';
export const HISTORY_PATH = '/campaigns/historico';
export const ACCOUNTING_PATH = '/campaigns/datos';
/** A campaign's edit page; `editPath('{id}')` is the template the header search fills in. */
export const editPath = (id: Id | '{id}') => `/campaigns/gestionar/editar/${id}`;

export const CAMPAIGNS_CRUMB = { title: campaignTexts.crumbs.area };
export const LIST_CRUMB = { title: campaignTexts.crumbs.list, to: LIST_PATH };
