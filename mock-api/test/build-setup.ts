/**
 * The API's commands built once for the run (build.mjs, as `npm start` builds them): the tests
 * that start the server, `npm run wallet`, `npm run db` or a reset as processes run dist/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '..', 'build.mjs')], {
    stdio: 'inherit',
  });
}
