import { z } from 'zod';
import { apiSuccess } from './envelope';

/**
 * GET /api/health (designed here): the older probe, in the API envelope: the database answers,
 * and which driver serves it. Load balancers use /health/live and /health/ready (decision 038);
 * the browser-test harness and scripts use this one.
 */
export const healthResponse = apiSuccess(
  z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
);
