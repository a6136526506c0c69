/**
 * The operation tables of mock-api/README.md, generated from the declarations: each block
 * between `<!-- operations: Tag, Tag -->` and `<!-- /operations -->` lists those tags'
 * operations. `pnpm --filter mock-api docs` rewrites them; a test fails while they differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyOperation, isJsonBody, needsToken, type Success, type Tag } from '../operation';
import { errorStatuses } from './document';

export const README = path.resolve(import.meta.dirname, '../../README.md');

const BLOCK = /(<!-- operations: ([^>]*?) -->\n)[\s\S]*?(<!-- \/operations -->)/g;

/** Small bodies are spelled out ('{email, password?}'); larger ones go by their component name. */
const bodyText = ({ body }: AnyOperation) => {
  if (!body) return '';
  if (!isJsonBody(body))
    return `multipart \`${Object.keys(body.schema.properties ?? {}).join(', ')}\``;
  const fields = Object.entries(body.schema.describe().fields).map(
    ([name, field]) => `${name}${(field as { optional: boolean }).optional ? '?' : ''}`,
  );
  return fields.length <= 4 ? `\`{${fields.join(', ')}}\`` : `\`${body.name}\``;
};

const KINDS: Partial<Record<Success, string>> = {
  file: 'the file',
  html: 'an HTML page',
  javascript: 'a script',
  asset: 'the file',
  document: 'the OpenAPI document',
};

const row = (op: AnyOperation) => {
  const status = op.status ?? (op.answer === 'none' ? 204 : 200);
  const answer = op.forbidden
    ? '`403` always'
    : op.answer === 'none'
      ? `\`${status}\``
      : `${status === 200 ? '' : `\`${status}\` `}${KINDS[op.answer] ?? `\`${op.answer}\``}${op.repeated ? ' (`200` repeated)' : ''}`;
  // Beyond 400, 401, 404 and 413, which the conventions above explain.
  const notable = errorStatuses(op).filter((s) => ![400, 401, 403, 404, 413].includes(s));
  const body = op.forbidden ? '' : bodyText(op);
  const cells = [
    op.method.toUpperCase(),
    `\`${op.path}\`${needsToken(op) ? '' : ' 🔓'}`,
    op.permission ? `\`${op.permission}\`` : '',
    `${body ? `${body} → ` : ''}${answer}${notable.map((s) => `, \`${s}\``).join('')}`,
    `${op.summary}${op.description ? `. ${op.description}` : ''}`,
  ];
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
};

const table = (operations: AnyOperation[], tags: string[]) =>
  [
    '| method | route | permission | body → answer | what it does |',
    '| ------ | ----- | ---------- | ------------- | ------------ |',
    ...operations.filter((op) => tags.includes(op.tag)).map(row),
  ].join('\n');

/** `readme` with every operations block regenerated from `operations`. */
export const withTables = (readme: string, operations: AnyOperation[]) =>
  readme.replace(
    BLOCK,
    (_, start: string, tags: string, end: string) =>
      `${start}${table(
        operations,
        tags.split(',').map((t) => t.trim()),
      )}\n${end}`,
  );

/** The table rows of `text`, cell by cell, however a formatter aligned them. */
export const tableCells = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-+$/, '-')),
    );

/** The tags each block of `readme` lists. */
export const tablesOf = (readme: string): Tag[][] =>
  [...readme.matchAll(BLOCK)].map(([, , tags = '']) => tags.split(',').map((t) => t.trim() as Tag));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { OPERATIONS } = await import('../operations');
  const readme = await readFile(README, 'utf8');
  await writeFile(README, withTables(readme, OPERATIONS));
  console.log(
    `${path.relative(process.cwd(), README)}: operation tables written (format it: biome)`,
  );
}
