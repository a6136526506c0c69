import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS, texts } from 'shared-ui/schemas';
import { installFakeApi, renderApp } from '../../test/knowledgeApi';

const SAVE = { name: /Guardar/ };
const { question: messages } = texts.validation;

/** Opens the antd select labelled `label` and picks `option`. */
async function pick(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const dropdown = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // The options arrive from the API once the picker opens.
  await user.click(await within(dropdown as HTMLElement).findByTitle(option));
}

describe('QuestionCreate', { timeout: 30_000 }, () => {
  it('shows the three required messages on an empty submit', async () => {
    const api = installFakeApi({ bases: ['Soporte'] });
    const { user } = renderApp('/preguntas-y-respuestas/gestion');
    await user.click(await screen.findByRole('button', SAVE));
    expect(await screen.findByText(messages.question)).toBeInTheDocument();
    expect(screen.getByText(messages.answers)).toBeInTheDocument();
    expect(screen.getByText(messages.listId)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('counts the answer live and stops it at 100 characters', async () => {
    installFakeApi({ bases: ['Soporte'] });
    const { user } = renderApp('/preguntas-y-respuestas/gestion');
    const answer = await screen.findByLabelText('Respuesta');
    expect(screen.getByText(`0 / ${LIMITS.answer}`)).toBeInTheDocument();
    await user.type(answer, 'Hola');
    expect(screen.getByText(`4 / ${LIMITS.answer}`)).toBeInTheDocument();
    await user.clear(answer);
    await user.click(answer);
    await user.paste('x'.repeat(LIMITS.answer + 20));
    expect(answer).toHaveValue('x'.repeat(LIMITS.answer));
    expect(screen.getByText(`${LIMITS.answer} / ${LIMITS.answer}`)).toBeInTheDocument();
  });

  it('creates a question in the chosen base and keeps that base for the next one', async () => {
    const api = installFakeApi({ bases: ['Facturación', 'Soporte'] });
    const { user } = renderApp('/preguntas-y-respuestas/gestion');
    await user.type(await screen.findByLabelText('Pregunta'), '¿Cómo pago?');
    await user.type(screen.getByLabelText('Respuesta'), 'Con tarjeta.');
    await pick(user, 'Base de conocimiento', 'Soporte');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('Pregunta creada')).toBeInTheDocument();
    expect(screen.getByText('Guardada en la base «Soporte».')).toBeInTheDocument();
    // The last write (the base picker on screen reads its list again after it).
    expect(api.calls.filter((call) => call.method !== 'GET').at(-1)).toEqual({
      method: 'POST',
      url: '/questionsandanswers',
      body: { question: '¿Cómo pago?', answers: 'Con tarjeta.', listId: 2, namelist: 'Soporte' },
    });
    expect(api.bases.find((b) => b.name === 'Soporte')?.number).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Crear otra' }));
    expect(screen.getByLabelText('Pregunta')).toHaveValue('');
    expect(screen.getByTitle('Soporte')).toBeInTheDocument();
  });

  it('preselects the base named in the URL', async () => {
    installFakeApi({ bases: ['Facturación', 'Soporte'] });
    renderApp('/preguntas-y-respuestas/gestion?base=1');
    await screen.findByLabelText('Pregunta');
    expect(screen.getByTitle('Facturación')).toBeInTheDocument();
  });

  it('asks for a base first when there is none', async () => {
    installFakeApi();
    renderApp('/preguntas-y-respuestas/gestion');
    expect(
      await screen.findByText(
        'Primero cree una base de conocimiento para poder agregar preguntas.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails', async () => {
    const api = installFakeApi({ bases: ['Soporte'] });
    api.fail('POST /questionsandanswers');
    const { user } = renderApp('/preguntas-y-respuestas/gestion?base=1');
    await user.type(await screen.findByLabelText('Pregunta'), '¿Horario?');
    await user.type(screen.getByLabelText('Respuesta'), 'De 8 a 17.');
    await user.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Pregunta')).toHaveValue('¿Horario?');
    expect(screen.getByLabelText('Respuesta')).toHaveValue('De 8 a 17.');
  });
});

describe('QuestionEdit', { timeout: 30_000 }, () => {
  it('moves a question to another base, and both counts follow', async () => {
    const api = installFakeApi({
      bases: ['Facturación', 'Soporte'],
      questions: [['¿Horario?', 'De 8 a 17.', 0]],
    });
    const { user } = renderApp('/preguntas-y-respuestas/gestion/3');
    expect(await screen.findByLabelText('Pregunta')).toHaveValue('¿Horario?');
    // The base's name is read by its id once the form shows (the picker no longer loads every base).
    expect(await screen.findByTitle('Facturación')).toBeInTheDocument();
    await pick(user, 'Base de conocimiento', 'Soporte');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('Pregunta actualizada')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET').at(-1)).toMatchObject({
      method: 'PATCH',
      body: { listId: 2 },
    });
    expect(api.bases.map((b) => [b.name, b.number])).toEqual([
      ['Soporte', 1],
      ['Facturación', 0],
    ]);
  });

  it('shows the full error page for an unknown question', async () => {
    installFakeApi({ bases: ['Soporte'] });
    renderApp('/preguntas-y-respuestas/gestion/42');
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
