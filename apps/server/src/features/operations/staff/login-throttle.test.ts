import { describe } from 'vitest';
import { loginThrottleSuite } from '../../../../test/limit-suites';
import { createMemoryLimitStore } from '../../../lib/limit-store';

describe('the staff login throttle over the in-process store (decision 024)', () => {
  loginThrottleSuite(async () => createMemoryLimitStore());
});
