// Port helpers: refuse to start on a taken port, and find free ones for test runs.
import { type AddressInfo, createServer, type Server } from 'node:net';

/** Resolves true when nothing listens on `port` (any interface). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Throws one readable error naming every taken port: `[{ port, label }]`. */
export async function assertPortsFree(
  entries: ReadonlyArray<{ port: number; label: string }>,
): Promise<void> {
  const taken: { port: number; label: string }[] = [];
  for (const entry of entries) if (!(await isPortFree(entry.port))) taken.push(entry);
  if (taken.length) {
    const list = taken.map(({ port, label }) => `${port} (${label})`).join(', ');
    throw new Error(
      `Puerto(s) en uso: ${list}. Cierra lo que los ocupa o elige otros con las variables de entorno.`,
    );
  }
}

/** `count` distinct ports the OS says are free right now (all held open while choosing). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, () => resolve(undefined));
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    );
  }
}
