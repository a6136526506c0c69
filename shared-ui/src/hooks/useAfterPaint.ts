/**
 * False on a component's first render, true once the browser has painted it. For the heavy,
 * secondary part of a page (tables under the title and key figures): the page shows at once and
 * that part mounts in the next task instead of holding the first paint.
 */
import { useEffect, useState } from 'react';

/** A hidden tab runs no animation frames: after this long the part mounts anyway. */
const LATEST_MS = 250;

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout it starts runs just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    const latest = setTimeout(show, LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(latest);
    };
  }, []);
  return painted;
}
