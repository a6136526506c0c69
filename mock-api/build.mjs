// `npm run build` (and the start of every command of the API): its TypeScript, and the parts of
// shared-ui it takes, compiled into one ES module per command in dist/. The packages it depends on
// stay in node_modules, loaded by Node as they are. A process then starts in a third of the CPU
// that compiling each module as it loads (tsx) costs: about 0.45 s against 1.3 s, paid at every
// start of the server, `npm run wallet`, `npm run db` and each process the tests start.
// Each file is written beside its place and renamed into it: a process starting while another
// command builds reads the whole old file or the whole new one.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The commands, by the name of their file in src/ and in dist/ (test/helpers.ts: `Command`). */
const COMMANDS = ['index', 'reset', 'wallet-command', 'db-command'];

const here = import.meta.dirname;
const DIST = join(here, 'dist');

const { dependencies, devDependencies } = JSON.parse(
  readFileSync(join(here, 'package.json'), 'utf8'),
);
// shared-ui is the workspace's TypeScript, compiled in; every other package is Node's to load.
const external = Object.keys({ ...dependencies, ...devDependencies }).filter(
  (name) => name !== 'shared-ui',
);
mkdirSync(DIST, { recursive: true });
const staging = mkdtempSync(join(DIST, '.building-'));
try {
  await build({
    entryPoints: COMMANDS.map((name) => join(here, 'src', `${name}.ts`)),
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Names kept as written: error reports and logs name the functions they come from.
    keepNames: true,
    logLevel: 'warning',
  });
  for (const name of COMMANDS) renameSync(join(staging, `${name}.js`), join(DIST, `${name}.js`));
} finally {
  rmSync(staging, { recursive: true, force: true });
}
