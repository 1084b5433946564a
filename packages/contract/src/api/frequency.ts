import { z } from 'zod';
import { earnType } from './enums';
import { apiSuccess, idParam, yn } from './envelope';

/**
 * POST /api/frequency/earn (spec 000 §7): userIdx and earnType NSERVICE. userIdx must be the
 * token's own user (403 otherwise). The answer is not shown; designed here: whether points were
 * earned now (N when already earned before — the call is idempotent).
 */
export const frequencyEarnBody = z.object({ userIdx: idParam, earnType: earnType }).strict();
export const frequencyEarnResponse = apiSuccess(z.object({ earnType: earnType, earnedYn: yn }));
