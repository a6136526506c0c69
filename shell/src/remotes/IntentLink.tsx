// Links that start loading what they open as soon as the user shows intent (hover, focus, touch),
// so a remote's first visit is ready, or nearly, by the time of the click.
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useRemoteHost } from './hostContext';

/** Props to spread on anything that leads to a path (a link, a button, a search result). */
export function useIntentProps(): (path: string) => {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
} {
  const { preloadPath } = useRemoteHost();
  return (path) => {
    const preload = () => preloadPath(path);
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  };
}

/** A router `Link` with intent preloading; `to` is a path from the site root. */
export const IntentLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function IntentLink({ to, onMouseEnter, onFocus, onTouchStart, ...props }, ref) {
    const { preloadPath } = useRemoteHost();
    const preload = () => preloadPath(to);
    return (
      <Link
        ref={ref}
        to={to}
        {...props}
        onMouseEnter={(event) => {
          preload();
          onMouseEnter?.(event);
        }}
        onFocus={(event) => {
          preload();
          onFocus?.(event);
        }}
        onTouchStart={(event) => {
          preload();
          onTouchStart?.(event);
        }}
      />
    );
  },
);
