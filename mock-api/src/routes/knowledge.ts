/** /knowledgebase and /questionsandanswers; the API keeps each base's `number` equal to its question count. */
import { Router } from 'express';
import { knowledgeBaseSchema, questionSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Tx } from '../db/store';
import type { Context } from '../context';
import { invalid, notFound, parse, parseId, patchBody, sendList } from '../http';
import { unlink } from './links';

const baseFor = (tx: Tx, listId: number) => {
  const base = tx.find('knowledgebases', listId);
  if (!base) throw invalid({ listId: api.unknownKnowledgeBase });
  return base;
};

const recount = (tx: Tx, listId: number, delta: number) => {
  const base = tx.find('knowledgebases', listId);
  if (base) tx.update('knowledgebases', listId, { number: Math.max(0, base.number + delta) });
};

export const knowledgeBasesRouter = ({ store }: Context) => {
  const router = Router();

  router.get('/', sendList(store, 'knowledgebases'));

  router.get('/:id', (req, res) => {
    const base = store.find('knowledgebases', parseId(req.params.id));
    if (!base) throw notFound();
    res.json(base);
  });

  router.post('/', async (req, res) => {
    const { name } = await parse(knowledgeBaseSchema, req.body);
    const base = await store.write((tx) => tx.insert('knowledgebases', { name, number: 0 }));
    res.status(201).json(base);
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!store.find('knowledgebases', id)) throw notFound();
    const { name } = await parse(knowledgeBaseSchema, patchBody(req));
    const base = await store.write((tx) => {
      const updated = tx.update('knowledgebases', id, { name });
      if (!updated) throw notFound();
      for (const q of tx.data.questions) {
        if (q.listId === id) tx.update('questions', q.id, { namelist: name });
      }
      return updated;
    });
    res.json(base);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const deletedQuestions = await store.write((tx) => {
      if (!tx.remove('knowledgebases', id)) throw notFound();
      unlink(tx, 'knowledgebases', id);
      return tx.removeWhere('questions', (q) => q.listId === id).length;
    });
    res.json({ deleted: true, id, deletedQuestions });
  });

  return router;
};

export const questionsRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const question = store.find('questions', parseId(raw));
    if (!question) throw notFound();
    return question;
  };

  router.get('/', sendList(store, 'questions'));

  router.get('/:id', (req, res) => {
    res.json(existing(req.params.id));
  });

  router.post('/', async (req, res) => {
    const { question, answers, listId } = await parse(questionSchema, req.body);
    const created = await store.write((tx) => {
      const base = baseFor(tx, listId);
      recount(tx, listId, +1);
      return tx.insert('questions', { question, answers, listId, namelist: base.name });
    });
    res.status(201).json(created);
  });

  // A partial edit is checked as the whole question it produces.
  router.patch('/:id', async (req, res) => {
    const current = existing(req.params.id);
    const body = patchBody(req);
    const merged = { question: current.question, answers: current.answers, listId: current.listId };
    const keys = Object.keys(merged).filter((key) => Object.hasOwn(body, key));
    if (keys.length === 0) throw invalid({ _: api.emptyPatch }, api.emptyPatch);
    for (const key of keys) Object.assign(merged, { [key]: body[key] });
    const { question, answers, listId } = await parse(questionSchema, merged);
    const updated = await store.write((tx) => {
      const before = tx.find('questions', current.id);
      if (!before) throw notFound();
      const base = baseFor(tx, listId);
      if (before.listId !== listId) {
        recount(tx, before.listId, -1);
        recount(tx, listId, +1);
      }
      return tx.update('questions', current.id, { question, answers, listId, namelist: base.name });
    });
    res.json(updated);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await store.write((tx) => {
      const removed = tx.remove('questions', id);
      if (!removed) throw notFound();
      recount(tx, removed.listId, -1);
    });
    res.json({ deleted: true, id });
  });

  return router;
};
