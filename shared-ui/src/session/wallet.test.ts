import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fakeApi';
import { useWalletStore } from './wallet';

describe('wallet store', () => {
  it('shares one load between calls made while it is on its way', async () => {
    const api = fakeApi({ 'GET /walletuser': [200, [{ id: 1, total: 1537.3 }]] });
    const { refresh } = useWalletStore.getState();
    await Promise.all([refresh(), refresh()]);
    expect(api.calls.map((c) => c.url)).toEqual(['/walletuser']);
    expect(useWalletStore.getState()).toMatchObject({ balance: 1537.3, loaded: true });
    // Once it has come back, the next call loads again.
    await refresh();
    expect(api.calls).toHaveLength(2);
  });

  it('shows 0 when the balance cannot be read', async () => {
    fakeApi({ 'GET /walletuser': [500, { message: 'caído' }] });
    useWalletStore.getState().setBalance(80);
    await useWalletStore.getState().refresh();
    expect(useWalletStore.getState()).toMatchObject({ balance: 0, loaded: true });
  });
});
