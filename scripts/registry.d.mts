// Types for registry.mjs, for the TypeScript users (build config, e2e).
import type { AreaDescription, RemoteRegistry } from '../shared-ui/src/area';
import type { AppInfo } from './apps.mjs';

/** A remote's remote.json: its area description and its entry, relative to remote.json. */
export interface RemoteDescription extends AreaDescription {
  entry: string;
}
export declare const DESCRIPTION_FILE: string;
export declare function remoteBase(app: AppInfo, env?: NodeJS.ProcessEnv, host?: string): string;
export declare function readDescription(dist: string): RemoteDescription | null;
export declare function fetchDescription(
  base: string,
  timeoutMs?: number,
): Promise<RemoteDescription | null>;
export declare function registryDocument(
  sources: { id: string; base: string; description: RemoteDescription | null }[],
  env?: NodeJS.ProcessEnv,
  host?: string,
): RemoteRegistry;
export declare function builtRegistry(
  env?: NodeJS.ProcessEnv,
  distOf?: (app: AppInfo) => string,
): RemoteRegistry;
export declare function liveRegistry(env?: NodeJS.ProcessEnv): Promise<RemoteRegistry>;
