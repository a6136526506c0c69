// Which remote owns which first URL segment: the shell loads a remote only when one of its areas is visited.

export interface RemoteMount {
  /** First path segment, e.g. 'productos' for /productos/*. */
  area: string;
  /** Remote name in remotes.json and in its federation config. */
  remote: string;
}

export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  { area: 'campaigns', remote: 'campaigns' },
  { area: 'productos', remote: 'products' },
  { area: 'perfiles-roles', remote: 'profiles' },
  { area: 'wallet', remote: 'wallet' },
  { area: 'base-de-conocimiento', remote: 'knowledge' },
  { area: 'preguntas-y-respuestas', remote: 'knowledge' },
  { area: 'configuracion', remote: 'settings' },
];
