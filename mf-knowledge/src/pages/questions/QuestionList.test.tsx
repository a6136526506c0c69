import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from 'shared-ui/schemas';
import { installFakeApi, renderApp } from '../../test/knowledgeApi';

const seed = {
  bases: ['Facturación', 'Soporte'],
  questions: [
    ['¿Cómo pago?', 'Con tarjeta o transferencia.', 0],
    ['¿Horario de atención?', 'De lunes a viernes.', 1],
    ['¿Emiten factura?', 'Sí, electrónica.', 0],
  ] as [string, string, number][],
};

const filter = () => screen.getByRole('combobox', { name: 'Base de conocimiento' });

const shownQuestions = () =>
  screen
    .queryAllByRole('link')
    .map((a) => a.textContent)
    .filter((t) => t?.startsWith('¿'));

describe('QuestionList', { timeout: 30_000 }, () => {
  it('lists question, answer and base, newest first', async () => {
    installFakeApi(seed);
    renderApp('/preguntas-y-respuestas');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('¿Emiten factura?');
    expect(rows[1]).toHaveTextContent('Sí, electrónica.');
    expect(rows[1]).toHaveTextContent('Facturación');
    expect(shownQuestions()).toEqual(['¿Emiten factura?', '¿Horario de atención?', '¿Cómo pago?']);
  });

  it('arrives filtered by the base in the URL and keeps the URL in step', async () => {
    installFakeApi(seed);
    const { user, router } = renderApp('/preguntas-y-respuestas?base=2');
    await screen.findByRole('link', { name: '¿Horario de atención?' });
    expect(shownQuestions()).toEqual(['¿Horario de atención?']);
    await user.click(filter());
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    // The filter's options arrive from the API once it opens.
    await user.click(await within(dropdown).findByTitle('Facturación (2)'));
    expect(router.state.location.search).toBe('?base=1');
    expect(shownQuestions()).toEqual(['¿Emiten factura?', '¿Cómo pago?']);
    await user.click(filter());
    await user.click(await within(dropdown).findByTitle('Todas las bases'));
    expect(router.state.location.search).toBe('');
    expect(shownQuestions()).toHaveLength(3);
  });

  it('searches questions and answers', async () => {
    installFakeApi(seed);
    const { user } = renderApp('/preguntas-y-respuestas');
    const search = await screen.findByLabelText('Buscar en preguntas y respuestas');
    // The API searches (q), once the typing stops.
    await user.type(search, 'transferencia');
    await waitFor(() => expect(shownQuestions()).toEqual(['¿Cómo pago?']));
    await user.clear(search);
    await user.type(search, 'horario');
    await waitFor(() => expect(shownQuestions()).toEqual(['¿Horario de atención?']));
    await user.type(search, 'zzz');
    expect(
      await screen.findByText('Ninguna pregunta coincide con la búsqueda'),
    ).toBeInTheDocument();
  });

  it('deletes a question after confirmation', async () => {
    const api = installFakeApi(seed);
    const { user } = renderApp('/preguntas-y-respuestas');
    const link = await screen.findByRole('link', { name: '¿Cómo pago?' });
    await user.click(
      within(link.closest('tr') as HTMLElement).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar esta pregunta?');
    expect(dialog).toHaveTextContent('«¿Cómo pago?»');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Pregunta eliminada')).toBeInTheDocument();
    await waitFor(() => expect(shownQuestions()).toHaveLength(2));
    expect(api.bases.find((b) => b.name === 'Facturación')?.number).toBe(1);
  });

  it('sends one DELETE however often Eliminar is pressed', async () => {
    const api = installFakeApi(seed);
    const { user } = renderApp('/preguntas-y-respuestas');
    const link = await screen.findByRole('link', { name: '¿Cómo pago?' });
    const remove = within(link.closest('tr') as HTMLElement).getByRole('button', {
      name: 'Eliminar',
    });
    await user.dblClick(remove);
    await user.click(remove);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.dblClick(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(shownQuestions()).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says a filtered base has no questions', async () => {
    installFakeApi({ bases: ['Vacía'] });
    renderApp('/preguntas-y-respuestas?base=1');
    expect(await screen.findByText('Esta base no tiene preguntas')).toBeInTheDocument();
  });

  it('drops a filter for a base that does not exist', async () => {
    installFakeApi(seed);
    const { router } = renderApp('/preguntas-y-respuestas?base=77');
    await screen.findByRole('link', { name: '¿Cómo pago?' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(shownQuestions()).toHaveLength(3);
  });

  it('creates from a filtered list with that base preselected', async () => {
    installFakeApi(seed);
    const { user, router } = renderApp('/preguntas-y-respuestas?base=2');
    await user.click(await screen.findByRole('button', { name: 'Crear pregunta' }));
    // The router shows the next page once its chunk is loaded.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/preguntas-y-respuestas/gestion'),
    );
    expect(router.state.location.search).toBe('?base=2');
  });

  it('shows the full error page when the questions cannot load', async () => {
    const api = installFakeApi(seed);
    api.fail('GET /questionsandanswers');
    renderApp('/preguntas-y-respuestas');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
