import { clientErrorSchema, type ClientErrorReport } from 'shared-ui/schemas';
import { describe, expect, it } from 'vitest';
import { newErrorCode } from './code';
import { COLLECT_MS, createReporter, describe as describeError, MAX_PER_MINUTE } from './reporter';
import type { ReporterDeps, SendResult } from './reporter';
import {
  isExtensionUrl,
  scrubMessage,
  scrubPath,
  scrubStack,
  stackUrls,
  thrownByExtension,
} from './scrub';

const PRODUCTS = 'http://cdn.test/products/3f9a0c1b2d4e/';
const STACK = `Error: no se pudo guardar a ana@example.com
    at ProductForm (${PRODUCTS}static/js/async/412.js?v=2:1:2345)
    at renderWithHooks (http://shell.test/static/js/lib-react.js:1:999)`;

/** A reporter on a clock of its own: scheduled sends run when the test says. */
function harness(overrides: Partial<ReporterDeps> = {}) {
  const sent: ClientErrorReport[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let time = 1_000_000;
  let codes = 0;
  let answer: SendResult = 'sent';
  const reporter = createReporter({
    send: async (report) => {
      if (answer === 'sent') sent.push(structuredClone(report));
      return answer;
    },
    signedIn: () => true,
    location: () => ({ route: '/productos/editar/:id', pathname: '/productos/editar/12' }),
    areaOf: (stack) => (stack.includes(PRODUCTS) ? 'products' : 'shell'),
    releaseOf: (area) => (area === 'products' ? '3f9a0c1b2d4e' : 'aa11bb22cc33'),
    now: () => time,
    schedule: (run, ms) => timers.push({ at: time + ms, run }),
    newCode: () => `TEST-${String(++codes).padStart(4, '0')}`,
    ...overrides,
  });
  /** Moves the clock on, running what falls due, then lets the sends settle. */
  const advance = async (ms: number) => {
    time += ms;
    for (const timer of timers.splice(0)) {
      if (timer.at <= time) timer.run();
      else timers.push(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const answerWith = (next: SendResult) => {
    answer = next;
  };
  return { reporter, sent, advance, answerWith };
}

const thrown = (message: string, stack = STACK) => Object.assign(new Error(message), { stack });

describe('the reporter', () => {
  it('sends one report per distinct error, with the repeats of its first second as its count', async () => {
    const { reporter, sent, advance } = harness();
    const first = reporter.report(thrown('Fallo al dibujar'), 'render');
    expect(reporter.report(thrown('Fallo al dibujar'), 'render')).toBe(first);
    expect(reporter.report(thrown('Fallo al dibujar'), 'runtime')).toBe(first);
    expect(sent).toEqual([]);
    await advance(COLLECT_MS);
    expect(sent).toEqual([
      {
        code: first,
        area: 'products',
        release: '3f9a0c1b2d4e',
        route: '/productos/editar/:id',
        phase: 'render',
        message: 'Fallo al dibujar',
        stack: `at ProductForm (${PRODUCTS}static/js/async/412.js:1:2345)\nat renderWithHooks (http://shell.test/static/js/lib-react.js:1:999)`,
        count: 3,
      },
    ]);
    // A page stuck in a loop: the same error again and again is never sent again.
    for (let i = 0; i < 500; i += 1) reporter.report(thrown('Fallo al dibujar'), 'render');
    await advance(60_000);
    expect(sent).toHaveLength(1);
    // Another error is another report, with its own code.
    const second = reporter.report(thrown('Otro fallo'), 'runtime');
    expect(second).not.toBe(first);
    await advance(COLLECT_MS);
    expect(sent.map((r) => [r.code, r.message, r.count])).toEqual([
      [first, 'Fallo al dibujar', 3],
      [second, 'Otro fallo', 1],
    ]);
  });

  it('every report it sends is one the API accepts', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report(
      thrown('x'.repeat(5000), `Error\n${'    at f (http://x.test/a.js:1:1)\n'.repeat(400)}`),
      'render',
    );
    reporter.report('una cadena lanzada', 'runtime');
    reporter.report({ status: 404, statusText: 'Not Found' }, 'data');
    reporter.report(null, 'runtime');
    await advance(COLLECT_MS);
    expect(sent).toHaveLength(4);
    for (const report of sent) {
      expect(clientErrorSchema.validateSync(report, { strict: true })).toEqual(report);
    }
    expect(sent.map((r) => r.message.slice(0, 30))).toEqual([
      'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'una cadena lanzada',
      'HTTP 404 Not Found',
      'Valor lanzado de tipo null',
    ]);
  });

  it('names the area the stack runs in, or the one its caller names, and that area’s release', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report(
      thrown('del shell', 'Error\n    at f (http://shell.test/static/js/index.js:1:1)'),
      'runtime',
    );
    reporter.report(new Error('no carga'), 'load', {
      area: 'products',
      message: 'Remote "products" refused',
    });
    await advance(COLLECT_MS);
    expect(sent.map((r) => [r.area, r.release, r.phase, r.message])).toEqual([
      ['shell', 'aa11bb22cc33', 'runtime', 'del shell'],
      ['products', '3f9a0c1b2d4e', 'load', 'Remote "…" refused'],
    ]);
  });

  it('reports nothing, and shows no code, without a session', async () => {
    const { reporter, sent, advance } = harness({ signedIn: () => false });
    expect(reporter.report(thrown('sin sesión'), 'render')).toBeUndefined();
    await advance(COLLECT_MS);
    expect(sent).toEqual([]);
  });

  it('sends at most MAX_PER_MINUTE reports a minute', async () => {
    const { reporter, sent, advance } = harness();
    for (let i = 0; i < MAX_PER_MINUTE + 5; i += 1)
      reporter.report(thrown(`fallo ${'x'.repeat(i)}`), 'runtime');
    await advance(COLLECT_MS);
    expect(sent).toHaveLength(MAX_PER_MINUTE);
  });

  it('keeps a report that found no server for when the connection returns, three tries at most', async () => {
    const { reporter, sent, advance, answerWith } = harness();
    answerWith('unreachable');
    reporter.report(thrown('sin red'), 'data');
    await advance(COLLECT_MS);
    reporter.retry();
    await advance(0);
    answerWith('sent');
    reporter.retry();
    await advance(0);
    expect(sent.map((r) => r.message)).toEqual(['sin red']);
    // Sent: not again.
    reporter.retry();
    await advance(0);
    expect(sent).toHaveLength(1);
  });
});

describe('no user data in a report', () => {
  it('replaces e-mails, quoted values, tokens, long numbers and query strings in a message', () => {
    expect(
      scrubMessage(
        'No se pudo guardar "Juan Pérez" <juan.perez@correo.es> con saldo 2.784,30 y teléfono +58 412 1234567, token eyJhbGciOiJIUzI1NiJ9abc123def456 en http://api.test/products?buscar=ana#x',
      ),
    ).toBe(
      'No se pudo guardar "…" <<correo>> con saldo <n> y teléfono +<n>, token <token> en http://api.test/products',
    );
  });

  it("keeps the property name of V8's failed accesses and HTTP statuses", () => {
    expect(scrubMessage("Cannot read properties of undefined (reading 'email')")).toBe(
      "Cannot read properties of undefined (reading 'email')",
    );
    expect(scrubMessage("Cannot set properties of null (setting 'Juan Pérez')")).toBe(
      "Cannot set properties of null (setting '…')",
    );
    expect(scrubMessage('GET /products: HTTP 500')).toBe('GET /products: HTTP 500');
  });

  it('keeps only the frames of a stack, never the message it starts with', () => {
    expect(scrubStack(STACK)).toBe(
      `at ProductForm (${PRODUCTS}static/js/async/412.js:1:2345)\nat renderWithHooks (http://shell.test/static/js/lib-react.js:1:999)`,
    );
    expect(scrubStack('Error: ana@example.com\n@http://x.test/a.js?token=1:2:3')).toBe(
      '@http://x.test/a.js:2:3',
    );
    expect(scrubStack('Error: ana@example.com is not valid')).toBe('');
    expect(scrubStack('f@http://x.test/a.js?token=1:2:3')).toBe('f@http://x.test/a.js:2:3');
    expect(stackUrls(STACK)).toEqual([
      `${PRODUCTS}static/js/async/412.js?v=2`,
      'http://shell.test/static/js/lib-react.js',
    ]);
  });

  it("tells a browser extension's errors by their top frame", () => {
    expect(
      thrownByExtension('TypeError: x\n    at f (chrome-extension://abc/content.js:1:2)'),
    ).toBe(true);
    expect(thrownByExtension('f@moz-extension://abc/c.js:1:2')).toBe(true);
    // A window error's script URL (ErrorEvent.filename).
    expect(isExtensionUrl('safari-web-extension://abc/c.js')).toBe(true);
    expect(isExtensionUrl(`${PRODUCTS}static/js/a.js`)).toBe(false);
    expect(thrownByExtension(STACK)).toBe(false);
    // An extension further down (it wrapped a call of ours) does not make the error its own.
    expect(thrownByExtension(`${STACK}\n    at g (chrome-extension://abc/hook.js:3:4)`)).toBe(
      false,
    );
  });

  it('hides ids and e-mails in a path', () => {
    expect(scrubPath('/productos/editar/12?buscar=x')).toBe('/productos/editar/:id');
    expect(scrubPath('/perfiles-roles/ana@example.com')).toBe('/perfiles-roles/:id');
  });
});

describe('the code', () => {
  it('is 8 characters of Crockford base 32 in two groups, from the random bytes', () => {
    expect(newErrorCode(() => new Uint8Array([0, 1, 2, 31, 32, 63, 200, 255]))).toBe('012Z-0Z8Z');
    for (let i = 0; i < 50; i += 1)
      expect(newErrorCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('names what was thrown', () => {
    expect(describeError(new TypeError('x'))).toMatchObject({ message: 'TypeError: x' });
    expect(
      describeError(
        Object.assign(new Error('Error interno'), { name: 'ApiError', stack: 'at axios' }),
      ),
    ).toEqual({
      message: 'ApiError: Error interno',
      stack: '',
    });
  });
});
