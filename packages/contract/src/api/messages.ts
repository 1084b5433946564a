/**
 * Messages outside the app (decision 059). SOLAPI's delivery reports reach
 * `POST /api/webhooks/solapi` as a JSON array, one report per message: the provider's message
 * id, its result code (`4000` received) and the channel it went by (`ATA` for 알림톡, `SMS`/`LMS`
 * after a fallback). Other fields SOLAPI sends are ignored.
 */
import { z } from 'zod';
import { apiSuccess } from './envelope';

export const messageReport = z.object({
  messageId: z.string().min(1).max(60),
  statusCode: z.string().regex(/^\d{4}$/),
  type: z.enum(['ATA', 'SMS', 'LMS']),
});
export type MessageReport = z.infer<typeof messageReport>;
export const messageReportBody = z.array(messageReport).min(1).max(100);
/** How many reports moved a message forward (a replayed report moves nothing). */
export const messageReportResponse = apiSuccess(z.object({ applied: z.number().int() }));
