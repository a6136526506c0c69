/**
 * The query of a list endpoint, json-server 0.17's conventions: `_start`/`_end` or
 * `_page`/`_limit`, `_sort`/`_order`, `q`, field filters with `_ne`, `_like`, `_gte`, `_lte`, and
 * `id=1&id=2`. One table of parameters per list, built from its declaration, both parses requests
 * (a bad parameter is a 400 naming it, in Spanish) and documents them (OpenAPI).
 */
import { SPANISH } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import { HttpError } from '../http';
import { apiTexts } from '../texts';
import { fold } from './fold';
import type { FieldSpec, ListSpec, SortKey, SortOrder } from './spec';

/** The most rows one answer holds: a window's largest size, and the bound of a list asked none. */
export const MAX_WINDOW = 1000;
/** A `_page` without `_limit` holds this many rows (json-server's default). */
export const DEFAULT_PAGE_SIZE = 10;
/** The longest text a filter or `q` may be. */
export const MAX_FILTER_TEXT = 200;
const MAX_OFFSET = 1_000_000_000;

export type FilterOp = 'eq' | 'ne' | 'like' | 'gte' | 'lte';
export type Value = string | number | boolean;

/** `field op value`: any of `values` for eq and like, none of them for ne, the one for gte/lte. */
export interface Filter {
  field: string;
  op: FilterOp;
  values: Value[];
}

/** How the client asked for its window, which the Link header answers in kind. */
export type Paging =
  | { by: 'range' }
  | { by: 'page'; page: number; limit: number }
  /** No window asked: the first MAX_WINDOW rows. */
  | { by: 'bound' };

/** A list request as plain data, for any store to run. */
export interface ListQuery {
  filters: Filter[];
  /** The `q` text folded (lower case, no accents); '' for none. */
  search: string;
  /** The order asked for, then the list's own order for ties; the list's own when none. */
  sort: SortKey[];
  start: number;
  /** Exclusive. */
  end: number;
  paging: Paging;
}

/** What an endpoint takes beside filters and `q`: a window and `_sort` (lists), `_by` (counts). */
export interface QueryShape {
  window?: boolean;
  sort?: boolean;
  by?: boolean;
}

/** One query parameter: its document entry and how a request's value of it is read. */
export interface Parameter {
  name: string;
  schema: Record<string, unknown>;
  example: unknown;
  description: string;
  /** Repeatable (`id=1&id=2`): the values are any of. */
  many?: boolean;
}

const OPS: Record<Exclude<FilterOp, 'eq'>, string> = {
  ne: '_ne',
  like: '_like',
  gte: '_gte',
  lte: '_lte',
};

const anyOf = (scalar: Record<string, unknown>) => ({
  anyOf: [scalar, { type: 'array', items: scalar }],
});

/** A field's JSON Schema, as a query parameter's value. */
const valueSchema = (spec: FieldSpec): Record<string, unknown> => {
  switch (spec.kind) {
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { enum: (spec.values ?? []).map(String) };
    default:
      return { type: 'string', maxLength: MAX_FILTER_TEXT };
  }
};

const exampleOf = (spec: FieldSpec): unknown => {
  switch (spec.kind) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return String(spec.values?.[0]);
    case 'date':
      return '2026-01-01';
    default:
      return 'a';
  }
};

const SORTED = new Set<FieldSpec['kind']>(['integer', 'number', 'date', 'text']);
const TEXTUAL = new Set<FieldSpec['kind']>(['text', 'texts', 'date']);

const orderPattern = '(?:[aA][sS][cC]|[dD][eE][sS][cC])';

/** Every parameter a list endpoint of `shape` takes, in the document's order. */
export const listParameters = (spec: ListSpec, shape: QueryShape): Parameter[] => {
  const params: Parameter[] = [];
  if (shape.window) {
    const int = (minimum: number, maximum = MAX_OFFSET) => ({ type: 'integer', minimum, maximum });
    params.push(
      {
        name: '_start',
        schema: int(0),
        example: 0,
        description: 'First row of the window (0-based)',
      },
      {
        name: '_end',
        schema: int(0),
        example: 10,
        description: `Row after the window's last: \`_end\` ≥ \`_start\`, at most ${MAX_WINDOW} rows`,
      },
      {
        name: '_page',
        schema: int(1),
        example: 1,
        description: `Page (1-based) of \`_limit\` rows (default ${DEFAULT_PAGE_SIZE}); not with \`_start\`/\`_end\``,
      },
      {
        name: '_limit',
        schema: int(1, MAX_WINDOW),
        example: 10,
        description: `Rows of the page or after \`_start\` (at most ${MAX_WINDOW})`,
      },
    );
  }
  if (shape.sort) {
    const names = spec.sort.join('|');
    params.push(
      {
        name: '_sort',
        schema: { type: 'string', pattern: `^(?:${names})(?:,(?:${names}))*$` },
        example: spec.sort[0],
        description: `Fields to sort by, comma-separated: ${spec.sort.join(', ')}. Ties keep the list's own order (newest first)`,
      },
      {
        name: '_order',
        schema: { type: 'string', pattern: `^${orderPattern}(?:,${orderPattern})*$` },
        example: 'asc',
        description:
          'asc or desc (any case) for each field of `_sort`, comma-separated; a missing one is asc. Without `_sort`, the direction of the default order',
      },
    );
  }
  if (spec.search.length > 0) {
    params.push({
      name: 'q',
      schema: { type: 'string', maxLength: MAX_FILTER_TEXT },
      example: 'a',
      description: `Rows whose ${spec.search.join(' or ')} contain this text, case and accents aside`,
    });
  }
  for (const [name, alias] of Object.entries(spec.aliases ?? {})) {
    params.push({
      name,
      schema: alias.schema,
      example: alias.example,
      description: alias.description,
    });
  }
  if (shape.by && spec.countBy?.length) {
    params.push({
      name: '_by',
      schema: { enum: [...spec.countBy] },
      example: spec.countBy[0],
      description: 'Also count the rows of each value of this field',
    });
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = valueSchema(field);
    const example = exampleOf(field);
    params.push({
      name,
      schema: anyOf(value),
      example,
      many: true,
      description:
        field.kind === 'texts'
          ? `Rows whose ${name} include this value (repeated: any of them)`
          : `Rows whose ${name} is this value (repeated: any of them)`,
    });
    params.push({
      name: `${name}${OPS.ne}`,
      schema: anyOf(value),
      example,
      many: true,
      description: `Rows whose ${name} is not this value (repeated: none of them)`,
    });
    if (TEXTUAL.has(field.kind)) {
      params.push({
        name: `${name}${OPS.like}`,
        schema: anyOf({ type: 'string', maxLength: MAX_FILTER_TEXT }),
        example: 'a',
        many: true,
        description: `Rows whose ${name} contains this text, case and accents aside (not a regular expression)`,
      });
    }
    if (SORTED.has(field.kind)) {
      for (const op of ['gte', 'lte'] as const) {
        params.push({
          name: `${name}${OPS[op]}`,
          schema: value,
          example,
          description: `Rows whose ${name} is ${op === 'gte' ? 'at least' : 'at most'} this value`,
        });
      }
    }
  }
  return params;
};

const t = apiTexts.list;

/** A field's value from query text, or an error text. */
const parseValue = (spec: FieldSpec, raw: string): Value | { error: string } => {
  switch (spec.kind) {
    case 'integer':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : { error: t.notInteger };
    case 'number': {
      const n = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
      return Number.isFinite(n) ? n : { error: t.notNumber };
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : { error: t.notBoolean };
    case 'enum': {
      const found = spec.values?.find((v) => String(v) === raw);
      return found === undefined ? { error: t.notOneOf(spec.values ?? []) } : found;
    }
    default:
      return raw.length > MAX_FILTER_TEXT ? { error: t.tooLong(MAX_FILTER_TEXT) } : raw;
  }
};

const windowInt = (raw: string, min: number, max = MAX_OFFSET): number | { error: string } => {
  if (!/^\d{1,10}$/.test(raw)) return { error: t.notWholeNumber(min) };
  const n = Number(raw);
  if (n < min) return { error: t.notWholeNumber(min) };
  if (n > max) return { error: max === MAX_WINDOW ? t.windowTooLarge(MAX_WINDOW) : t.tooFar };
  return n;
};

/** The field and operator a filter parameter names ('price_gte' → price, gte), if declared. */
const filterOf = (spec: ListSpec, name: string): { field: string; op: FilterOp } | undefined => {
  if (Object.hasOwn(spec.fields, name)) return { field: name, op: 'eq' };
  for (const [op, suffix] of Object.entries(OPS) as [FilterOp, string][]) {
    if (!name.endsWith(suffix)) continue;
    const field = name.slice(0, -suffix.length);
    const kind = Object.hasOwn(spec.fields, field) ? spec.fields[field]?.kind : undefined;
    if (!kind) continue;
    if (op === 'like' && !TEXTUAL.has(kind)) continue;
    if ((op === 'gte' || op === 'lte') && !SORTED.has(kind)) continue;
    return { field, op };
  }
  return undefined;
};

/** The parsed request: the query to run, and the field counts group by (`_by`). */
export interface ParsedList {
  query: ListQuery;
  by?: string;
}

/**
 * Reads a list request's query (`req.query`: text, or a list of texts for a repeated name);
 * throws a 400 naming every bad parameter.
 */
export const parseListQuery = (
  spec: ListSpec,
  shape: QueryShape,
  raw: Record<string, unknown>,
): ParsedList => {
  const errors: Record<string, string> = {};
  const filters: Filter[] = [];
  const single: Record<string, string> = {};
  let search = '';
  let by: string | undefined;

  for (const [name, value] of Object.entries(raw)) {
    const values = (Array.isArray(value) ? value : [value]).map(String) as string[];
    const alias =
      spec.aliases && Object.hasOwn(spec.aliases, name) ? spec.aliases[name] : undefined;
    if (alias) {
      const read = values.length === 1 ? alias.read(values[0] as string) : undefined;
      // Read like the schema it stands for: a repeated value is of another type.
      if (read === undefined)
        errors[name] = values.length === 1 ? alias.error : SPANISH.mixed.notType;
      else filters.push({ field: alias.field, op: alias.op, values: [read] });
      continue;
    }
    const filter = filterOf(spec, name);
    if (filter) {
      const field = spec.fields[filter.field] as FieldSpec;
      if (values.length > 1 && (filter.op === 'gte' || filter.op === 'lte')) {
        errors[name] = t.oneValue;
        continue;
      }
      const parsed: Value[] = [];
      for (const text of values) {
        const v =
          filter.op === 'like' ? parseValue({ kind: 'text' }, text) : parseValue(field, text);
        if (typeof v === 'object') errors[name] = v.error;
        else parsed.push(filter.op === 'like' ? fold(String(v)) : v);
      }
      if (!errors[name]) filters.push({ field: filter.field, op: filter.op, values: parsed });
      continue;
    }
    const known =
      (shape.window && ['_start', '_end', '_page', '_limit'].includes(name)) ||
      (shape.sort && (name === '_sort' || name === '_order')) ||
      (spec.search.length > 0 && name === 'q') ||
      (shape.by && !!spec.countBy?.length && name === '_by');
    if (!known) {
      errors[name] = t.unknownParameter;
      continue;
    }
    if (values.length !== 1) {
      errors[name] = t.oneValue;
      continue;
    }
    single[name] = values[0] as string;
  }

  if (single.q !== undefined) {
    if (single.q.length > MAX_FILTER_TEXT) errors.q = t.tooLong(MAX_FILTER_TEXT);
    else search = fold(single.q);
  }
  if (single._by !== undefined) {
    if (spec.countBy?.includes(single._by)) by = single._by;
    else errors._by = t.unknownCount(single._by, spec.countBy ?? []);
  }

  // Sort: the fields asked for, each with its direction; none means the list's own order.
  let sort: SortKey[] = [...spec.order];
  const fields = single._sort ? single._sort.split(',') : [];
  const orders = single._order ? single._order.split(',').map((o) => o.toLowerCase()) : [];
  const unknownSort = fields.filter((f) => !spec.sort.includes(f));
  if (unknownSort.length > 0) {
    errors._sort = t.unknownSort(unknownSort[0] as string, spec.sort);
  } else if (orders.some((o) => o !== 'asc' && o !== 'desc')) {
    errors._order = t.badOrder;
  } else if (orders.length > Math.max(fields.length, 1)) {
    errors._order = t.tooManyOrders;
  } else if (fields.length > 0) {
    sort = fields.map((field, i) => ({ field, order: (orders[i] ?? 'asc') as SortOrder }));
  } else if (orders[0]) {
    // `_order` alone: the list's own order, in that direction.
    const flip = orders[0] !== (spec.order[0]?.order ?? 'asc');
    sort = spec.order.map((key) => ({
      field: key.field,
      order: flip ? (key.order === 'asc' ? 'desc' : 'asc') : key.order,
    }));
  }

  // The window.
  let start = 0;
  let end = MAX_WINDOW;
  let paging: Paging = { by: 'bound' };
  const ints: Record<string, number> = {};
  for (const [name, min, max] of [
    ['_start', 0, MAX_OFFSET],
    ['_end', 0, MAX_OFFSET],
    ['_page', 1, MAX_OFFSET],
    ['_limit', 1, MAX_WINDOW],
  ] as const) {
    const text = single[name];
    if (text === undefined) continue;
    const n = windowInt(text, min, max);
    if (typeof n === 'object') errors[name] = n.error;
    else ints[name] = n;
  }
  const has = (name: string) => single[name] !== undefined;
  if (has('_page') && (has('_start') || has('_end'))) {
    errors._page = t.mixedPaging;
  } else if (ints._page !== undefined) {
    const limit = ints._limit ?? DEFAULT_PAGE_SIZE;
    start = (ints._page - 1) * limit;
    end = start + limit;
    paging = { by: 'page', page: ints._page, limit };
  } else if (has('_start') || has('_end') || has('_limit')) {
    start = ints._start ?? 0;
    end = ints._end ?? start + (ints._limit ?? MAX_WINDOW);
    paging = { by: 'range' };
    if (has('_end') && has('_limit')) errors._limit = t.limitWithEnd;
    else if (end < start) errors._end = t.endBeforeStart;
    else if (end - start > MAX_WINDOW) errors._end = t.windowTooLarge(MAX_WINDOW);
  }

  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, { message: api.invalidBody, errors });
  }
  return { query: { filters, search, sort, start, end, paging }, ...(by ? { by } : {}) };
};
