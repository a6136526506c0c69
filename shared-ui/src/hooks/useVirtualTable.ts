/** antd Table props for unpaginated lists: virtual rendering past a few hundred rows, height from the window. */
import { useEffect, useState } from 'react';

/** Below this many rows a plain table renders fast enough and scrolls with the page. */
export const VIRTUAL_ROWS_THRESHOLD = 300;

/** Room kept for the header, page title, tabs and filters above a virtual table. */
const CHROME_HEIGHT = 320;
const MIN_HEIGHT = 360;

const bodyHeight = () =>
  typeof window === 'undefined'
    ? MIN_HEIGHT * 2
    : Math.max(MIN_HEIGHT, window.innerHeight - CHROME_HEIGHT);

/**
 * Spread on an antd Table: `scroll.x` always (narrow screens scroll sideways); past the
 * threshold also `virtual` with a fixed body height, which antd's virtual mode requires.
 */
export function useVirtualTable(rowCount: number, width: number) {
  const [height, setHeight] = useState(bodyHeight);
  const virtual = rowCount > VIRTUAL_ROWS_THRESHOLD;
  useEffect(() => {
    if (!virtual) return;
    const onResize = () => setHeight(bodyHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [virtual]);
  return virtual
    ? { virtual: true, scroll: { x: width, y: height } }
    : { virtual: false, scroll: { x: width } };
}
