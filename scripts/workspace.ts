// The workspace from the scripts written in TypeScript: its root folder, and pnpm run in it (through
// scripts/pnpm.mjs, which installs the workspace before anything else can run).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `pnpm <args>` in the workspace root; exits the process on failure unless `allowFail`. */
export function pnpm(
  args: string[],
  { allowFail = false, env = process.env }: { allowFail?: boolean; env?: NodeJS.ProcessEnv } = {},
): number {
  const res = spawnSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0 && !allowFail) process.exit(res.status ?? 1);
  return res.status ?? 1;
}
