// Playwright's test and expect for every spec, with an automatic check on the browser's console:
// a test fails on an uncaught error in any of its pages, on a console.error it did not declare,
// and on any Module Federation version warning (a remote running on a shared version it did not
// ask for). A test that provokes errors declares them: test.use({ consoleErrors: [/…/] }).
// And one on the data tests share: a test whose pages top up or change the settings of the demo
// company fails (every worker reads that company; such a test uses a company of its own).
import {
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Request,
  type WebError,
} from '@playwright/test';
import { demoTokens } from './session';

/** The runtime's words when a shared singleton's version does not satisfy a remote's range. */
const VERSION_WARNING = /does not satisfy the requirement|shared singleton module/i;

/**
 * The browser's own line for a request that failed or had an error status (an API's 400 on a
 * form, a 404, an aborted request): about the request, not the page. Every test that checks an
 * error answer causes one; what the page makes of it is what this guard watches.
 */
const RESOURCE_FAILURE = /^Failed to load resource: /;

interface ConsoleOptions {
  /** The console errors this test expects (a regular expression or a substring each). */
  consoleErrors: (RegExp | string)[];
}

const matches = (text: string, pattern: RegExp | string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

/**
 * Watches `context`'s pages for the problems the guard fails a test on; the function it returns
 * stops watching and hands them back.
 */
export function watchConsole(context: BrowserContext, consoleErrors: (RegExp | string)[]) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    const type = message.type();
    if ((type === 'warning' || type === 'error') && VERSION_WARNING.test(text)) {
      problems.push(`Module Federation: ${text}`);
    } else if (
      type === 'error' &&
      !RESOURCE_FAILURE.test(text) &&
      !consoleErrors.some((pattern) => matches(text, pattern))
    ) {
      problems.push(`console.error: ${text}`);
    }
  };
  const onWebError = (webError: WebError) => {
    const error = webError.error();
    if (!consoleErrors.some((pattern) => matches(error.message, pattern))) {
      problems.push(`page error: ${error.message}`);
    }
  };
  context.on('console', onConsole);
  context.on('weberror', onWebError);
  return () => {
    context.off('console', onConsole);
    context.off('weberror', onWebError);
    return problems;
  };
}

/** Writes to the demo company that another test running beside this one could read. */
const SHARED_WRITES = [
  { method: 'POST', path: /^\/recargas$/ },
  { method: 'PATCH', path: /^\/settings\/\d+$/ },
];

/**
 * The requests of `context`'s pages that change the demo company's wallet or settings, named for
 * the failure message; the function it returns stops watching and hands them back.
 */
function watchSharedWrites(context: BrowserContext) {
  const writes: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
    const shared = SHARED_WRITES.some(
      ({ method, path }) => request.method() === method && path.test(pathname),
    );
    if (shared && token && demoTokens.has(token)) writes.push(`${request.method()} ${pathname}`);
  };
  context.on('request', onRequest);
  return () => {
    context.off('request', onRequest);
    return writes;
  };
}

export const test = base.extend<ConsoleOptions & { consoleGuard: undefined }>({
  consoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, consoleErrors }, use) => {
      const stop = watchConsole(context, consoleErrors);
      const stopWrites = watchSharedWrites(context);
      await use(undefined);
      expect(stop(), 'the browser console had errors the test did not expect').toEqual([]);
      expect(
        stopWrites(),
        "the test changed the demo company's wallet or settings: use signInToOwnCompany",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
