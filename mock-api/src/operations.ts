/** Every operation the API serves, in the order of the document and the README. */
import { docsOperations } from './openapi/docs';
import { area } from './operation';
import { accountOperations } from './routes/account';
import { authOperations } from './routes/auth';
import { campaignOperations } from './routes/campaigns';
import { categoryOperations } from './routes/categories';
import { clientErrorOperations } from './routes/clientErrors';
import { knowledgeOperations } from './routes/knowledge';
import { panelOperations } from './routes/panel';
import { productOperations } from './routes/products';
import { profileOperations } from './routes/profiles';
import { settingsOperations } from './routes/settings';
import { uploadOperations } from './routes/uploads';
import { walletOperations } from './routes/wallet';

const health = area('Sistema').operation({
  route: 'GET /health',
  summary: 'Liveness',
  scope: 'public',
  answer: 'Health',
  handler: () => ({ status: 'ok' }),
});

export const OPERATIONS = [
  health,
  ...docsOperations,
  ...authOperations,
  ...accountOperations,
  ...campaignOperations,
  ...productOperations,
  ...categoryOperations,
  ...profileOperations,
  ...knowledgeOperations,
  ...walletOperations,
  ...settingsOperations,
  ...panelOperations,
  ...uploadOperations,
  ...clientErrorOperations,
];
