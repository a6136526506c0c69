/** Typed calls of the knowledge area: knowledge bases and their questions and answers. */
import type { OptionSource } from 'shared-ui';
import { api } from 'shared-ui/session';
import type {
  Id,
  KnowledgeBase,
  KnowledgeBaseInput,
  QuestionAnswer,
  QuestionInput,
} from 'shared-ui/types';

/** What DELETE /knowledgebase/:id answers: the base goes with all its questions. */
export interface BaseDeleted {
  deleted: true;
  id: Id;
  deletedQuestions: number;
}

/** A question as sent: the base's name travels with its id (the API sets it from listId anyway). */
export type QuestionPayload = QuestionInput & { namelist: string };

/** The endpoints of the two lists (their windows). */
export const BASES_PATH = '/knowledgebase';
export const QUESTIONS_PATH = '/questionsandanswers';

/** The bases a question can go in, as the question form's picker searches them (by name). */
export const baseOptions: OptionSource<KnowledgeBase> = {
  path: BASES_PATH,
  options: (rows) => rows.map((b) => ({ value: b.id, label: b.name })),
};

export const knowledgeApi = {
  base: (id: Id) => api.get<KnowledgeBase>(`/knowledgebase/${id}`),
  /** A new base starts with no questions; the API keeps `number` from then on. */
  createBase: ({ name }: KnowledgeBaseInput) =>
    api.post<KnowledgeBase>('/knowledgebase', { name, number: 0 }),
  updateBase: (id: Id, { name }: KnowledgeBaseInput) =>
    api.patch<KnowledgeBase>(`/knowledgebase/${id}`, { name }),
  deleteBase: (id: Id) => api.delete<BaseDeleted>(`/knowledgebase/${id}`),

  question: (id: Id) => api.get<QuestionAnswer>(`/questionsandanswers/${id}`),
  createQuestion: (body: QuestionPayload) => api.post<QuestionAnswer>('/questionsandanswers', body),
  updateQuestion: (id: Id, body: QuestionPayload) =>
    api.patch<QuestionAnswer>(`/questionsandanswers/${id}`, body),
  deleteQuestion: (id: Id) => api.delete<{ deleted: true; id: Id }>(`/questionsandanswers/${id}`),
};
