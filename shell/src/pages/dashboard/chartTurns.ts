// When a dashboard chart may draw: once its card is on screen and the browser is idle, one chart
// at a time, so the greeting, tiles and summaries paint first and no task holds the thread long.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../idle';

type Turn = () => void;

const waiting: Turn[] = [];
let drawing = false;

function startNext(): void {
  if (drawing) return;
  const turn = waiting.shift();
  if (!turn) return;
  drawing = true;
  whenIdle(turn);
}

/** Calls `onVisible` once `element` is (nearly) on screen; returns the clean-up. */
function onceVisible(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onVisible();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { rootMargin: '100px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * `draw` turns true when it is this chart's turn; call `drawn` once the chart has been committed
 * (its effects ran), which hands the turn to the next chart on the next idle period.
 */
export function useChartTurn(ref: RefObject<Element | null>): { draw: boolean; drawn: () => void } {
  const [draw, setDraw] = useState(false);
  const holding = useRef(false);

  const drawn = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    drawing = false;
    startNext();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const turn: Turn = () => {
      if (!active) {
        drawing = false;
        startNext();
        return;
      }
      holding.current = true;
      setDraw(true);
    };
    const stopWatching = onceVisible(element, () => {
      waiting.push(turn);
      startNext();
    });
    return () => {
      active = false;
      stopWatching();
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      // Unmounted while drawing: let the next chart go.
      if (holding.current) {
        holding.current = false;
        drawing = false;
        startNext();
      }
    };
  }, [ref]);

  return { draw, drawn };
}
