/** The wallet balance shown in the header and the wallet area, refreshed after every top-up. */
import { create } from 'zustand';
import { api } from './api';
import { useSessionStore } from './store';
import type { WalletUser } from '../types';

interface WalletState {
  balance: number;
  loaded: boolean;
  /**
   * Reloads the balance; a failed load shows 0 (SPEC.md section 8). Calls made while a load is
   * on its way share it (the shell's layout and the wallet page both ask when the wallet opens).
   */
  refresh: () => Promise<void>;
  setBalance: (total: number) => void;
}

let loading: Promise<void> | null = null;

export const useWalletStore = create<WalletState>((set) => ({
  balance: 0,
  loaded: false,
  refresh: () => {
    loading ??= api
      .get<WalletUser[]>('/walletuser')
      .then(
        (wallets) => set({ balance: wallets[0]?.total ?? 0, loaded: true }),
        () => set({ balance: 0, loaded: true }),
      )
      .finally(() => {
        loading = null;
      });
    return loading;
  },
  setBalance: (total) => set({ balance: total, loaded: true }),
}));

// The balance belongs to the session: when it ends (sign-out, or the API's 401), it is forgotten.
useSessionStore.subscribe((state, previous) => {
  if (previous.session && !state.session) useWalletStore.setState({ balance: 0, loaded: false });
});
