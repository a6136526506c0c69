/** The one fake API of the unit tests: msw answers shared-ui's client from the seed data, plus each test's routes. */
import { type DefaultBodyType, HttpResponse, http as msw, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { http as client } from '../session/api';
import { queryClient } from '../session/queries';
import { LISTS, ListQueryError, listCounts, listWindow, readListQuery } from './fakeLists';
import { type SeedData, seedData } from './seed';

/** One request the page made, as recorded: the path without the base URL or query, and the parsed body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** What a computed route also gets: the path parameters (':id') and the query string. */
export interface RequestParts {
  params: PathParams;
  query: URLSearchParams;
}

/** [status, body]: what the route answers. */
export type Reply = [status: number, body?: unknown];
/** A fixed reply, or one computed from the call (echo the body, fail the second time, ...). */
export type Route = Reply | ((call: Call, parts: RequestParts) => Reply | Promise<Reply>);
/** 'GET /products', 'PATCH /campaings/:id' (msw path syntax) -> its route. */
export type Routes = Record<string, Route>;

const NOT_FOUND: Reply = [404, { message: 'Recurso no encontrado' }];

const base = () => (client.defaults.baseURL ?? 'http://localhost:4000').replace(/\/$/, '');

let calls: Call[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

const METHODS = {
  GET: msw.get,
  POST: msw.post,
  PUT: msw.put,
  PATCH: msw.patch,
  DELETE: msw.delete,
};

/** What a handler sends: a status, a body (none when undefined) and headers. */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** An msw handler for 'METHOD /path' that records the call and sends what `answer` says. */
function recording(key: string, answer: (call: Call, parts: RequestParts) => Promise<Answer>) {
  const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
  const on = METHODS[method];
  if (!on || !path?.startsWith('/')) throw new Error(`fakeApi: bad route "${key}"`);
  return on(`${base()}${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const call: Call = {
      method,
      url: url.pathname.slice(new URL(base()).pathname.replace(/\/$/, '').length),
      body: await bodyOf(request.clone()),
    };
    calls.push(call);
    const { status, body, headers } = await answer(call, { params, query: url.searchParams });
    return body === undefined
      ? new HttpResponse(null, { status, ...(headers ? { headers } : {}) })
      : HttpResponse.json(body as DefaultBodyType, { status, ...(headers ? { headers } : {}) });
  });
}

const replyOf = async (route: Route, call: Call, parts: RequestParts): Promise<Reply> =>
  typeof route === 'function' ? route(call, parts) : route;

/** Read the list's query, or answer the API's 400 naming the bad parameters. */
const listRequest = (path: string, query: URLSearchParams, rows: unknown[], counts = false) => {
  try {
    return readListQuery(path, query, rows, counts);
  } catch (error) {
    if (error instanceof ListQueryError) return { status: 400, body: error.body };
    throw error;
  }
};

/**
 * An msw handler for 'METHOD /path' that records the call and answers with `route`. A GET whose
 * route answers an array is a list: it answers the window the query asks for, with the list's
 * `X-Total-Count` (the whole array, and its length, when the query asks nothing of the list).
 */
function handler(key: string, route: Route) {
  const [method, path = ''] = key.split(' ');
  return recording(key, async (call, parts) => {
    const [status, body] = await replyOf(route, call, parts);
    if (method !== 'GET' || status !== 200 || !Array.isArray(body)) return { status, body };
    const request = listRequest(path, parts.query, body);
    if ('status' in request) return request;
    const window = listWindow(body, request);
    return {
      status,
      body: window.rows,
      headers: {
        'X-Total-Count': String(window.total),
        'Access-Control-Expose-Headers': 'X-Total-Count, Link',
      },
    };
  });
}

/**
 * `GET <list>/counts`: the same filters and `q` over the rows the list's own route answers (a
 * function route is called for them, with the counts call), `{ total, by }` like the API.
 */
function countsHandler(path: string, listRoute: Route) {
  return recording(`GET ${path}/counts`, async (call, parts) => {
    const [status, body] = await replyOf(listRoute, call, { params: {}, query: parts.query });
    if (status !== 200 || !Array.isArray(body)) return { status, body };
    const request = listRequest(path, parts.query, body, true);
    return 'status' in request ? request : { status, body: listCounts(body, request) };
  });
}

const byId =
  <T extends { id: number }>(rows: T[]): Route =>
  (_call, { params }) => {
    const row = rows.find((r) => r.id === Number(params.id));
    return row ? [200, row] : NOT_FOUND;
  };

/** What the API lists with no test routes: every collection of the seed, read-only. */
export function seedRoutes(data: SeedData = seedData()): Routes {
  return {
    'GET /campaings': [200, data.campaigns],
    'GET /campaings/:id': byId(data.campaigns),
    'GET /products': [200, data.products],
    'GET /products/:id': byId(data.products),
    'GET /categories': [200, data.categories],
    'GET /categories/:id': byId(data.categories),
    'GET /profiles': [200, data.profiles],
    'GET /profiles/:id': byId(data.profiles),
    'GET /knowledgebase': [200, data.knowledgebases],
    'GET /knowledgebase/:id': byId(data.knowledgebases),
    'GET /questionsandanswers': [200, data.questions],
    'GET /questionsandanswers/:id': byId(data.questions),
    'GET /settings': [200, data.settings],
    'GET /walletuser': [200, data.wallets],
    'GET /recargas': [200, data.refills],
    'GET /movimientos': [200, data.ledger],
    'GET /consumos': [200, data.consumption],
    'GET /inbound-graph': [200, data.inboundGraph],
  };
}

const toHandlers = (routes: Routes) =>
  Object.entries(routes).map(([key, route]) => handler(key, route));

/** Anything no route answers: the API's own 404, recorded like any call. */
const fallback = () =>
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => handler(`${method} /*`, NOT_FOUND));

/** msw in this process; listening during each test file (./setup.ts), a request nobody answers failing it. */
export const server = setupServer();

/** After a test: no route of it left, no call of it recorded. */
export function resetFakeApi() {
  server.resetHandlers();
  calls = [];
}

/**
 * `GET <list>/counts` of each list that counts (LISTS' `countBy`), over the list route that
 * answers here: the test's, else the seed's. Before every other route, so that `/:id` does not
 * take 'counts' for an id; a test's own counts route is left to answer.
 */
const countsHandlers = (routes: Routes, seed: Routes) =>
  Object.entries(LISTS).flatMap(([path, list]) => {
    const listRoute = routes[`GET ${path}`] ?? seed[`GET ${path}`];
    if (!list.countBy || !listRoute || routes[`GET ${path}/counts`]) return [];
    return [countsHandler(path, listRoute)];
  });

/**
 * Answers shared-ui's client with `routes` first, then the seed (`seed: false` for none), then
 * 404. Returns the calls it records, in order; `writes()` leaves the GETs out. A GET that
 * answers an array reads the list parameters as the API does (filters, `q`, `_sort`, the window:
 * ./fakeLists.ts), and the lists that count answer `GET <list>/counts` from that same array.
 */
export function fakeApi(routes: Routes = {}, { seed = true }: { seed?: boolean } = {}) {
  calls = [];
  // Another server's answers: nothing cached from the last one may answer for it.
  queryClient.clear();
  const recorded = calls;
  const seeded = seed ? seedRoutes() : {};
  server.resetHandlers(
    ...countsHandlers(routes, seeded),
    ...toHandlers(routes),
    ...toHandlers(seeded),
    ...fallback(),
  );
  return {
    calls: recorded,
    writes: () => recorded.filter((call) => call.method !== 'GET'),
  };
}
