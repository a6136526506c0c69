/** The knowledge area's URLs: knowledge bases and their questions. */
import type { Id } from 'shared-ui/types';

export const BASES_PATH = '/base-de-conocimiento';
export const BASE_CREATE_PATH = '/base-de-conocimiento/gestion';
/** A knowledge base's edit page; `baseEditPath('{id}')` is the header search's template. */
export const baseEditPath = (id: Id | '{id}') => `${BASE_CREATE_PATH}/${id}`;
export const QUESTIONS_PATH = '/preguntas-y-respuestas';
export const QUESTION_CREATE_PATH = `${QUESTIONS_PATH}/gestion`;
/** A question's edit page. */
export const questionEditPath = (id: Id) => `${QUESTION_CREATE_PATH}/${id}`;
/** The questions of one knowledge base. */
export const questionsOfBase = (id: Id) => `${QUESTIONS_PATH}?base=${id}`;
/** A new question, its knowledge base preselected. */
export const newQuestionOfBase = (id: Id) => `${QUESTION_CREATE_PATH}?base=${id}`;
