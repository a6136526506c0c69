// Types for serve.mjs, for the TypeScript users (e2e global setup).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteRegistry } from '../shared-ui/src/area';
import type { AppInfo } from './apps.mjs';

export declare function appHandler(
  app: AppInfo,
  options?: {
    env?: NodeJS.ProcessEnv;
    dist?: string;
    registry?: () => RemoteRegistry;
    releases?: boolean;
  },
): (req: IncomingMessage, res: ServerResponse) => void;

export declare function originRegistry(origin: string, env?: NodeJS.ProcessEnv): RemoteRegistry;

export declare function serveApps(options?: {
  env?: NodeJS.ProcessEnv;
  host?: string;
  apps?: readonly AppInfo[];
  snapshot?: boolean;
  origin?: string;
}): Promise<{ close: () => Promise<unknown>; env: NodeJS.ProcessEnv }>;
