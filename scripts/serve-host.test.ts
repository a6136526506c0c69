// `npm start` serves the apps on this machine only unless HOST says otherwise: the demo password
// is published, so nobody else on the network gets a login page by default.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApp, listenHost } from './apps';
import { serveApps } from './serve';

const products = findApp('products');
if (!products) throw new Error('no products app');

/** An origin's server for one remote (no build needed), on a port the system gives it. */
const serveOne = (env: NodeJS.ProcessEnv) =>
  serveApps({
    env: { ...env, [products.portEnv]: '0' },
    apps: [products],
    origin: mkdtempSync(join(tmpdir(), 'serve-host-')),
  });

describe('where the apps listen', () => {
  it('is the loopback address by default', async () => {
    expect(listenHost({})).toBe('127.0.0.1');
    const servers = await serveOne({});
    try {
      expect(servers.addresses.map((address) => address.address)).toEqual(['127.0.0.1']);
    } finally {
      await servers.close();
    }
  });

  it('is what HOST says', async () => {
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    const servers = await serveOne({ HOST: '0.0.0.0' });
    try {
      expect(servers.addresses.map((address) => address.address)).toEqual(['0.0.0.0']);
    } finally {
      await servers.close();
    }
  });
});
