// Types for apps.mjs, so the TypeScript build config can import the same table.
export interface AppInfo {
  readonly id: string;
  readonly dir: string;
  readonly port: number;
  readonly portEnv: string;
}
export declare const APPS: readonly AppInfo[];
export declare const API: { readonly port: number; readonly portEnv: string };
export declare const REMOTES: readonly AppInfo[];
export declare function portOf(
  app: { readonly port: number; readonly portEnv: string },
  env?: NodeJS.ProcessEnv,
): number;
export declare function findApp(name: string): AppInfo | undefined;
export declare function appOrigins(env?: NodeJS.ProcessEnv): string;
export declare const PER_APP_SHARED_UI: ReadonlySet<string>;
