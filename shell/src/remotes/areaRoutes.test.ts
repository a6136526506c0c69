import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { areaRoutes, pathInArea, pendingPages } from './areaRoutes';
import { settle } from './settle';

const Page = () => null;

describe('pathInArea', () => {
  it('gives the URL below the mount point', () => {
    expect(pathInArea('/wallet', 'wallet')).toBe('/');
    expect(pathInArea('/wallet/recargar', 'wallet')).toBe('/recargar');
    expect(pathInArea('/productos/editar/7', 'productos')).toBe('/editar/7');
  });
});

describe('areaRoutes', () => {
  it('re-roots the area once per route list, without touching the remote’s objects', () => {
    const child: RouteObject = { path: 'crear', lazy: async () => ({ Component: Page }) };
    const remote: RouteObject[] = [{ path: 'productos', children: [child] }];
    const scoped = areaRoutes(remote, 'productos');
    expect(scoped[0]?.path).toBe('/');
    expect(scoped[0]?.children?.[0]).not.toBe(child);
    expect(areaRoutes(remote, 'productos')).toBe(scoped);
  });
});

describe('pendingPages', () => {
  it('loads only the matched routes, once, and merges what their lazy returns', async () => {
    const list = vi.fn(async () => ({ Component: Page }));
    const edit = vi.fn(async () => ({ Component: Page }));
    const routes = areaRoutes(
      [
        {
          path: 'productos',
          children: [
            { path: 'gestionar', lazy: list },
            { path: 'editar/:id', lazy: edit },
          ],
        },
      ],
      'productos',
    );

    const pending = pendingPages(routes, '/gestionar');
    expect(pending).toHaveLength(1);
    expect(pendingPages(routes, '/gestionar')[0]).toBe(pending[0]);
    await Promise.all(pending);

    const loaded = routes[0]?.children?.[0];
    expect(loaded?.Component).toBe(Page);
    expect(loaded?.lazy).toBeUndefined();
    expect(pendingPages(routes, '/gestionar')).toEqual([]);
    expect(list).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
  });

  it('tries a page that failed to load again on the next visit', async () => {
    const lazy = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Component: Page });
    const routes = areaRoutes([{ path: 'wallet', lazy }], 'wallet');

    await expect(Promise.all(pendingPages(routes, '/'))).rejects.toThrow('chunk failed');
    await Promise.all(pendingPages(routes, '/'));
    expect(routes[0]?.Component).toBe(Page);
    expect(lazy).toHaveBeenCalledTimes(2);
  });
});

describe('settle', () => {
  it('records the outcome on the promise, as React’s use reads it', async () => {
    const done = settle(Promise.resolve(3)) as Promise<number> & {
      status?: string;
      value?: number;
    };
    expect(done.status).toBe('pending');
    await done;
    expect(done).toMatchObject({ status: 'fulfilled', value: 3 });

    const failed = settle(Promise.reject(new Error('x'))) as Promise<never> & { status?: string };
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
  });
});
