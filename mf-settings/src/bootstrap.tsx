// Standalone dev mount: mf-settings on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { SETTINGS_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, SETTINGS_PATH);
