// Types for mock-api.mjs.
import type { ChildProcess } from 'node:child_process';

export declare function startMockApi(options?: {
  script?: 'start' | 'dev';
  env?: NodeJS.ProcessEnv;
  stdio?: 'inherit' | 'pipe';
}): ChildProcess;
export declare function listeningUrl(
  child: ChildProcess,
  onOutput?: (chunk: Buffer) => void,
  timeoutMs?: number,
): Promise<string>;
export declare function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs?: number,
): Promise<void>;
export declare function stopMockApi(child: ChildProcess | null | undefined): void;
