// Standalone dev mount: mf-profiles on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { PROFILE_LIST_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, PROFILE_LIST_PATH);
