import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from 'shared-ui/schemas';
import { installFakeApi, renderApp } from '../../test/knowledgeApi';

// The save button's name may carry antd's fading 'loading' icon after a submit.
const SAVE = { name: /Guardar/ };
const nameMessage = texts.validation.knowledgeBase.name;

describe('BaseCreate', { timeout: 30_000 }, () => {
  it('requires a name', async () => {
    const api = installFakeApi();
    const { user } = renderApp('/base-de-conocimiento/gestion');
    await user.click(await screen.findByRole('button', SAVE));
    expect(await screen.findByText(nameMessage)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), '   ');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText(nameMessage)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a base with no questions, then offers another one', async () => {
    const api = installFakeApi();
    const { user } = renderApp('/base-de-conocimiento/gestion');
    await user.type(await screen.findByLabelText('Nombre'), '  Facturación ');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('Base de conocimiento creada')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/knowledgebase',
      body: { name: 'Facturación', number: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Crear otra' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('offers to add questions to the new base', async () => {
    installFakeApi();
    const { user, router } = renderApp('/base-de-conocimiento/gestion');
    await user.type(await screen.findByLabelText('Nombre'), 'Soporte');
    await user.click(screen.getByRole('button', SAVE));
    await user.click(await screen.findByRole('button', { name: 'Agregar preguntas' }));
    // The router shows the next page once its chunk is loaded.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/preguntas-y-respuestas/gestion'),
    );
    expect(router.state.location.search).toBe('?base=1');
  });

  it('keeps what was typed when the save fails', async () => {
    const api = installFakeApi();
    api.fail('POST /knowledgebase');
    const { user } = renderApp('/base-de-conocimiento/gestion');
    await user.type(await screen.findByLabelText('Nombre'), 'Soporte');
    await user.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Soporte');
    expect(screen.queryByText('Base de conocimiento creada')).not.toBeInTheDocument();
  });
});

describe('BaseEdit', { timeout: 30_000 }, () => {
  it('renames a base and shows its question count', async () => {
    const api = installFakeApi({ bases: ['Soporte'], questions: [['¿Q1?', 'R1', 0]] });
    const { user, router } = renderApp('/base-de-conocimiento/gestion/1');
    const name = await screen.findByLabelText('Nombre');
    expect(name).toHaveValue('Soporte');
    expect(screen.getByText(/Esta base tiene 1 pregunta\./)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Soporte técnico');
    await user.click(screen.getByRole('button', SAVE));
    const modal = await screen.findByText('Base de conocimiento actualizada');
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'Soporte técnico' } });
    expect(api.questions[0]?.namelist).toBe('Soporte técnico');
    await user.click(
      within(modal.closest('.ant-modal') as HTMLElement).getByRole('button', {
        name: 'Ir al listado',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/base-de-conocimiento'));
  });

  it('shows the full error page for an unknown id', async () => {
    installFakeApi();
    renderApp('/base-de-conocimiento/gestion/99');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });

  it('shows the full error page for a malformed id without calling the API', async () => {
    const api = installFakeApi();
    renderApp('/base-de-conocimiento/gestion/abc');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
