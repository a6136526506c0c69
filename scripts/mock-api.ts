// Runs the mock API's own package script (start or dev) in its own process group, and waits for /health.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { root } from './workspace';

const dir = join(root, 'mock-api');

/**
 * Spawns `mock-api`'s `script` like `pnpm --filter mock-api <script>` would, without the pnpm
 * wrapper, so stopping it is quiet. `env` is added to the current environment.
 */
export function startMockApi({
  script = 'start',
  env = {},
  stdio = 'inherit',
}: {
  script?: 'start' | 'dev';
  env?: NodeJS.ProcessEnv;
  stdio?: 'inherit' | 'pipe';
} = {}): ChildProcess {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const command = scripts?.[script];
  if (!command) throw new Error(`mock-api has no "${script}" script`);
  const bin = join(dir, 'node_modules', '.bin');
  const child = spawn(command, {
    cwd: dir,
    shell: true,
    detached: true,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Never leave it behind, even when the caller crashes.
  process.once('exit', () => stopMockApi(child));
  return child;
}

/**
 * The URL the API (started with `stdio: 'pipe'`) says it listens on: with PORT=0 the system
 * chose its port as it bound it. `onOutput` gets every chunk it writes (a log file).
 */
export function listeningUrl(
  child: ChildProcess,
  onOutput: (chunk: Buffer) => void = () => {},
  timeoutMs = 60_000,
): Promise<string> {
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error("listeningUrl needs the API started with stdio 'pipe'");
  stdout.on('data', onOutput);
  stderr.on('data', onOutput);
  return new Promise((resolve, reject) => {
    let seen = '';
    const settle = (settler: () => void) => {
      clearTimeout(timer);
      stdout.off('data', onData);
      child.off('exit', onExit);
      settler();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /mock-api listening on (http:\/\/\S+)/.exec(seen)?.[1];
      if (url) settle(() => resolve(url));
    };
    const onExit = () => settle(() => reject(new Error('La API mock terminó al arrancar.')));
    const timer = setTimeout(
      () => settle(() => reject(new Error('La API mock no dijo dónde escucha.'))),
      timeoutMs,
    );
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves once GET <url>/health answers 200; rejects if the process dies or time runs out. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('La API mock terminó al arrancar.');
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`La API mock no respondió en ${url}/health`);
}

/** Stops the API and everything it spawned (its process group). */
export function stopMockApi(child: ChildProcess | null | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
