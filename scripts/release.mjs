// `npm run release -- <remote>`, `npm run rollback -- <remote>`, `npm run releases`: the release
// command (scripts/release.ts, run through tsx: it shares the shell's checks, written in TypeScript).
import { ensureInstalled } from './pnpm.mjs';

ensureInstalled();
const { tsImport } = await import('tsx/esm/api');
const { main } = await tsImport('./release.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
