/**
 * Each role acts within the role table: requests generated from the OpenAPI document, so a new
 * operation is covered as soon as it is declared. In a company of the test's own, a person of each
 * role (Agente, Funcional, Administrativo) sends every operation with a session: what the role's
 * permissions meet (the operation's `x-permission`) succeeds, anything else is 403 with the Spanish
 * message, and nothing else ever answers. A session still on its temporary password gets 403 for
 * every operation but its own session and the change of that password.
 */
import { meets, OWN_SESSION, ROLE_PERMISSIONS, type Requirement } from 'shared-ui/permissions';
import { ROLES } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT } from './conformance';
import {
  type Documented,
  DOCUMENTED_OPERATIONS,
  type Loose,
  startApi,
  type TestApi,
} from './helpers';

/** Every operation with a session: each says what it needs. */
const WITH_SESSION = DOCUMENTED_OPERATIONS.filter(({ op }) => op.security === undefined);

const jsonOf = (op: Loose) => op?.requestBody?.content?.['application/json'];
const succeeds = (op: Loose) => Object.keys(op.responses).some((s) => s.startsWith('2'));
/** The collection a path names records of ('/profiles/{id}/access' -> '/profiles'). */
const listOf = (path: string) => path.replace(/\/\{id\}.*$/, '');

let counter = 0;
/**
 * The body's example with fresh values where a value must be new: every email (a profile given
 * access signs in with it, one account per email), every field the document says is unique, and
 * the password fields an operation checks against the session's own (`x-verified`).
 */
const freshBody = (schema: Loose, value: Loose, password: string): Loose => {
  if (Array.isArray(value)) return value.map((item) => freshBody(schema?.items, item, password));
  if (typeof value !== 'object' || value === null) return value;
  const out: Loose = {};
  for (const [key, field] of Object.entries(value)) {
    const property = schema?.properties?.[key];
    counter += 1;
    if (property?.['x-verified']) out[key] = password;
    else if (property?.format === 'email') out[key] = `rol${counter}@example.com`;
    else if (property?.['x-unique']) out[key] = `Único ${counter}`;
    else out[key] = freshBody(property, field, password);
  }
  return out;
};

const component = (json: Loose) =>
  json?.schema?.$ref
    ? DOCUMENT.components.schemas[(json.schema.$ref as string).split('/').pop() as string]
    : undefined;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const upload = () => {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  return form;
};

interface Person {
  token: string;
  email: string;
  password: string;
}

let t: TestApi;
/** The company's first user: Administrativo, who makes the records the others act on. */
let owner: Person;
/** One person per role, and one who has not changed the temporary password yet. */
const people = new Map<string, Person>();
let pending: Person;

/** A new record of the collection at `list`, made by the owner from its create example. */
const freshRecord = async (list: string): Promise<number | undefined> => {
  const create = jsonOf(DOCUMENT.paths[list]?.post);
  if (!create) return undefined;
  const res = await t.post(list, freshBody(component(create), create.example, owner.password), {
    token: owner.token,
  });
  expect(res.status, `create in ${list}`).toBe(201);
  return res.body.id as number;
};

/** Sends `method path` as `who`, on a record of its own when the path names one. */
const send = async ({ method, path, op }: Documented, who: Person) => {
  let route = path;
  if (path.includes('{id}')) {
    // Record 1 where the company cannot make more (its wallet, its settings record).
    const id = (await freshRecord(listOf(path))) ?? 1;
    route = path.replace('{id}', String(id));
  }
  const json = jsonOf(op);
  const body = json ? freshBody(component(json), json.example, who.password) : undefined;
  // Signing out ends the session: it gets one of its own.
  const token =
    path === '/auth/logout'
      ? (
          await t.post(
            '/auth/login',
            { username: who.email, password: who.password },
            { token: null },
          )
        ).body.token
      : who.token;
  return t.call(method.toUpperCase(), route, body, {
    token,
    ...(op.requestBody?.content?.['multipart/form-data'] ? { raw: upload() } : {}),
  });
};

beforeAll(async () => {
  t = await startApi();
  const company = await t.newCompany();
  owner = { token: company.token, email: company.email, password: 'Segura1*x' };
  // Every record the examples name (a campaign's products, a question's knowledge base, a
  // product's category) exists once the owner has filled the company from them: a few rounds.
  const product = jsonOf(DOCUMENT.paths['/products']?.post).example;
  await t.post(
    '/categories',
    { name: product.sub_category, category: product.category },
    { token: owner.token },
  );
  const creates = [
    '/knowledgebase',
    '/products',
    '/profiles',
    '/questionsandanswers',
    '/campaings',
  ];
  const done = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    for (const list of creates.filter((path) => !done.has(path))) {
      const create = jsonOf(DOCUMENT.paths[list]?.post);
      const res = await t.post(list, freshBody(component(create), create.example, ''), {
        token: owner.token,
      });
      if (res.status === 201) done.add(list);
    }
  }
  expect([...done].sort()).toEqual([...creates].sort());
  // The gateway settings keep a password once one is given: the tab's example saves without one.
  const settings = jsonOf(DOCUMENT.paths['/settings/{id}']?.patch).example;
  const saved = await t.patch(
    '/settings/1',
    { ...settings, password: 'Pasarela#2026' },
    { token: owner.token },
  );
  expect(saved.status).toBe(200);
  for (const role of ROLES) people.set(role, await t.newPerson(owner.token, [role]));
  pending = await t.newPerson(owner.token, ['Administrativo'], { pending: true });
});
afterAll(() => t.close());

describe('each role', () => {
  it.each([...ROLES])(
    '%s: every operation answers what the role table says, 2xx or 403',
    async (role) => {
      const who = people.get(role) as Person;
      const permissions = ROLE_PERMISSIONS[role];
      expect(WITH_SESSION.length).toBeGreaterThan(50);
      const answers: string[] = [];
      const expected: string[] = [];
      for (const documented of WITH_SESSION) {
        const { method, path, op } = documented;
        const need = op['x-permission'] as Requirement;
        expect(need, `${method} ${path} says what it needs`).toBeTypeOf('string');
        const allowed = meets({ permissions, mustChangePassword: false }, need) && succeeds(op);
        const res = await send(documented, who);
        const label = `${method.toUpperCase()} ${path}`;
        answers.push(`${label} ${res.status < 300 ? '2xx' : res.status}`);
        expected.push(`${label} ${allowed ? '2xx' : 403}`);
        if (res.status === 403 && succeeds(op)) {
          expect(res.body, label).toEqual({ message: api.forbidden });
        }
      }
      expect(answers).toEqual(expected);
      console.log(
        `roles: ${role}, ${answers.filter((a) => a.endsWith('2xx')).length} operations allowed, ` +
          `${answers.filter((a) => a.endsWith('403')).length} refused`,
      );
    },
  );

  it('a session on a temporary password: only its own session and the change of it', async () => {
    // A temporary password signs in once: signing out, which ends that one session, goes last.
    const last = (d: Documented) => (d.path === '/auth/logout' ? 1 : 0);
    for (const documented of [...WITH_SESSION].sort((a, b) => last(a) - last(b))) {
      const { method, path, op } = documented;
      const need = op['x-permission'] as Requirement;
      // The change itself is the temporary password's own test (access.test.ts).
      if (need === 'password.change') continue;
      const res =
        path === '/auth/logout'
          ? await t.post(path, undefined, { token: pending.token })
          : await send(documented, pending);
      const label = `${method.toUpperCase()} ${path}`;
      if (need === OWN_SESSION) expect(res.status, label).toBeLessThan(300);
      // An act no session may take says so first, whoever asks.
      else if (!succeeds(op)) expect(res.status, label).toBe(403);
      else
        expect([res.status, res.body], label).toEqual([403, { message: api.mustChangePassword }]);
    }
  });

  it('knows the roles of the session at each request: GET /auth/me', async () => {
    for (const role of ROLES) {
      const me = await t.get('/auth/me', { token: people.get(role)?.token });
      expect(me.body).toMatchObject({
        roles: [role],
        permissions: ROLE_PERMISSIONS[role],
        mustChangePassword: false,
      });
    }
  });
});

/** The resource each path's records are, by its first segment. */
const RESOURCE_OF: Record<string, string> = {
  campaings: 'campaigns',
  products: 'products',
  categories: 'categories',
  knowledgebase: 'knowledge',
  questionsandanswers: 'knowledge',
  profiles: 'profiles',
  walletuser: 'wallet',
  recargas: 'wallet',
  consumos: 'wallet',
  movimientos: 'wallet',
  settings: 'settings',
  account: 'account',
  'client-errors': 'status',
};
const ACTION_OF: Record<string, string> = {
  get: 'read',
  post: 'create',
  put: 'edit',
  patch: 'edit',
  delete: 'delete',
};
/** The operations whose need is not their resource and method's, and why. */
const OWN_NEEDS: Record<string, Requirement> = {
  // The session itself: who it is, signing out.
  'get /auth/me': OWN_SESSION,
  'post /auth/logout': OWN_SESSION,
  'put /account/password': 'password.change',
  // Any role: what it finds is filtered by what it may read; a page that failed.
  'get /search': 'signed-in',
  'post /client-errors': 'signed-in',
  // The dashboard's call figures go with the campaigns; uploads are the products' images.
  'get /inbound-graph': 'campaigns.read',
  'post /uploads': 'products.edit',
  // Money moves by a top-up only.
  'post /recargas': 'wallet.topUp',
  'put /walletuser/{id}': 'wallet.topUp',
  'post /profiles/{id}/access': 'profiles.access',
  'delete /profiles/{id}/access': 'profiles.access',
};

describe('what each operation needs', () => {
  it('is its resource and what its method does to it, but for the operations named', () => {
    for (const { method, path, op } of WITH_SESSION) {
      const key = `${method} ${path}`;
      // '/products.csv' and '/products/counts' read the products, like '/products'.
      const resource = RESOURCE_OF[path.split(/[/.]/)[1] ?? ''];
      const needed = OWN_NEEDS[key] ?? `${resource}.${ACTION_OF[method]}`;
      expect(op['x-permission'], key).toBe(needed);
    }
  });
});
