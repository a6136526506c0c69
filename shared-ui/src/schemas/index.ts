/** The React-free entry point: schemas, texts, constants, types and pricing, for the API and the forms. */
export * from './account';
export * from './auth';
export * from './campaign';
export * from './clientError';
export * from './common';
export * from './knowledge';
export * from './locale';
export * from './product';
export * from './profile';
export * from './settings';
export * from './validate';
export * from './wallet';
export * from '../constants';
export * from '../pricing';
export * as texts from 'shared-ui/texts';
export type * from '../types';
