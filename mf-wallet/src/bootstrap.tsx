// Standalone dev mount: mf-wallet on its own, at the same URLs as in the shell. Not used when federated.
import { mountStandalone } from 'shared-ui/standalone';
import { WALLET_PATH } from './paths';
import { routes } from './routes';

mountStandalone(routes, WALLET_PATH);
