// The header search: what GET /search returns and which edit page each hit opens.
import { api } from 'shared-ui/session';

export type SearchHitType = 'campaign' | 'product' | 'profile' | 'knowledgebase';

export interface SearchHit {
  type: SearchHitType;
  id: number;
  name: string;
}

export const SEARCH_TARGETS: Record<
  SearchHitType,
  { label: string; path: (id: number) => string }
> = {
  campaign: { label: 'Campaña', path: (id) => `/campaigns/gestionar/editar/${id}` },
  product: { label: 'Producto', path: (id) => `/productos/editar/${id}` },
  profile: { label: 'Perfil', path: (id) => `/perfiles-roles/editar/${id}` },
  knowledgebase: {
    label: 'Base de conocimiento',
    path: (id) => `/base-de-conocimiento/gestion/${id}`,
  },
};

/** Shortest query sent to the API. */
export const MIN_QUERY = 2;

export const searchApi = (q: string, signal: AbortSignal) =>
  api.get<SearchHit[]>('/search', { params: { q }, signal });
