// jest-dom's matchers, antd's browser stubs, the fake API, and nothing kept from one test to the next.
import { setUpTestFile } from 'shared-ui/test-setup';

setUpTestFile();
