// Adds the jest-dom matchers, unmounts what each test rendered, and the browser APIs antd expects
// (matchMedia, ResizeObserver) that happy-dom lacks: all in shared-ui's test setup.
import { setUpTestFile } from 'shared-ui/test-setup';

setUpTestFile();

// happy-dom's IntersectionObserver never reports: here every observed element is on screen at
// once, as on a desktop dashboard (its charts wait to be visible: pages/dashboard/chartTurns.ts).
class VisibleAtOnce implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
    } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = VisibleAtOnce;
