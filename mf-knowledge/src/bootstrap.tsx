// Standalone dev mount: mf-knowledge on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { BASES_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, BASES_PATH);
