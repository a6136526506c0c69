// Scrolls the page to the top, smoothly, whenever the route changes (SPEC.md section 2).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useScrollToTop(): string {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new URL
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return pathname;
}
