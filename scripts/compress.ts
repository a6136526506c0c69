// Rsbuild plugin: writes `.br` and `.gz` beside every text asset of a production build, so any
// static server (scripts/serve.ts, nginx's gzip_static/brotli_static, a CDN) sends them as is.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9), each only when it is smaller. */
async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
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
