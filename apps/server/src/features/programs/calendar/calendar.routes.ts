/**
 * Add to calendar: GET /api/calendar/{token}.ics, no login. The token is the
 * entry's signed calendar link (calendar.service.ts); the answer is one VEVENT as
 * `text/calendar`, an attachment, never stored by a cache (it changes when the instance moves or
 * the entry is cancelled, and it names one member's visit). A token that does not verify and an
 * entry without a calendar are the same 404 CALENDAR_NOT_FOUND, in the JSON envelope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCall } from '../../../lib/register-call';
import { calendarDownload } from './calendar.service';

const NO_STORE = 'private, no-store';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  // The 404 too: whether a link works is nobody's to keep.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  registerCall(app, 'entryCalendar', async (request, reply) => {
    const { fileName, text } = await calendarDownload(app, request.params.token, new Date());
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', NO_STORE)
      .send(text);
  });
};
