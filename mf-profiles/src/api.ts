/** Typed calls of the profiles area: operator profiles, the bulk import and the account screens. */
import { api } from 'shared-ui/session';
import type { Company, Id, Profile, ProfileInput, Representative } from 'shared-ui/types';

/** One contact of the bulk import: the fields a CSV row carries. */
export type Contact = Pick<Profile, 'name' | 'lastName' | 'email' | 'phone'>;

export interface BulkResult {
  created: Profile[];
  count: number;
  role: string[];
}

export interface PasswordChange {
  current: string;
  password: string;
  confirm: string;
}

export interface ProfileAccess {
  access: boolean;
  pending: boolean;
}

export interface GrantedAccess extends ProfileAccess {
  username: string;
  password: string;
}

/** The profile list's endpoint (its windows and CSV export). */
export const PROFILES_PATH = '/profiles';

export const profilesApi = {
  get: (id: Id) => api.get<Profile>(`/profiles/${id}`),
  create: (input: ProfileInput) => api.post<Profile>('/profiles', input),
  update: (id: Id, input: ProfileInput) => api.put<Profile>(`/profiles/${id}`, input),
  remove: (id: Id) => api.delete<{ deleted: boolean }>(`/profiles/${id}`),
  /** Whether the profile's person signs in (`pending`: their temporary password is unchanged). */
  access: (id: Id) => api.get<ProfileAccess>(`/profiles/${id}/access`),
  /** 'Dar acceso': the answer holds the temporary password, this once only. */
  giveAccess: (id: Id) => api.post<GrantedAccess>(`/profiles/${id}/access`),
  /** 'Quitar acceso': every session of that person ends at once. */
  removeAccess: (id: Id) => api.delete<ProfileAccess>(`/profiles/${id}/access`),
  /** All or nothing; silent because a 400 names bad rows, which the import screen shows itself. */
  bulk: (profiles: Contact[], role: string[]) =>
    api.post<BulkResult>('/profiles/bulk', { profiles, role }, { silent: true }),
};

export const accountApi = {
  company: () => api.get<Company>('/account/company'),
  saveCompany: (company: Company) => api.put<Company>('/account/company', company),
  representative: () => api.get<Representative>('/account/representative'),
  saveRepresentative: (rep: Representative) =>
    api.put<Representative>('/account/representative', rep),
  /** Silent because a wrong current password is a field error the form shows itself. */
  changePassword: (change: PasswordChange) =>
    api.put<{ message: string }>('/account/password', change, { silent: true }),
};
