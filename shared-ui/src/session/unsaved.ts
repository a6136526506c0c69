/**
 * Which forms of the page hold unsaved changes. It lives in the shared session entry (one copy
 * in the page) because the forms are in the remotes and the prompt that guards them is the shell's.
 */
import { create } from 'zustand';

interface UnsavedState {
  /** Ids of the forms whose values differ from what was last loaded or saved. */
  dirty: ReadonlySet<string>;
  setDirty: (id: string, dirty: boolean) => void;
}

export const useUnsavedStore = create<UnsavedState>((set) => ({
  dirty: new Set(),
  setDirty: (id, dirty) =>
    set((state) => {
      if (state.dirty.has(id) === dirty) return state;
      const next = new Set(state.dirty);
      if (dirty) next.add(id);
      else next.delete(id);
      return { dirty: next };
    }),
}));

/** Whether leaving now would lose typed work. */
export const hasUnsavedChanges = (): boolean => useUnsavedStore.getState().dirty.size > 0;

// The browser's own prompt on reload or tab close: registered once for the page.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Older browsers need returnValue set to show their prompt.
    event.returnValue = '';
  });
}
