/**
 * Checks an answer of the API test suite against the OpenAPI document: the operation must be
 * documented (or the answer a 404/401), the status listed for it, and a JSON body valid
 * against its schema. helpers.ts runs it on every call, so the document cannot drift.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildDocument } from '../src/openapi/document';
import { OPERATIONS } from '../src/operations';

export const DOCUMENT = buildDocument(OPERATIONS);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(DOCUMENT as object, 'openapi');

/** A documented operation: its method and its path as the document writes it ('/campaings/{id}'). */
export interface DocumentedOperation {
  method: string;
  path: string;
}

/** Every operation of the document, each with a matcher of the paths it serves. */
export const DOCUMENTED = Object.entries(DOCUMENT.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    method,
    path,
    regex: new RegExp(`^${path.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
  })),
);

/** The documented operation `method path` is, literal paths first ('/profiles/bulk' over '{id}'). */
export const findRoute = (method: string, pathname: string): DocumentedOperation | undefined => {
  const candidates = DOCUMENTED.filter(
    (op) => op.method === method.toLowerCase() && op.regex.test(pathname),
  );
  return candidates.find((op) => !op.path.includes('{')) ?? candidates[0];
};

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const validators = new Map<string, ValidateFunction>();
const validator = (ref: string) => {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${ref}` });
    validators.set(ref, validate);
  }
  return validate;
};

export interface Seen {
  method: string;
  route: string;
  status: number;
  body: unknown;
  contentType: string | null;
}

/** Where this worker records which operations it saw (set by test/global-setup.ts). */
let record: string | undefined;
export const recordTo = (dir: string | undefined, testFile: string | undefined) => {
  record =
    dir && testFile
      ? path.join(dir, `${process.pid}-${process.env.VITEST_POOL_ID ?? 0}.jsonl`)
      : undefined;
  currentFile = testFile;
  // The file took part in the run, whether or not it calls the API through the helper.
  if (record) appendFileSync(record, `${JSON.stringify({ file: testFile })}\n`);
};
let currentFile: string | undefined;

/** Throws a readable error when the answer does not match the document. */
export const check = ({ method, route, status, body, contentType }: Seen) => {
  if (method === 'OPTIONS' || method === 'HEAD') return;
  const pathname = new URL(route, 'http://x').pathname;
  const found = findRoute(method, pathname);
  const where = `${method} ${pathname} → ${status}`;
  if (!found) {
    // Not an operation: Express's 404, or 401 first under a guarded prefix.
    if (status !== 404 && status !== 401) {
      throw new Error(`${where}: not in the OpenAPI document, so only 404 (or 401) may answer`);
    }
    validateBody(where, 'components/schemas/Error', body);
    return;
  }
  const key = found.path;
  const responses = DOCUMENT.paths[key]?.[found.method]?.responses as Record<
    string,
    { content?: Record<string, unknown> }
  >;
  const documented = responses[String(status)];
  if (record) {
    appendFileSync(
      record,
      `${JSON.stringify({ op: `${found.method} ${key}`, status, file: currentFile })}\n`,
    );
  }
  if (!documented) {
    throw new Error(
      `${where}: status not documented for ${found.method.toUpperCase()} ${key} (documented: ${Object.keys(responses).join(', ')})`,
    );
  }
  const content = documented.content;
  if (!content) return;
  // The media type answered must be one the document lists for that status.
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(type in content)) {
    throw new Error(
      `${where}: answered ${contentType}, documented ${Object.keys(content).join(', ')}`,
    );
  }
  if (type !== 'application/json') return;
  validateBody(
    where,
    pointer(
      'paths',
      key,
      found.method,
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    ),
    body,
  );
};

const validateBody = (where: string, ref: string, body: unknown) => {
  const validate = validator(ref);
  if (validate(body)) return;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
  throw new Error(
    `${where}: body does not match the document: ${problems}; body: ${JSON.stringify(body).slice(0, 300)}`,
  );
};
