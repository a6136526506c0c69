/**
 * Whether the API can be reached, and the page-wide "load your data again" signal that a retry
 * or the connection coming back sends. In the shared entry: every remote's pages listen to it.
 */
import { create } from 'zustand';

interface ConnectionState {
  /** The last call found no server (network error, offline browser); cleared by the next answer. */
  unreachable: boolean;
  /** Bumped to make every mounted page load its data again. */
  reloads: number;
  setUnreachable: (unreachable: boolean) => void;
  /** Every page on screen loads its data again (useResource listens). */
  reloadAll: () => void;
}

export const useConnectionStore = create<ConnectionState>((set) => ({
  unreachable: false,
  reloads: 0,
  setUnreachable: (unreachable) =>
    set((state) => (state.unreachable === unreachable ? state : { unreachable })),
  reloadAll: () => set((state) => ({ reloads: state.reloads + 1 })),
}));

/** Loads every page's data again. */
export const reloadAll = () => useConnectionStore.getState().reloadAll();

// Reloading when the connection returns is the banner's job (ConnectionBanner): it can also
// re-run the router's loads.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => useConnectionStore.getState().setUnreachable(true));
}
