// Adds the jest-dom matchers, unmounts what each test rendered, and the browser APIs antd expects
// (matchMedia, ResizeObserver) that happy-dom lacks: all in shared-ui's test setup.
import '@testing-library/jest-dom/vitest';
import 'shared-ui/test-setup';
