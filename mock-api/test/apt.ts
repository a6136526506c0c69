/**
 * Installs one of Debian's packages as root (PostgreSQL for the tests, wrk for the bench), as
 * `npm test` does for Chromium: apt's lists updated first, its lock waited for, not failed on.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const aptInstall = async (name: string): Promise<void> => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // `npm test` may be installing Chromium at the same moment: wait for apt's lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [['update'], ['install', '-y', name]]) {
    await run('apt-get', [...wait, ...args], { env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: unknown) => {
        throw new Error(`apt-get ${args.join(' ')} failed: ${String(error)}`);
      },
    );
  }
};
