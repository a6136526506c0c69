/**
 * wrk, the HTTP load generator written in C, for the one-process-against-two read loads of
 * `bench:store`: on two cores the client shares the machine with the API processes, and
 * autocannon (Node) spends a core's sixth on what wrk does for a fraction of it, CPU the second
 * process then lacks. Debian's `wrk` package, installed as root when missing (as `npm test` does
 * for Chromium and PostgreSQL); without it the bench says so and uses autocannon.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { aptInstall } from '../test/apt';

const run = promisify(execFile);

const found = () => {
  const which = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
};

/** wrk's path: found, or installed as root; undefined (and a line saying how) otherwise. */
export const wrkPath = async (): Promise<string | undefined> => {
  const there = found();
  if (there) return there;
  if (process.getuid?.() !== 0) {
    console.warn('! wrk is missing (sudo apt-get install -y wrk): the reads use autocannon');
    return undefined;
  }
  await aptInstall('wrk');
  return found();
};

/** What one wrk run did: answers with a 2xx, and other answers and socket errors. */
export interface WrkResult {
  ok: number;
  failed: number;
}

/** The figures of wrk's report (its text: wrk has no machine-readable output). */
export const parseWrk = (text: string): WrkResult => {
  const total = /(\d+) requests in /.exec(text);
  if (!total) throw new Error(`wrk: no total in its report:\n${text}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { ok: Number(total[1]) - non2xx, failed: non2xx + errors };
};

/**
 * GETs at `connections` keep-alive connections to `base` for `seconds` (one wrk thread), each
 * connection going through `paths` in turn, with `headers` on every request.
 */
export const wrkLoad = async (
  wrk: string,
  base: string,
  paths: string[],
  {
    connections,
    seconds,
    headers,
  }: {
    connections: number;
    seconds: number;
    headers: Record<string, string>;
  },
): Promise<WrkResult> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    // Each of wrk's connections takes the next path as it sends (one thread: one counter).
    await writeFile(
      script,
      `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\n` +
        'local i = 0\n' +
        'request = function()\n' +
        '  i = i % #paths + 1\n' +
        '  return wrk.format("GET", paths[i])\n' +
        'end\n',
    );
    const args = [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      '-s',
      script,
      `${base}${paths[0]}`,
    ];
    const { stdout } = await run(wrk, args, { maxBuffer: 16 * 1024 * 1024 });
    return parseWrk(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
