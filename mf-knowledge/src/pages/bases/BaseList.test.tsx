import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from 'shared-ui/schemas';
import { installFakeApi, renderApp } from '../../test/knowledgeApi';

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('BaseList', { timeout: 30_000 }, () => {
  it('lists bases newest first with their question counts', async () => {
    installFakeApi({
      bases: ['Facturación', 'Soporte'],
      questions: [
        ['¿Q1?', 'R1', 1],
        ['¿Q2?', 'R2', 1],
      ],
    });
    renderApp('/base-de-conocimiento');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Soporte');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[2]).toHaveTextContent('Facturación');
    expect(rows[2]).toHaveTextContent('0');
  });

  it('searches by name, ignoring accents', async () => {
    installFakeApi({ bases: ['Facturación', 'Soporte'] });
    const { user } = renderApp('/base-de-conocimiento');
    await user.type(await screen.findByLabelText('Buscar por nombre'), 'facturacion');
    // The API searches (q), once the typing stops.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Soporte' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Facturación' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar por nombre'), 'zzz');
    expect(await screen.findByText('Ninguna base coincide con la búsqueda')).toBeInTheDocument();
  });

  it('shows an empty state when there are no bases', async () => {
    installFakeApi();
    renderApp('/base-de-conocimiento');
    expect(await screen.findByText('No hay bases de conocimiento')).toBeInTheDocument();
  });

  it('warns how many questions go with a base before deleting both', async () => {
    const api = installFakeApi({
      bases: ['Soporte'],
      questions: [
        ['¿Q1?', 'R1', 0],
        ['¿Q2?', 'R2', 0],
      ],
    });
    const { user } = renderApp('/base-de-conocimiento');
    await screen.findByRole('link', { name: 'Soporte' });
    await user.click(within(rowOf('Soporte')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Esta base todavía tiene 2 preguntas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar base y preguntas' }));
    expect(
      await screen.findByText('Se eliminó la base «Soporte» y 2 preguntas'),
    ).toBeInTheDocument();
    expect(api.bases).toHaveLength(0);
    expect(api.questions).toHaveLength(0);
    expect(await screen.findByText('No hay bases de conocimiento')).toBeInTheDocument();
  });

  it('sends one DELETE however often Eliminar is pressed', async () => {
    const api = installFakeApi({ bases: ['Soporte', 'Ventas'] });
    const { user } = renderApp('/base-de-conocimiento');
    await screen.findByRole('link', { name: 'Soporte' });
    const remove = within(rowOf('Soporte')).getByRole('button', { name: 'Eliminar' });
    await user.dblClick(remove);
    await user.click(remove);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const ok = within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' });
    await user.dblClick(ok);
    await waitFor(() => expect(api.bases).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the base when the deletion is cancelled', async () => {
    const api = installFakeApi({ bases: ['Soporte'] });
    const { user } = renderApp('/base-de-conocimiento');
    await screen.findByRole('link', { name: 'Soporte' });
    const remove = within(rowOf('Soporte')).getByRole('button', { name: 'Eliminar' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    // The row's button is busy until the whole run has ended, a deletion included had one run.
    expect(remove).toHaveClass('ant-btn-loading');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(remove).not.toHaveClass('ant-btn-loading'));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(api.bases).toHaveLength(1);
  });

  it('shows the error modal when a deletion fails, and keeps the row', async () => {
    const api = installFakeApi({ bases: ['Soporte'] });
    api.fail('DELETE /knowledgebase/1');
    const { user } = renderApp('/base-de-conocimiento');
    await screen.findByRole('link', { name: 'Soporte' });
    await user.click(within(rowOf('Soporte')).getByRole('button', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soporte' })).toBeInTheDocument();
  });

  it('links each base to its questions, pre-filtered', async () => {
    installFakeApi({ bases: ['Soporte'] });
    const { user, router } = renderApp('/base-de-conocimiento');
    await screen.findByRole('link', { name: 'Soporte' });
    await user.click(within(rowOf('Soporte')).getByRole('button', { name: 'Ver preguntas' }));
    // The router shows the next page once its chunk is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/preguntas-y-respuestas'));
    expect(router.state.location.search).toBe('?base=1');
  });

  it('shows the full error page when the list cannot load', async () => {
    const api = installFakeApi();
    api.fail('GET /knowledgebase');
    renderApp('/base-de-conocimiento');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
