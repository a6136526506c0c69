// Types for release-id.mjs, for the TypeScript users (build config, release command, e2e).
export declare const DESCRIPTION_FILE: string;
export declare const MANIFEST_FILE: string;
export declare function computeReleaseId(dir: string): string;
export declare function releaseOf(dir: string): string | undefined;
export declare function manifestRelease(manifest: unknown): string | undefined;
export declare function stampRelease(dir: string): string;
export declare function stampShellRelease(dir: string): string;
