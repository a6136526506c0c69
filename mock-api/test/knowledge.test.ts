/** /knowledgebase and /questionsandanswers: `number` always equals the question count. */
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

/** Checks on the API and on disk that every base's number is its question count. */
const expectCountsHold = async () => {
  const bases = (await t.get('/knowledgebase')).body as { id: number; number: number }[];
  const questions = (await t.get('/questionsandanswers')).body as { listId: number }[];
  for (const base of bases) {
    expect(base.number).toBe(questions.filter((q) => q.listId === base.id).length);
  }
  const disk = await t.companyOnDisk();
  expect(disk.knowledgebases).toEqual(bases);
};

describe('knowledge bases', () => {
  it('seeds 3 bases with 15 questions', async () => {
    expect((await t.get('/knowledgebase')).body).toHaveLength(3);
    expect((await t.get('/questionsandanswers')).body).toHaveLength(15);
    await expectCountsHold();
  });

  it('creates with number 0 whatever the client sends', async () => {
    const res = await t.post('/knowledgebase', { name: 'Nueva base', number: 42 });
    expect(res).toMatchObject({ status: 201, body: { id: 4, name: 'Nueva base', number: 0 } });
    expect((await t.post('/knowledgebase', { name: ' ' })).body.errors).toEqual({
      name: validation.knowledgeBase.name,
    });
  });

  it('renames a base and the namelist of its questions', async () => {
    const res = await t.patch('/knowledgebase/1', { name: 'Fibra: preguntas' });
    expect(res.body).toMatchObject({ id: 1, name: 'Fibra: preguntas', number: 6 });
    const questions = (await t.get('/questionsandanswers')).body.filter(
      (q: { listId: number }) => q.listId === 1,
    );
    expect(questions.every((q: { namelist: string }) => q.namelist === 'Fibra: preguntas')).toBe(
      true,
    );
    expect((await t.patch('/knowledgebase/1', {})).status).toBe(400);
    expect((await t.patch('/knowledgebase/99', { name: 'x' })).status).toBe(404);
  });
});

describe('questions', () => {
  it('creates with the base name and counts it', async () => {
    const res = await t.post('/questionsandanswers', {
      question: '¿Tienen cobertura en Mérida?',
      answers: 'Sí, en el área metropolitana.',
      listId: 4,
      namelist: 'ignorado',
    });
    expect(res).toMatchObject({ status: 201, body: { listId: 4, namelist: 'Nueva base' } });
    expect((await t.get('/knowledgebase/4')).body.number).toBe(1);
    await expectCountsHold();
  });

  it('refuses an unknown base and long answers', async () => {
    const unknown = await t.post('/questionsandanswers', {
      question: 'q',
      answers: 'a',
      listId: 99,
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { listId: api.unknownKnowledgeBase } },
    });
    const long = await t.post('/questionsandanswers', {
      question: 'q',
      answers: 'x'.repeat(101),
      listId: 1,
    });
    expect(long.body.errors).toEqual({ answers: validation.common.maxChars(100) });
    expect((await t.post('/questionsandanswers', {})).body.errors).toEqual({
      question: validation.question.question,
      answers: validation.question.answers,
      listId: validation.question.listId,
    });
  });

  it('edits partially and moves between bases, updating both counts', async () => {
    const edit = await t.patch('/questionsandanswers/1', { answers: 'Nueva respuesta' });
    expect(edit.body).toMatchObject({ id: 1, answers: 'Nueva respuesta', listId: 1 });
    const move = await t.patch('/questionsandanswers/1', { listId: 2 });
    expect(move.body).toMatchObject({ listId: 2, namelist: 'Facturación y pagos' });
    expect((await t.get('/knowledgebase/1')).body.number).toBe(5);
    expect((await t.get('/knowledgebase/2')).body.number).toBe(6);
    await expectCountsHold();
  });

  it('refuses empty, blank, unknown-base and unknown-id edits', async () => {
    expect((await t.patch('/questionsandanswers/1', {})).status).toBe(400);
    expect((await t.patch('/questionsandanswers/1', { x: 1 })).status).toBe(400);
    expect((await t.patch('/questionsandanswers/1', { question: '' })).body.errors).toEqual({
      question: validation.question.question,
    });
    expect((await t.patch('/questionsandanswers/1', { listId: 77 })).status).toBe(400);
    expect((await t.patch('/questionsandanswers/999', { answers: 'x' })).status).toBe(404);
    await expectCountsHold();
  });

  it('deletes a question and uncounts it', async () => {
    expect((await t.delete('/questionsandanswers/2')).body).toEqual({ deleted: true, id: 2 });
    expect((await t.get('/questionsandanswers/2')).status).toBe(404);
    expect((await t.delete('/questionsandanswers/2')).status).toBe(404);
    await expectCountsHold();
  });

  it('deleting a base deletes its questions in the same write and unlinks campaigns', async () => {
    expect((await t.get('/campaings/1')).body.knowledgebases).toContain(1);
    const res = await t.delete('/knowledgebase/1');
    expect(res.body).toEqual({ deleted: true, id: 1, deletedQuestions: 4 });
    const disk = await t.companyOnDisk();
    expect(disk.questions.some((q: { listId: number }) => q.listId === 1)).toBe(false);
    expect(disk.knowledgebases.some((b: { id: number }) => b.id === 1)).toBe(false);
    expect((await t.get('/campaings/1')).body.knowledgebases).not.toContain(1);
    expect((await t.delete('/knowledgebase/1')).status).toBe(404);
    await expectCountsHold();
  });
});
