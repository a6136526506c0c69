/**
 * What every unit-test file of every app starts from: jest-dom's matchers, the browser APIs antd
 * expects and happy-dom lacks, the fake API listening, and after each test nothing left of it (its
 * page unmounted, signed out, no cached answer, the fake API's routes and calls gone).
 *
 * Each app's setup file calls `setUpTestFile()`. A setup file runs before every test file, also
 * where the files of a worker share their modules (`isolate: false`): hooks registered at the top
 * of a shared module would be registered for the first file only, so none are.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient, useSessionStore } from '../session';
import { resetFakeApi, server } from './fakeApi';

function stubBrowserApis() {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // antd's virtual lists and charts measure elements; happy-dom has no layout.
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

/** Signed out with nothing kept: the session store as a fresh page load finds it. */
function forgetSession() {
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  useSessionStore.setState(useSessionStore.getInitialState(), true);
}

/** Registers, for the test file about to run, the hooks every test file needs. */
export function setUpTestFile() {
  stubBrowserApis();
  beforeAll(() => {
    // The file starts where a page load would, whatever the worker's last file left.
    forgetSession();
    queryClient.clear();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    cleanup();
    // Each test starts signed out and with no cached answers: another test's data never shows.
    useSessionStore.getState().signOut();
    queryClient.clear();
    resetFakeApi();
  });
  afterAll(() => server.close());
}
