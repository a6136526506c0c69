// Where the shell's registry is served (beside index.html). No imports: the entry asks for it
// before its async boundary (index.ts), and the remote host reads it again from there.
export const REGISTRY_URL = '/remotes.json';
