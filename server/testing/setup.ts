import { setPasswordPolicyForTests } from '../auth/password';
import { TEST_SCRYPT_PARAMS } from './test-db';

// Server unit tests log in hundreds of times: new hashes and login upgrades use the cheap test
// cost instead of the production 2^17 (password.test.ts checks the production default itself).
setPasswordPolicyForTests(TEST_SCRYPT_PARAMS);
