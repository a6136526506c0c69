// Standalone dev mount: mf-campaigns on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { LIST_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, LIST_PATH);
