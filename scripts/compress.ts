// Rsbuild plugin: writes `.br` and `.gz` beside every text asset of a production build, so any
// static server (scripts/serve.ts, nginx's gzip_static/brotli_static, a CDN) sends them as is.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gz = promisify(gzip);
const ungz = promisify(gunzip);

/** Text formats worth compressing; images other than svg and fonts (woff2) already are. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);
/** Below this a response fits in one packet anyway, and the header costs more than it saves. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

/**
 * Compressed bodies kept by their content, for every checkout and build of this machine: brotli at
 * quality 11 is most of a build's time (4.5 s of CPU for a remote, 7 for the shell), and most
 * chunks come out the same from one build to the next (a chunk's name is its content's hash) and
 * from one remote to another (the same vendor code). PRECOMPRESS_CACHE names another folder.
 */
export const cacheDir = () =>
  process.env.PRECOMPRESS_CACHE ||
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'backoffice', 'precompress');

/** An entry not used for this long is removed (at most once per process, see `pruneCache`). */
const KEEP_UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

type Encoding = 'br' | 'gz';

const ENCODERS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gz: (body) => gz(body, { level: constants.Z_BEST_COMPRESSION }),
};
const DECODERS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = { br: unbrotli, gz: ungz };

/** What a cached body depends on besides the content: the settings above and zlib's own version. */
const SETTINGS = `br11-text gz9 zlib ${process.versions.zlib} brotli ${process.versions.brotli}`;

/**
 * `body` encoded, from the cache when it holds it (checked: it must decode to `body`, or it is
 * made again), else made and kept. A cache that cannot be read or written only costs the time.
 */
async function encoded(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = createHash('sha256').update(SETTINGS).update(encoding).update(body).digest('hex');
  const file = join(cacheDir(), key.slice(0, 2), `${key}.${encoding}`);
  try {
    const kept = await readFile(file);
    if ((await DECODERS[encoding](kept)).equals(body)) {
      const now = new Date();
      await utimes(file, now, now).catch(() => {});
      return kept;
    }
  } catch {
    // Not cached (or unreadable): made below.
  }
  const made = await ENCODERS[encoding](body);
  try {
    await mkdir(join(cacheDir(), key.slice(0, 2)), { recursive: true });
    // Whole or not at all: two builds at once may write the same entry.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, made);
    await rename(partial, file);
  } catch {
    // A read-only or full disk: the build goes on without the cache.
  }
  return made;
}

/** Removes the entries no build used for KEEP_UNUSED_MS (`precompress` does, once per process). */
export async function pruneCache(): Promise<void> {
  const before = Date.now() - KEEP_UNUSED_MS;
  for (const shard of await readdir(cacheDir()).catch(() => [])) {
    const dir = join(cacheDir(), shard);
    for (const name of await readdir(dir).catch(() => [])) {
      const path = join(dir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
      if (mtimeMs < before) await rm(path, { force: true });
    }
  }
}

let pruning: Promise<void> | undefined;

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9), each only when it is smaller. */
async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([encoded(body, 'br'), encoded(body, 'gz')]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
}

/** Precompresses every compressible file under `dir` (exported for tests and scripts). */
export async function precompress(dir: string): Promise<number> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    files.push(file);
  }
  pruning ??= pruneCache();
  await pruning;
  // zlib runs on libuv's thread pool: all at once keeps every core busy.
  await Promise.all(files.map(compressFile));
  return files.length;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'backoffice:precompress',
    setup(api) {
      // 'post': after every other plugin has written its files (manifests included).
      api.onAfterBuild({
        order: 'post',
        handler: async ({ environments, stats }) => {
          if (stats?.hasErrors()) return;
          for (const environment of Object.values(environments)) {
            await precompress(environment.distPath);
          }
        },
      });
    },
  };
}
