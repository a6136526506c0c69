// Standalone dev mount: mf-knowledge on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import routes from './routes';

mountStandalone(routes, '/base-de-conocimiento');
