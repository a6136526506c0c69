// `npm test`: install, type check and lint, every unit and API test in one vitest run, the builds,
// then Playwright across the shell and every remote: each step on both cores. `npm test -- <area>`
// runs one area's unit tests and e2e specs alone (see AREAS). Ends with each step's seconds and
// the counts of tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, root } from './pnpm.mjs';

const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';

/**
 * What `npm test -- <area>` runs: its vitest projects and its e2e specs (e2e/<spec>.spec.ts).
 * The cross-area specs (every route on a phone, the lists, the forms, the axe check) run with the
 * shell's.
 */
const AREAS = {
  shell: {
    projects: ['shell', 'shell-isolated', 'build', 'shared-ui', 'federation-contract'],
    specs: [
      'shell',
      'session',
      'frame',
      'serving',
      'theme',
      'recovery',
      'failures',
      'independence',
      'release',
      'lists',
      'forms',
      'phone',
      // The accessibility check every area's specs use.
      'axe',
    ],
  },
  campaigns: { projects: ['mf-campaigns'], specs: ['campaigns'] },
  products: { projects: ['mf-products'], specs: ['products'] },
  profiles: { projects: ['mf-profiles'], specs: ['profiles', 'roles'] },
  wallet: { projects: ['mf-wallet'], specs: ['wallet'] },
  knowledge: { projects: ['mf-knowledge'], specs: ['knowledge'] },
  settings: { projects: ['mf-settings'], specs: ['settings'] },
  api: { projects: ['mock-api', 'mock-api-pg'], specs: [] },
};

const areaName = process.argv[2];
const area = areaName === undefined ? undefined : AREAS[areaName];
if (areaName !== undefined && !area) {
  console.error(`✖ Área desconocida: ${areaName}. Áreas: ${Object.keys(AREAS).join(', ')}.`);
  process.exit(2);
}

const timings = [];
const counts = {};
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * The machine's CPU time so far, busy and in all, summed over its cores (Linux: the first line of
 * /proc/stat, in clock ticks); null elsewhere. Its share busy over a step says how well the step
 * kept both cores at work (the whole machine's: nothing else should run beside the tests).
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** What the summary shows of each step: its title, its seconds and the share of CPU it used. */
const summary = () => {
  console.log('\n━━━ Resumen ━━━\n');
  for (const [title, seconds, busy] of timings) {
    const share = busy === null ? '' : `  CPU ${String(Math.round(busy * 100)).padStart(3)} %`;
    console.log(`${seconds.toFixed(1).padStart(7)} s${share}  ${title}`);
  }
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`${total.toFixed(1).padStart(7)} s          en total`);
  if (counts.unit) console.log(`\nvitest: ${counts.unit} tests`);
  if (counts.api) console.log(`API: ${counts.api}`);
  if (counts.e2e) console.log(`e2e: ${counts.e2e}`);
};

/** Ends the run with `code` after the summary of the steps so far. */
function fail(code) {
  summary();
  console.error(`\n✖ Falló: ${timings.at(-1)?.[0] ?? 'el arranque'}.`);
  process.exit(code || 1);
}

/**
 * Runs `title`'s work, printing its heading and keeping its seconds and CPU share for the
 * summary; the work returns a non-zero exit code to end the run there.
 */
async function step(title, work) {
  console.log(`\n━━━ ${title} ━━━\n`);
  const started = performance.now();
  const before = machineCpu();
  const code = await work();
  const after = machineCpu();
  const busy = before && after ? (after.busy - before.busy) / (after.all - before.all || 1) : null;
  timings.push([title, (performance.now() - started) / 1000, busy]);
  if (code) fail(code);
}

/** Spawns a command with inherited output; resolves with its exit code. */
function run(command, args, { env = process.env, stdio = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs commands at once, their output held; resolves with each one's label, exit code and output. */
function together(commands) {
  return Promise.all(
    commands.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code) =>
            resolve({ label, code, output: Buffer.concat(chunks).toString().trim() }),
          );
        }),
    ),
  );
}

/** Prints what `together` resolved with, each command whole; 1 if one failed, 0 otherwise. */
function report(results) {
  for (const { label, code, output } of results) {
    console.log(`${code === 0 ? '✔' : '✖'} ${label}${output ? `\n${output}\n` : ''}`);
  }
  return results.some(({ code }) => code !== 0) ? 1 : 0;
}

/**
 * The browser of the e2e run: Debian's `chromium-headless-shell` (e2e/support/chromium.ts says why
 * and where the run looks for it), installed in the background while the other steps run; resolves
 * with its path. Without root, the whole Chromium where it is installed (the same tests, slower),
 * or how to install either.
 */
async function installBrowser() {
  // tsx is a dev dependency: loaded once the install is done.
  const { tsImport } = await import('tsx/esm/api');
  const { CHROMIUM_PATH: CHROMIUM, HEADLESS_SHELL_PATH: HEADLESS_SHELL } = await tsImport(
    '../e2e/support/chromium.ts',
    import.meta.url,
  );
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hint = `sudo apt-get update && sudo apt-get install -y ${HEADLESS_SHELL_PACKAGE}`;
  if (!isRoot) {
    if (existsSync(CHROMIUM)) {
      console.log(
        `> Sin ${HEADLESS_SHELL}: e2e en ${CHROMIUM}, más lento. Para instalarlo:\n    ${hint}`,
      );
      return CHROMIUM;
    }
    console.error(`✖ Falta el navegador de e2e (${HEADLESS_SHELL}). Instálalo con:\n    ${hint}`);
    process.exit(1);
  }
  console.log(`> Instalando ${HEADLESS_SHELL_PACKAGE} con apt-get (en segundo plano)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = ['ignore', 'ignore', 'inherit'];
  // The API suite's PostgreSQL may be installing at the same moment: wait for apt's lock.
  const apt = (...args) =>
    run('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], { env, stdio: quiet });
  // The package lists of a fresh machine may be missing or old: read them again only then.
  let code = await apt('install', '-y', HEADLESS_SHELL_PACKAGE);
  if (code !== 0)
    code = (await apt('update')) || (await apt('install', '-y', HEADLESS_SHELL_PACKAGE));
  if (code !== 0 || !existsSync(HEADLESS_SHELL)) {
    console.error(`✖ apt-get no instaló ${HEADLESS_SHELL} (${HEADLESS_SHELL_PACKAGE}).`);
    process.exit(1);
  }
  return HEADLESS_SHELL;
}

const reports = mkdtempSync(join(tmpdir(), 'npm-test-'));
const vitestReport = join(reports, 'vitest.json');
const projectCounts = join(reports, 'projects.json');
const e2eReport = join(reports, 'e2e.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

/** Whether this run has end-to-end specs (all of them, or the area's): then builds and a browser. */
const endToEnd = area === undefined || area.specs.length > 0;

await step('Dependencias', () => ensureInstalled());
const browser = endToEnd ? installBrowser() : Promise.resolve();

// The type check and the lint run beside the tests: the vitest run leaves a core idle now and then
// (its last long file alone, a test waiting on a process it started), which they fill. Their output
// is printed after the tests'; a failure still fails the step.
const checks = area
  ? undefined
  : together([
      { label: 'tsc: apps, shared-ui, scripts y e2e', command: bin('tsc'), args: ['-p', '.'] },
      { label: 'tsc: mock-api', command: bin('tsc'), args: ['-p', 'mock-api'] },
      { label: 'biome', command: bin('biome'), args: ['check', '.'] },
    ]);

// The builds start beside the tests too, at the lowest priority (nice 19): they take what the tests
// leave idle, the cores once the tests are done, and wait for the tests otherwise (a niced process
// gets about a seventieth of a core against one that is not). Their output is printed at their
// step, and a failed build fails it.
const builds = endToEnd
  ? together([
      {
        label: 'builds',
        command: 'nice',
        args: ['-n', '19', process.execPath, '--import', 'tsx', 'scripts/build-all.ts'],
      },
    ])
  : undefined;

const unitTitle = 'Tests unitarios y de la API (vitest, dos workers)';
await step(
  checks ? `${unitTitle}, con tipos (tsc) y lint (biome) a la vez` : unitTitle,
  async () => {
    const projects = area ? area.projects.flatMap((name) => ['--project', name]) : [];
    const code = await run(
      bin('vitest'),
      [
        'run',
        ...projects,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
        '--reporter=./scripts/project-counts.ts',
      ],
      { env: { ...process.env, VITEST_PROJECT_COUNTS: projectCounts } },
    );
    if (existsSync(vitestReport)) {
      const { numTotalTests, numPassedTests } = readJson(vitestReport);
      counts.unit = `${numPassedTests} de ${numTotalTests}`;
    }
    if (existsSync(projectCounts)) {
      // The API suite on each store: the mock-api project on lowdb, mock-api-pg on PostgreSQL.
      const byProject = readJson(projectCounts);
      const on = (project, store) => {
        const count = byProject[project];
        return count ? `${count.passed} de ${count.total} tests en ${store}` : undefined;
      };
      const stores = [on('mock-api', 'lowdb'), on('mock-api-pg', 'PostgreSQL')].filter(Boolean);
      if (stores.length > 0) counts.api = stores.join(', ');
    }
    if (!checks) return code;
    console.log('\n━━━ Tipos (tsc) y lint (biome) ━━━\n');
    return report(await checks) || code;
  },
);

if (endToEnd) {
  await step(
    'Builds de la shell, los remotes y las variantes de e2e (dos a la vez, desde el inicio de los tests)',
    async () => {
      const [{ code, output }] = await builds;
      console.log(output);
      return code;
    },
  );

  await step('Chromium', async () => {
    console.log(`> ${await browser}`);
  });

  await step('End-to-end (Playwright, tres workers)', async () => {
    const specs = area ? area.specs.map((spec) => `${spec}.spec.ts`) : [];
    const code = await run(
      join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...specs],
      { env: { ...process.env, E2E_JSON: e2eReport } },
    );
    if (existsSync(e2eReport)) {
      const { stats } = readJson(e2eReport);
      counts.e2e = `${stats.expected} en verde, ${stats.unexpected} fallidos, ${stats.flaky} inestables, ${stats.skipped} omitidos`;
    }
    return code;
  });
}

summary();
console.log(`\n✔ Todo en verde${area ? ` (área ${areaName})` : ''}.`);
