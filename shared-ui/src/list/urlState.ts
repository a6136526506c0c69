/**
 * Typed state kept in the URL query (react-router's search params): a reload, the back button and
 * a copied link give the same view. Values equal to their default are left out of the URL, and a
 * value that does not parse (a hand-edited or stale link) reads as the default.
 */
import { useCallback, useContext, useMemo, useRef } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useSearchParams,
} from 'react-router-dom';

export interface UrlParam<T> {
  defaultValue: T;
  /** The value a raw query string stands for; undefined when it is not a valid one. */
  parse: (raw: string) => T | undefined;
  /** The query string of a value; '' leaves the parameter out. */
  format: (value: T) => string;
}

/** Any parameter, whatever its value type (the constraint of a schema). */
export interface AnyUrlParam {
  defaultValue: unknown;
  parse: (raw: string) => unknown;
  format: (value: never) => string;
}
export type UrlSchema = Record<string, AnyUrlParam>;

export type UrlValues<S extends UrlSchema> = {
  [K in keyof S]: S[K]['defaultValue'];
};

export interface UrlSetOptions {
  /** Replace the history entry instead of adding one (typing, 'Mostrar más'). */
  replace?: boolean;
}

/** Builders of the usual parameters. */
export const urlParam = {
  /** Free text ('' by default). */
  text: (defaultValue = ''): UrlParam<string> => ({
    defaultValue,
    parse: (raw) => raw,
    format: (v) => v,
  }),
  /** One of a fixed set of keys (a tab); anything else reads as the default. */
  oneOf: <K extends string>(values: readonly K[], defaultValue: K): UrlParam<K> => ({
    defaultValue,
    parse: (raw) => (values.includes(raw as K) ? (raw as K) : undefined),
    format: (v) => v,
  }),
  /** An optional choice (a filter): undefined when absent or empty. */
  optional: (): UrlParam<string | undefined> => ({
    defaultValue: undefined,
    parse: (raw) => raw || undefined,
    format: (v) => v ?? '',
  }),
  /** A whole number within [min, max] (a page, a count); anything else reads as the default. */
  int: (
    defaultValue: number,
    { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
  ): UrlParam<number> => ({
    defaultValue,
    parse: (raw) => {
      if (!/^-?\d+$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= min && n <= max ? n : undefined;
    },
    format: (v) => String(v),
  }),
};

/** Reads one parameter from the query: its value, or its default when absent or invalid. */
export function readParam<T>(params: URLSearchParams, name: string, param: UrlParam<T>): T {
  const raw = params.get(name);
  if (raw === null) return param.defaultValue;
  const value = param.parse(raw);
  return value === undefined ? param.defaultValue : value;
}

/** Writes `patch` into a copy of `params`, leaving out values equal to their default. */
export function writeParams<S extends UrlSchema>(
  params: URLSearchParams,
  schema: S,
  patch: Partial<UrlValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(patch) as (keyof S & string)[]) {
    const param = schema[name];
    if (!param) continue;
    const text = param.format(patch[name] as never);
    if (text === '' || text === param.format(param.defaultValue as never)) next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/**
 * A reader of the query the router holds at this moment, not the one of the last render: two
 * changes before the page renders again (a search typed, then a tab clicked in one frame; or by
 * two parts of the page, each with its own parameters) both land. Under a data router that is a
 * navigation still loading on this same path, else the router's location; under a router
 * without data APIs (tests' <MemoryRouter>), its history's location, which moves at once.
 */
function useLatestQuery(): () => string {
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    if (dataRouter) {
      const { location, navigation } = dataRouter.state;
      const pending = navigation.location;
      return pending && pending.pathname === location.pathname ? pending.search : location.search;
    }
    return (navigator as Partial<{ location: { search: string } }>).location?.search ?? '';
  }, [dataRouter, navigator]);
}

/**
 * The values of `schema` read from the URL query, and a setter that writes a partial change.
 * Other query parameters are kept. Works under the shell's router and a remote's standalone one.
 */
export function useUrlState<S extends UrlSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const latestQuery = useLatestQuery();
  // Callers pass the schema inline; it describes fixed parameters, so the first one is kept.
  const schemaRef = useRef(schema);
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the query text, not the object
  const values = useMemo(() => {
    const out = {} as UrlValues<S>;
    for (const name of Object.keys(schemaRef.current) as (keyof S & string)[])
      out[name] = readParam(params, name, schemaRef.current[name] as UrlParam<unknown>) as never;
    return out;
  }, [query]);
  const set = useCallback(
    (patch: Partial<UrlValues<S>>, options: UrlSetOptions = {}) => {
      // react-router's functional setter would start from the last render's query instead.
      const next = writeParams(new URLSearchParams(latestQuery()), schemaRef.current, patch);
      setParams(next, { replace: options.replace, preventScrollReset: true });
    },
    [setParams, latestQuery],
  );
  return [values, set] as const;
}
