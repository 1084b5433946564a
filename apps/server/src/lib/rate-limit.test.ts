import { describe } from 'vitest';
import { fixedWindowLimiterSuite } from '../../test/limit-suites';
import { createMemoryLimitStore } from './limit-store';

describe('createFixedWindowLimiter over the in-process store', () => {
  fixedWindowLimiterSuite(async () => createMemoryLimitStore());
});
