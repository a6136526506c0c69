import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '../components/AppProviders';
import { hasUnsavedChanges } from '../session/unsaved';
import { unsaved } from '../texts';
import { TextField } from './fields';
import { SchemaForm } from './SchemaForm';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

const schema = yup.object({
  name: yup.string().trim().required('Ingrese el nombre'),
  city: yup.string().trim().required('Ingrese la ciudad'),
});

function EditPage({ onSubmit }: { onSubmit: () => Promise<void> }) {
  return (
    <SchemaForm
      id="edit"
      schema={schema}
      initialValues={{ name: '', city: '' }}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <TextField name="name" label="Nombre" />
          <TextField name="city" label="Ciudad" />
          <button type="submit">Guardar</button>
        </>
      )}
    </SchemaForm>
  );
}

const renderApp = (onSubmit = vi.fn(async () => undefined)) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppProviders>
            <UnsavedChangesPrompt />
            <Link to="/lista">Ir a la lista</Link>
            <Outlet />
          </AppProviders>
        ),
        children: [
          { path: '/editar', element: <EditPage onSubmit={onSubmit} /> },
          { path: '/lista', element: <h1>Lista</h1> },
        ],
      },
    ],
    { initialEntries: ['/editar'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSubmit };
};

describe('unsaved changes', { timeout: 20_000 }, () => {
  it('leaves an untouched form without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Ir a la lista' }));
    expect(router.state.location.pathname).toBe('/lista');
  });

  it('asks before leaving typed work: stay keeps it, leave goes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp();
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));

    await user.click(screen.getByRole('link', { name: 'Ir a la lista' }));
    expect(await screen.findByText(unsaved.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: unsaved.stay }));
    expect(router.state.location.pathname).toBe('/editar');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');

    await user.click(screen.getByRole('link', { name: 'Ir a la lista' }));
    await user.click(await screen.findByRole('button', { name: unsaved.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('does not ask once the typed values were saved', async () => {
    const user = userEvent.setup();
    const { router, onSubmit } = renderApp();
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Ciudad'), 'Quito');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Ir a la lista' }));
    expect(router.state.location.pathname).toBe('/lista');
    expect(screen.queryByText(unsaved.title)).not.toBeInTheDocument();
  });

  it('focuses the first invalid field after a failed submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderApp();
    await user.type(screen.getByLabelText('Ciudad'), 'Quito');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese el nombre')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
