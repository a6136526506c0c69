import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type ErrorReporter, setErrorReporter } from '../session/errors';
import { PageFrame } from './PageFrame';
import { ErrorResult } from './states';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('the error page', () => {
  afterEach(() => setErrorReporter(undefined));

  it("reports its error once and shows the code the reporter gives, with SPEC's text and way home", async () => {
    const calls: Parameters<ErrorReporter>[] = [];
    setErrorReporter((...args) => {
      calls.push(args);
      return 'K7QM-2XHD';
    });
    const failure = new Error('falló');
    const { unmount } = renderAt(<ErrorResult error={failure} phase="render" />);
    expect(
      await screen.findByRole('heading', { name: 'Oops, a ocurrido un error inesperado.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Código de error:/)).toHaveTextContent('Código de error: K7QM-2XHD');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    unmount();
    // The same error shown again: the same code, and no second report.
    renderAt(<ErrorResult error={failure} phase="render" />);
    expect(await screen.findByText(/^Código de error:/)).toHaveTextContent('K7QM-2XHD');
    expect(calls).toEqual([[failure, 'render', undefined]]);
  });

  it("a page's failed data load reports it as phase data", async () => {
    const phases: string[] = [];
    setErrorReporter((_error, phase) => {
      phases.push(phase);
      return 'AAAA-BBBB';
    });
    renderAt(
      <PageFrame title="Lista" error={new Error('sin datos')}>
        contenido
      </PageFrame>,
    );
    expect(await screen.findByText(/^Código de error:/)).toHaveTextContent('AAAA-BBBB');
    expect(phases).toEqual(['data']);
  });

  it('shows no code where no reporter is installed (a remote on its own)', async () => {
    renderAt(<ErrorResult error={new Error('x')} />);
    expect(
      await screen.findByRole('heading', { name: 'Oops, a ocurrido un error inesperado.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Código de error:/)).toBeNull();
  });
});
