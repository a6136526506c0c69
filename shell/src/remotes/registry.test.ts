import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { linkTo, remoteFor } from 'federation-contract';

describe('registry look-ups', () => {
  it.each([
    ['/productos', 'products'],
    ['/productos/editar/3', 'products'],
    ['/preguntas-y-respuestas/gestion/2', 'knowledge'],
    ['/wallet/recargar', 'wallet'],
    ['/wallets', undefined],
    ['/dashboard', undefined],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteFor(path, SAMPLE_REGISTRY)?.[0]).toBe(remote);
  });

  it('resolves named links through the remotes that offer them', () => {
    expect(linkTo('campaigns.create', SAMPLE_REGISTRY)).toBe('/campaigns/crear');
    expect(linkTo('wallet.home', SAMPLE_REGISTRY)).toBe('/wallet');
    expect(linkTo('nobody.offers', SAMPLE_REGISTRY)).toBeUndefined();
    expect(linkTo('wallet.home', { apiBaseUrl: '', remotes: {} })).toBeUndefined();
  });
});
