/** Knowledge base and question-and-answer schemas (SPEC.md section 5). */
import * as yup from 'yup';
import { LIMITS } from '../constants';
import { validation } from 'shared-ui/texts';
import { blankToUndefined, requiredText, someOf } from './common';

export const knowledgeBaseSchema = yup.object({
  name: requiredText(validation.knowledgeBase.name),
});

export const questionSchema = yup.object({
  question: requiredText(validation.question.question, LIMITS.longText),
  answers: requiredText(validation.question.answers, LIMITS.answer),
  listId: yup
    .number()
    .transform(blankToUndefined)
    .typeError(validation.question.listId)
    .integer(validation.question.listId)
    .min(1, validation.question.listId)
    .required(validation.question.listId),
});

/** PATCH /questionsandanswers/:id: any of a question's fields, each checked as on create. */
export const questionPatchSchema = someOf(questionSchema);
