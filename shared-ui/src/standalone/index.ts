/** The standalone entry: how a remote mounts itself outside the shell (bundled per app). */
export { mountStandalone } from './mountStandalone';
