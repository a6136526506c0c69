/** Test-only, top of src: the whole area faked in memory (API and routes) for the tests of both page folders. */
import { type ReactElement, createElement } from 'react';
import {
  type Call,
  fakeApi,
  type Reply,
  type RequestParts,
  type Routes,
  renderPage,
} from 'shared-ui/testing';
import type { KnowledgeBase, QuestionAnswer } from 'shared-ui/types';
import { routes as areaRoutes } from '../routes';

export interface FakeApi {
  bases: KnowledgeBase[];
  questions: QuestionAnswer[];
  /** Every call made, as 'METHOD /path' plus its body. */
  calls: { method: string; url: string; body: unknown }[];
  /** Makes the next calls matching 'METHOD /path' answer with this status. */
  fail: (call: string, status?: number) => void;
}

const now = () => new Date().toISOString();

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A list's rows as the API answers its query: `q` (text fields), `id=`, `listId=`, the window. */
function listed(rows: (KnowledgeBase | QuestionAnswer)[], query: URLSearchParams) {
  const q = fold(query.get('q') ?? '');
  const ids = query.getAll('id').map(Number);
  const listIds = query.getAll('listId').map(Number);
  const found = rows.filter((row) => {
    const texts = 'question' in row ? [row.question, row.answers] : [row.name];
    return (
      (!q || texts.some((t) => fold(t).includes(q))) &&
      (ids.length === 0 || ids.includes(row.id)) &&
      (listIds.length === 0 || ('listId' in row && listIds.includes(row.listId)))
    );
  });
  const start = Number(query.get('_start') ?? 0);
  return found.slice(start, Number(query.get('_end') ?? found.length));
}

export function installFakeApi(
  seed: { bases?: string[]; questions?: [string, string, number][] } = {},
) {
  let nextId = 1;
  const bases: KnowledgeBase[] = (seed.bases ?? []).map((name) => ({
    id: nextId++,
    name,
    number: 0,
    createdAt: now(),
  }));
  const questions: QuestionAnswer[] = [];
  const failures = new Map<string, number>();
  const count = (listId: number) => {
    const base = bases.find((b) => b.id === listId);
    if (base) base.number = questions.filter((q) => q.listId === listId).length;
  };
  const addQuestion = (question: string, answers: string, listId: number) => {
    const base = bases.find((b) => b.id === listId);
    if (!base) return null;
    const created = {
      id: nextId++,
      question,
      answers,
      listId,
      namelist: base.name,
      createdAt: now(),
    };
    questions.unshift(created);
    count(listId);
    return created;
  };
  for (const [q, a, baseIndex] of seed.questions ?? []) addQuestion(q, a, bases[baseIndex]!.id);
  bases.reverse();

  const route = (method: string, url: string, body: Record<string, unknown>): [number, unknown] => {
    const [, resource, rawId] = url.split('/');
    const id = Number(rawId);
    const notFound: [number, unknown] = [404, { message: 'Recurso no encontrado' }];
    if (resource === 'knowledgebase') {
      const base = bases.find((b) => b.id === id);
      if (method === 'get') return rawId ? (base ? [200, base] : notFound) : [200, bases];
      if (method === 'post') {
        const created = { id: nextId++, name: String(body.name), number: 0, createdAt: now() };
        bases.unshift(created);
        return [201, created];
      }
      if (!base) return notFound;
      if (method === 'patch') {
        base.name = String(body.name);
        for (const q of questions) if (q.listId === id) q.namelist = base.name;
        return [200, base];
      }
      bases.splice(bases.indexOf(base), 1);
      const before = questions.length;
      questions.splice(0, questions.length, ...questions.filter((q) => q.listId !== id));
      return [200, { deleted: true, id, deletedQuestions: before - questions.length }];
    }
    const question = questions.find((q) => q.id === id);
    if (method === 'get') return rawId ? (question ? [200, question] : notFound) : [200, questions];
    if (method === 'post') {
      const created = addQuestion(String(body.question), String(body.answers), Number(body.listId));
      return created ? [201, created] : [400, { message: 'Datos inválidos', errors: {} }];
    }
    if (!question) return notFound;
    if (method === 'patch') {
      const from = question.listId;
      const base = bases.find((b) => b.id === Number(body.listId));
      if (!base) return [400, { message: 'Datos inválidos', errors: {} }];
      Object.assign(question, { question: body.question, answers: body.answers });
      Object.assign(question, { listId: base.id, namelist: base.name });
      count(from);
      count(base.id);
      return [200, question];
    }
    questions.splice(questions.indexOf(question), 1);
    count(question.listId);
    return [200, { deleted: true, id }];
  };

  // Every route of the two resources goes through `route`; failures set by `fail` win. A list
  // answers its query as the API does: `q`, `id=`, `listId=` and the `_start`/`_end` window.
  const answer = ({ method, url, body }: Call, { query }: RequestParts): Reply => {
    const failure = failures.get(`${method} ${url}`);
    if (failure) return [failure, { message: 'Error' }];
    const [status, data] = route(
      method.toLowerCase(),
      url,
      (body ?? {}) as Record<string, unknown>,
    );
    const rows = Array.isArray(data) ? listed(data, query) : data;
    // Copies, as a real server would send: the page must not share objects with the fake.
    return [status, JSON.parse(JSON.stringify(rows))];
  };
  const routes: Routes = {};
  for (const resource of ['/knowledgebase', '/questionsandanswers']) {
    for (const method of ['GET', 'POST']) routes[`${method} ${resource}`] = answer;
    for (const method of ['GET', 'PATCH', 'DELETE']) routes[`${method} ${resource}/:id`] = answer;
  }
  const { calls } = fakeApi(routes, { seed: false });

  return {
    bases,
    questions,
    calls,
    fail: (call, status = 500) => failures.set(call, status),
  } satisfies FakeApi;
}

/** Renders the knowledge routes (routes.tsx, as the shell mounts them) at `url`. */
export const renderApp = (url: string) =>
  renderPage(null, {
    url,
    routes: [
      ...areaRoutes,
      { path: '/dashboard', element: createElement('p', null, 'Inicio') as ReactElement },
    ],
  });
