// The idle prefetch asks Module Federation for every library the shell shares (loadShare), once
// the page's own downloads are over, and never before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idlePrefetch } from './prefetchOnIdle';

const runtime = vi.hoisted(() => ({
  loadShare: vi.fn((_name: string) => Promise.resolve(false)),
  getInstance: vi.fn(() => ({
    options: { shared: { react: [], antd: [], 'shared-ui/session': [] } },
  })),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('../idle', () => ({ whenIdle: (run: () => void) => run() }));
// The shell's own pages: their chunks, not their code, are what the prefetch is after.
vi.mock('../pages/dashboard/DashboardPage', () => ({}));
vi.mock('./NoInformationPage', () => ({}));
vi.mock('../pages/errors/NotFoundPage', () => ({}));
vi.mock('../pages/errors/ErrorPage', () => ({}));

describe('prefetchShellPagesOnIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    runtime.loadShare.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for every shared library once the network has been quiet for a second, once', async () => {
    const prefetchShellPagesOnIdle = idlePrefetch();
    prefetchShellPagesOnIdle();
    await vi.advanceTimersByTimeAsync(900);
    expect(runtime.loadShare).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(runtime.loadShare.mock.calls.map(([name]) => name)).toEqual([
        'react',
        'antd',
        'shared-ui/session',
      ]),
    );
    prefetchShellPagesOnIdle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(runtime.loadShare).toHaveBeenCalledTimes(3);
  });

  it("asks for the libraries only once the shell's other pages (and antd's stylesheet) are in", async () => {
    let pageIn: (() => void) | undefined;
    // One of the pages still on its way.
    const pending = () =>
      new Promise<object>((done) => {
        pageIn = () => done({});
      });
    const prefetchShellPagesOnIdle = idlePrefetch([async () => ({}), pending]);
    prefetchShellPagesOnIdle();
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(pageIn).toBeDefined());
    await vi.advanceTimersByTimeAsync(5000);
    expect(runtime.loadShare).not.toHaveBeenCalled();
    pageIn?.();
    await vi.waitFor(() => expect(runtime.loadShare).toHaveBeenCalledTimes(3));
  });

  it("uses the runtime's documented API, which a Module Federation upgrade must keep", async () => {
    const actual = await vi.importActual<Record<string, unknown>>(
      '@module-federation/enhanced/runtime',
    );
    expect(typeof actual.loadShare).toBe('function');
    expect(typeof actual.getInstance).toBe('function');
  });
});
