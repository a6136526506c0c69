import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { SchemaForm } from '../forms/SchemaForm';
import { TextField } from '../forms/fields';
import { api } from '../session';
import { enter, fakeApi, locationOf, renderPage } from '../testing';
import { EntityFormPage, useRouteRecord } from './EntityFormPage';

interface Note {
  id: number;
  name: string;
}

const schema = yup.object({ name: yup.string().trim().required('Escribe un nombre') });
const notesApi = {
  get: (id: number) => api.get<Note>(`/notes/${id}`),
  create: (body: { name: string }) => api.post<Note>('/notes', body),
  update: (id: number, body: { name: string }) => api.put<Note>(`/notes/${id}`, body),
};

function NoteForm({ initial, onSubmit }: { initial: string; onSubmit: (name: string) => unknown }) {
  return (
    <SchemaForm<{ name: string }>
      id="note"
      schema={schema}
      initialValues={{ name: initial }}
      onSubmit={(values) => onSubmit(values.name)}
    >
      {() => (
        <>
          <TextField name="name" label="Nombre" required />
          <button type="submit">Guardar</button>
        </>
      )}
    </SchemaForm>
  );
}

function NoteCreate() {
  return (
    <EntityFormPage<Note>
      mode="create"
      title="Crear nota"
      breadcrumb={[{ title: 'Notas', to: '/notas' }, { title: 'Crear nota' }]}
      form={(saved, last) => (
        <>
          {last && <p>Anterior: {last.name}</p>}
          <NoteForm initial="" onSubmit={async (name) => saved(await notesApi.create({ name }))} />
        </>
      )}
      result={{
        title: 'Nota creada',
        subTitle: (note) => `«${note.name}»`,
        actions: [
          { label: 'Crear otra' },
          { label: 'Ver la nota', to: (note) => `/notas/${note.id}` },
          { label: 'Ir al listado', to: '/notas', primary: true },
        ],
      }}
    />
  );
}

function NoteEdit() {
  const note = useRouteRecord(notesApi.get);
  return (
    <EntityFormPage<Note>
      mode="edit"
      title="Editar nota"
      loading={note.loading && !note.data}
      error={note.error}
      form={(saved) =>
        note.data && (
          <NoteForm
            initial={note.data.name}
            onSubmit={async (name) => saved(await notesApi.update(note.data?.id ?? 0, { name }))}
          />
        )
      }
      result={{
        title: 'Nota actualizada',
        actions: [{ label: 'Seguir editando' }, { label: 'Ir al listado', to: '/notas' }],
      }}
    >
      <p>Historial de la nota</p>
    </EntityFormPage>
  );
}

const dialog = () => screen.findByRole('dialog');

describe('EntityFormPage', { timeout: 30_000 }, () => {
  it('creates, shows the result with the saved entity, and "create another" empties the form', async () => {
    const { calls } = fakeApi({
      'POST /notes': (call) => [201, { id: 7, ...(call.body as object) }],
    });
    const { user } = renderPage(<NoteCreate />, { path: '/notas/crear' });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear nota' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notas' })).toHaveAttribute('href', '/notas');

    await enter(user, screen.getByLabelText('Nombre'), 'Primera');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const result = await dialog();
    expect(within(result).getByText('Nota creada')).toBeInTheDocument();
    expect(within(result).getByText('«Primera»')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.click(within(result).getByRole('button', { name: 'Crear otra' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    // The new form knows what the previous one saved.
    expect(screen.getByText('Anterior: Primera')).toBeInTheDocument();
  });

  it('closing the create result also brings an empty form', async () => {
    fakeApi({ 'POST /notes': [201, { id: 8, name: 'Segunda' }] });
    const { user } = renderPage(<NoteCreate />, { path: '/notas/crear' });
    await enter(user, screen.getByLabelText('Nombre'), 'Segunda');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await dialog()).getByRole('button', { name: /cerrar|close/i }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
  });

  it('goes where an action points, built from the saved entity when it is a function', async () => {
    fakeApi({ 'POST /notes': [201, { id: 9, name: 'Tercera' }] });
    const { user, router } = renderPage(<NoteCreate />, { path: '/notas/crear' });
    await enter(user, screen.getByLabelText('Nombre'), 'Tercera');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Ver la nota' }));
    await waitFor(() => expect(locationOf(router)).toBe('/notas/9'));
  });

  it('edits the record the :id names and "keep editing" keeps the saved values', async () => {
    const { calls } = fakeApi({
      'GET /notes/:id': [200, { id: 3, name: 'Guardada' }],
      'PUT /notes/:id': (call) => [200, { id: 3, ...(call.body as object) }],
    });
    const { user } = renderPage(<NoteEdit />, {
      path: '/notas/editar/:id',
      url: '/notas/editar/3',
    });
    const name = await screen.findByLabelText('Nombre');
    expect(name).toHaveValue('Guardada');
    expect(screen.getByText('Historial de la nota')).toBeInTheDocument();

    await enter(user, name, 'Cambiada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const result = await dialog();
    expect(within(result).getByText('Nota actualizada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/notes/3',
      body: { name: 'Cambiada' },
    });

    await user.click(within(result).getByRole('button', { name: 'Seguir editando' }));
    // The form is not mounted again from the record as loaded ('Guardada').
    expect(screen.getByLabelText('Nombre')).toHaveValue('Cambiada');
  });

  it('shows the error page for a malformed id without calling the API', async () => {
    const { calls } = fakeApi({});
    renderPage(<NoteEdit />, { path: '/notas/editar/:id', url: '/notas/editar/abc' });
    expect(await screen.findByText(/Oops/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/notes'))).toHaveLength(0);
  });
});
