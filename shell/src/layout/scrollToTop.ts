// Scrolls the page to the top, smoothly, whenever the route changes (SPEC.md section 2).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The path shown last in this document, across the public frame and the private layout. The first
 * page of a load is left alone: it starts at the top, and a scroll there would only make the
 * browser lay out the page again while it is being built.
 */
let shownPath: string | undefined;

export function useScrollToTop(): string {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownPath !== undefined && shownPath !== pathname) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    shownPath = pathname;
  }, [pathname]);
  return pathname;
}
