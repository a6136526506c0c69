/** Test setup of shared-ui's own tests: the hooks every app's test files get (src/testing/setup.ts). */
import { setUpTestFile } from './src/testing/setup';

setUpTestFile();
