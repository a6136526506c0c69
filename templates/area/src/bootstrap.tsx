// Standalone dev mount: mf-marketing on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { SUMMARY_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, SUMMARY_PATH);
