/** /knowledgebase and /questionsandanswers; the API keeps each base's `number` equal to its question count. */
import { knowledgeBaseSchema, questionPatchSchema, questionSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { CompanyTx as Tx } from '../db/view';
import type { KnowledgeBase, QuestionAnswer } from 'shared-ui/types';
import { invalid, notFound } from '../http';
import { field, recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';
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

const baseBody = jsonBody('KnowledgeBaseBody', knowledgeBaseSchema, {
  example: { name: 'Preguntas de facturación' },
});
const question = { question: '¿Cómo pago?', answers: 'Con transferencia o Zelle.', listId: 1 };
const listIdRule = { properties: { listId: { 'x-references': { list: '/knowledgebase' } } } };

/** What the knowledge base list (and the pickers of bases) filter, sort and search by. */
export const baseList = recordList<KnowledgeBase>({
  fields: { name: field.text(), number: field.integer() },
  sort: ['name', 'number'],
  search: ['name'],
});

/** What the question list filters (by base), sorts and searches by. */
export const questionList = recordList<QuestionAnswer>({
  fields: {
    question: field.text(),
    answers: field.text(),
    listId: field.integer(),
    namelist: field.text(),
  },
  sort: ['question', 'answers', 'namelist', 'listId'],
  search: ['question', 'answers'],
});

const { operation, reads } = area('Conocimiento');

export const knowledgeOperations = [
  ...reads('knowledgebases', '/knowledgebase', {
    answer: 'KnowledgeBase',
    plural: 'Knowledge bases',
    one: 'knowledge base',
    permission: 'knowledge.read',
    spec: baseList,
  }),
  operation({
    route: 'POST /knowledgebase',
    summary: 'Create a knowledge base (`number` 0)',
    scope: 'company',
    permission: 'knowledge.create',
    body: baseBody,
    status: 201,
    answer: 'KnowledgeBase',
    handler: ({ db, body: { name } }) =>
      db.write((tx) => tx.insert('knowledgebases', { name, number: 0 })),
  }),
  operation({
    route: 'PATCH /knowledgebase/:id',
    summary: "Rename a knowledge base; its questions' `namelist` follow",
    scope: 'company',
    permission: 'knowledge.edit',
    record: 'knowledgebases',
    body: { ...baseBody, patch: true },
    answer: 'KnowledgeBase',
    handler: ({ db, id, body: { name } }) =>
      db.write((tx) => {
        const updated = tx.update('knowledgebases', id, { name });
        if (!updated) throw notFound();
        for (const q of tx.list('questions')) {
          if (q.listId === id) tx.update('questions', q.id, { namelist: name });
        }
        return updated;
      }),
  }),
  operation({
    route: 'DELETE /knowledgebase/:id',
    summary: 'Delete a knowledge base and its questions',
    scope: 'company',
    permission: 'knowledge.delete',
    record: 'knowledgebases',
    answer: 'KnowledgeBaseDeleted',
    handler: async ({ db, id }) => {
      const deletedQuestions = await db.write((tx) => {
        if (!tx.remove('knowledgebases', id)) throw notFound();
        unlink(tx, 'knowledgebases', id);
        return tx.removeWhere('questions', (q) => q.listId === id).length;
      });
      return { deleted: true, id, deletedQuestions };
    },
  }),
  ...reads('questions', '/questionsandanswers', {
    answer: 'Question',
    plural: 'Questions',
    one: 'question',
    permission: 'knowledge.read',
    spec: questionList,
  }),
  operation({
    route: 'POST /questionsandanswers',
    summary: 'Create a question; the server sets `namelist`',
    scope: 'company',
    permission: 'knowledge.create',
    body: jsonBody('QuestionBody', questionSchema, { example: question, rules: listIdRule }),
    status: 201,
    answer: 'Question',
    handler: ({ db, body: { question, answers, listId } }) =>
      db.write((tx) => {
        const base = baseFor(tx, listId);
        recount(tx, listId, +1);
        return tx.insert('questions', { question, answers, listId, namelist: base.name });
      }),
  }),
  operation({
    route: 'PATCH /questionsandanswers/:id',
    summary: 'Edit or move a question; moving it recounts both bases',
    scope: 'company',
    permission: 'knowledge.edit',
    record: 'questions',
    body: jsonBody('QuestionPatch', questionPatchSchema, {
      example: { answers: 'Con transferencia, Zelle o efectivo.' },
      patch: true,
      rules: listIdRule,
    }),
    answer: 'Question',
    handler: ({ db, id, body }) =>
      db.write((tx) => {
        const before = tx.find('questions', id);
        if (!before) throw notFound();
        const listId = body.listId ?? before.listId;
        const base = baseFor(tx, listId);
        if (before.listId !== listId) {
          recount(tx, before.listId, -1);
          recount(tx, listId, +1);
        }
        return tx.update('questions', id, {
          question: body.question ?? before.question,
          answers: body.answers ?? before.answers,
          listId,
          namelist: base.name,
        });
      }),
  }),
  operation({
    route: 'DELETE /questionsandanswers/:id',
    summary: 'Delete a question',
    scope: 'company',
    permission: 'knowledge.delete',
    record: 'questions',
    answer: 'Deleted',
    handler: async ({ db, id }) => {
      await db.write((tx) => {
        const removed = tx.remove('questions', id);
        if (!removed) throw notFound();
        recount(tx, removed.listId, -1);
      });
      return { deleted: true, id };
    },
  }),
];
