// Types for pnpm.mjs.
export declare const PNPM_VERSION: string;
export declare const root: string;
export declare function pnpm(
  args: string[],
  options?: { allowFail?: boolean; env?: NodeJS.ProcessEnv },
): number;
export declare function ensureInstalled(): void;
