/** The OpenAPI 3.1 document of the API: every route, its body (from the yup schemas) and its answers. */
import { ANSWERS, BODIES, type JsonSchema } from './schemas';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Body = keyof typeof BODIES;
type Answer = keyof typeof ANSWERS;

/** What a success answers: a component, a list of one, or a special kind of body. */
type Success = Answer | `${Answer}[]` | 'none' | 'file' | 'html' | 'document';

export interface Route {
  method: Method;
  /** Express style: '/campaings/:id'. */
  path: string;
  summary: string;
  tag: string;
  /** Whether it needs `Authorization: Bearer <token>` (default true). */
  auth?: boolean;
  body?: Body;
  /** Multipart instead of JSON. */
  multipart?: boolean;
  status?: number;
  success: Success;
  /** Error statuses beyond those implied by auth, an :id, or a body. */
  errors?: number[];
}

const list = <T extends string>(x: T) => `${x}[]` as const;

/** Every route the API serves. mock-api/README.md lists the same ones (a test checks both ways). */
export const ROUTES: Route[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness',
    tag: 'Sistema',
    auth: false,
    success: 'Health',
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Sistema',
    auth: false,
    success: 'document',
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'The document, browsable (Swagger UI, served offline)',
    tag: 'Sistema',
    auth: false,
    success: 'html',
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Log in with user name or email',
    tag: 'Sesión',
    auth: false,
    body: 'Login',
    success: 'LoginResult',
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Log out: the token stops working',
    tag: 'Sesión',
    status: 204,
    success: 'none',
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account',
    tag: 'Sesión',
    auth: false,
    body: 'Register',
    status: 201,
    success: 'Message',
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/auth/recover',
    summary: 'Ask for a recovery email (same answer whether the account exists or not)',
    tag: 'Sesión',
    auth: false,
    body: 'Recover',
    success: 'Message',
    errors: [429],
  },
  {
    method: 'get',
    path: '/account/company',
    summary: 'Company data',
    tag: 'Cuenta',
    success: 'Company',
  },
  {
    method: 'put',
    path: '/account/company',
    summary: 'Save company data',
    tag: 'Cuenta',
    body: 'CompanyBody',
    success: 'Company',
  },
  {
    method: 'get',
    path: '/account/representative',
    summary: 'Company representative',
    tag: 'Cuenta',
    success: 'Representative',
  },
  {
    method: 'put',
    path: '/account/representative',
    summary: 'Save the company representative',
    tag: 'Cuenta',
    body: 'RepresentativeBody',
    success: 'Representative',
  },
  {
    method: 'put',
    path: '/account/password',
    summary: "Change the signed-in user's password; the account's other sessions are revoked",
    tag: 'Cuenta',
    body: 'PasswordChange',
    success: 'Message',
  },
  {
    method: 'get',
    path: '/campaings',
    summary: 'Campaigns, newest first',
    tag: 'Campañas',
    success: list('Campaign'),
  },
  {
    method: 'get',
    path: '/campaings/:id',
    summary: 'One campaign',
    tag: 'Campañas',
    success: 'Campaign',
  },
  {
    method: 'post',
    path: '/campaings',
    summary: 'Create a campaign',
    tag: 'Campañas',
    body: 'CampaignBody',
    status: 201,
    success: 'Campaign',
  },
  {
    method: 'put',
    path: '/campaings/:id',
    summary: 'Save a campaign; associations and script left out keep their values',
    tag: 'Campañas',
    body: 'CampaignBody',
    success: 'Campaign',
  },
  {
    method: 'patch',
    path: '/campaings/:id',
    summary: 'Change status, associations or script',
    tag: 'Campañas',
    body: 'CampaignPatch',
    success: 'Campaign',
  },
  {
    method: 'delete',
    path: '/campaings/:id',
    summary: 'A draft is removed; any other status is moved to draft',
    tag: 'Campañas',
    success: 'CampaignDeleted',
  },
  {
    method: 'get',
    path: '/products',
    summary: 'Products, newest first',
    tag: 'Productos',
    success: list('Product'),
  },
  {
    method: 'get',
    path: '/products/:id',
    summary: 'One product',
    tag: 'Productos',
    success: 'Product',
  },
  {
    method: 'post',
    path: '/products',
    summary: 'Create a product',
    tag: 'Productos',
    body: 'ProductBody',
    status: 201,
    success: 'Product',
  },
  {
    method: 'put',
    path: '/products/:id',
    summary: 'Save a product',
    tag: 'Productos',
    body: 'ProductBody',
    success: 'Product',
  },
  {
    method: 'patch',
    path: '/products/:id',
    summary: 'Activate or deactivate',
    tag: 'Productos',
    body: 'StatusPatch',
    success: 'Product',
  },
  {
    method: 'delete',
    path: '/products/:id',
    summary: 'Delete a product',
    tag: 'Productos',
    success: 'Deleted',
  },
  {
    method: 'get',
    path: '/categories',
    summary: 'Categories, newest first',
    tag: 'Productos',
    success: list('Category'),
  },
  {
    method: 'get',
    path: '/categories/:id',
    summary: 'One category',
    tag: 'Productos',
    success: 'Category',
  },
  {
    method: 'post',
    path: '/categories',
    summary: 'Create a category',
    tag: 'Productos',
    body: 'CategoryBody',
    status: 201,
    success: 'Category',
  },
  {
    method: 'put',
    path: '/categories/:id',
    summary: 'Save a category; its products follow a rename',
    tag: 'Productos',
    body: 'CategoryBody',
    success: 'Category',
  },
  {
    method: 'patch',
    path: '/categories/:id',
    summary: 'Activate or deactivate',
    tag: 'Productos',
    body: 'CategoryStatusPatch',
    success: 'Category',
  },
  {
    method: 'delete',
    path: '/categories/:id',
    summary: 'Delete a category',
    tag: 'Productos',
    success: 'Deleted',
  },
  {
    method: 'get',
    path: '/profiles',
    summary: 'Profiles, newest first',
    tag: 'Perfiles',
    success: list('Profile'),
  },
  {
    method: 'get',
    path: '/profiles/:id',
    summary: 'One profile',
    tag: 'Perfiles',
    success: 'Profile',
  },
  {
    method: 'post',
    path: '/profiles',
    summary: 'Create a profile',
    tag: 'Perfiles',
    body: 'ProfileBody',
    status: 201,
    success: 'Profile',
  },
  {
    method: 'post',
    path: '/profiles/bulk',
    summary: 'Create up to 100 profiles, all or none',
    tag: 'Perfiles',
    body: 'BulkImport',
    status: 201,
    success: 'BulkResult',
  },
  {
    method: 'put',
    path: '/profiles/:id',
    summary: 'Save a profile',
    tag: 'Perfiles',
    body: 'ProfileBody',
    success: 'Profile',
  },
  {
    method: 'delete',
    path: '/profiles/:id',
    summary: 'Delete a profile',
    tag: 'Perfiles',
    success: 'Deleted',
  },
  {
    method: 'get',
    path: '/knowledgebase',
    summary: 'Knowledge bases, newest first',
    tag: 'Conocimiento',
    success: list('KnowledgeBase'),
  },
  {
    method: 'get',
    path: '/knowledgebase/:id',
    summary: 'One knowledge base',
    tag: 'Conocimiento',
    success: 'KnowledgeBase',
  },
  {
    method: 'post',
    path: '/knowledgebase',
    summary: 'Create a knowledge base',
    tag: 'Conocimiento',
    body: 'KnowledgeBaseBody',
    status: 201,
    success: 'KnowledgeBase',
  },
  {
    method: 'patch',
    path: '/knowledgebase/:id',
    summary: 'Rename; its questions follow',
    tag: 'Conocimiento',
    body: 'KnowledgeBaseBody',
    success: 'KnowledgeBase',
  },
  {
    method: 'delete',
    path: '/knowledgebase/:id',
    summary: 'Delete a base and its questions',
    tag: 'Conocimiento',
    success: 'KnowledgeBaseDeleted',
  },
  {
    method: 'get',
    path: '/questionsandanswers',
    summary: 'Questions, newest first',
    tag: 'Conocimiento',
    success: list('Question'),
  },
  {
    method: 'get',
    path: '/questionsandanswers/:id',
    summary: 'One question',
    tag: 'Conocimiento',
    success: 'Question',
  },
  {
    method: 'post',
    path: '/questionsandanswers',
    summary: 'Create a question',
    tag: 'Conocimiento',
    body: 'QuestionBody',
    status: 201,
    success: 'Question',
  },
  {
    method: 'patch',
    path: '/questionsandanswers/:id',
    summary: 'Edit or move a question',
    tag: 'Conocimiento',
    body: 'QuestionPatch',
    success: 'Question',
  },
  {
    method: 'delete',
    path: '/questionsandanswers/:id',
    summary: 'Delete a question',
    tag: 'Conocimiento',
    success: 'Deleted',
  },
  {
    method: 'get',
    path: '/walletuser',
    summary: 'The wallet',
    tag: 'Billetera',
    success: list('Wallet'),
  },
  {
    method: 'put',
    path: '/walletuser/:id',
    summary: 'Correct the balance',
    tag: 'Billetera',
    body: 'WalletBody',
    success: 'Wallet',
  },
  {
    method: 'get',
    path: '/recargas',
    summary: 'Refills, newest first',
    tag: 'Billetera',
    success: list('Refill'),
  },
  {
    method: 'post',
    path: '/recargas',
    summary: 'Record a refill and credit wallet 1 in one write',
    tag: 'Billetera',
    body: 'TopUp',
    status: 201,
    success: 'TopUpResult',
  },
  {
    method: 'get',
    path: '/consumos',
    summary: 'Consumption history',
    tag: 'Billetera',
    success: list('Consumption'),
  },
  {
    method: 'get',
    path: '/settings',
    summary: 'Gateway settings (the password is write-only)',
    tag: 'Configuración',
    success: list('Settings'),
  },
  {
    method: 'get',
    path: '/settings/:id',
    summary: 'One settings record',
    tag: 'Configuración',
    success: 'Settings',
  },
  {
    method: 'patch',
    path: '/settings/:id',
    summary: 'Save the SMS tab and/or the voice tab; an empty password keeps the stored one',
    tag: 'Configuración',
    body: 'SettingsPatch',
    success: 'Settings',
  },
  {
    method: 'get',
    path: '/inbound-graph',
    summary: 'Calls per day, 30 days, oldest first',
    tag: 'Panel',
    success: list('InboundGraphPoint'),
  },
  {
    method: 'get',
    path: '/search',
    summary: 'Header search: up to 20 hits, case and accents aside',
    tag: 'Panel',
    success: list('SearchHit'),
    errors: [400],
  },
  {
    method: 'post',
    path: '/uploads',
    summary: 'Upload up to 5 files (png, jpg, jpeg, pdf; 2 MB each)',
    tag: 'Archivos',
    body: 'Upload',
    multipart: true,
    status: 201,
    success: list('UploadedFile'),
  },
  {
    method: 'get',
    path: '/uploads/:file',
    summary: 'An uploaded file (no token: the names are random)',
    tag: 'Archivos',
    auth: false,
    success: 'file',
  },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid body ({message, errors: {field: text}}, Spanish), malformed JSON or a refused upload',
  401: 'Missing, unknown, expired or revoked token; wrong login',
  404: 'Unknown route or id (a malformed id is an unknown one)',
  409: 'The email already has an account',
  413: 'Body over 1 MB',
  429: 'Too many attempts from this address (or for this account): wait Retry-After seconds',
};

/** '/campaings/:id' as OpenAPI writes it: '/campaings/{id}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const successContent = (success: Success): Record<string, unknown> | undefined => {
  if (success === 'none') return undefined;
  if (success === 'file') {
    return {
      'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
      'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    };
  }
  if (success === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (success === 'document') {
    return { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } };
  }
  const schema = success.endsWith('[]')
    ? { type: 'array', items: ref(success.slice(0, -2)) }
    : ref(success);
  return { 'application/json': { schema } };
};

const operation = (route: Route) => {
  const auth = route.auth ?? true;
  const statuses = new Set(route.errors ?? []);
  if (auth) statuses.add(401);
  if (route.path.includes(':')) statuses.add(404);
  if (route.body) {
    statuses.add(400);
    statuses.add(413);
  }
  const status = route.status ?? 200;
  const responses: Record<string, unknown> = {
    [status]: {
      description: route.summary,
      ...(successContent(route.success) ? { content: successContent(route.success) } : {}),
    },
  };
  for (const code of [...statuses].sort()) {
    responses[code] = {
      description: ERROR_TEXT[code] ?? 'Error',
      content: { 'application/json': { schema: ref('Error') } },
      ...(code === 429
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
            },
          }
        : {}),
    };
  }
  const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  if (route.path === '/search') {
    parameters.push({
      name: 'q',
      in: 'query',
      required: false,
      schema: { type: 'string', maxLength: 200 },
    } as never);
  }
  return {
    operationId: [route.method, ...route.path.split(/[/:.-]+/).filter(Boolean)]
      .map((word, i) => (i === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`))
      .join(''),
    summary: route.summary,
    tags: [route.tag],
    ...(auth ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: ref(route.body),
              },
            },
          },
        }
      : {}),
    responses,
  };
};

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, ReturnType<typeof operation>>>;
  components: { schemas: Record<string, JsonSchema | unknown>; securitySchemes: unknown };
  [key: string]: unknown;
}

/** Builds the document (once per app). */
export const buildDocument = (version = '1.0.0'): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of ROUTES) {
    const key = openApiPath(route.path);
    paths[key] ??= {};
    paths[key][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office mock API',
      version,
      description:
        'The API the back-office apps use (DESIGN.md section 3). JSON in and out; bodies are ' +
        'validated with the same yup schemas as the forms, and invalid ones answer 400 with one ' +
        'Spanish text per field. Every answer carries Cache-Control: no-store. Secrets are ' +
        'write-only: the SMS gateway password is never sent back.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ...BODIES, ...ANSWERS },
    },
  };
};
