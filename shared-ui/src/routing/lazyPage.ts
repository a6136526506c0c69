/**
 * A route's `lazy` for a page module (its default export is the page). The router fetches the page
 * before it shows the route, so the navigation waits instead of flashing a loading fallback: the
 * shell's remote mount (and any data router, as in a remote running alone) resolves it first.
 */
import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';

interface PageModule<P> {
  default: ComponentType<P>;
}

/** What a resolved `lazy` adds to its route. */
export type LazyPageRoute = Pick<RouteObject, 'Component' | 'element'>;

export function lazyPage(load: () => Promise<PageModule<object>>): () => Promise<LazyPageRoute>;
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  props: P,
): () => Promise<LazyPageRoute>;
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, props?: P) {
  return async (): Promise<LazyPageRoute> => {
    const { default: Page } = await load();
    return props
      ? { element: createElement(Page, props) }
      : { Component: Page as ComponentType<object> };
  };
}
