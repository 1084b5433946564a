/** POST /api/staff/door-lists/list (STAFF) and /save (EDITOR): named check-in lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { listDoorLists, toDoorList } from './door-lists.repository';
import { saveDoorList } from './door-lists.service';

export const doorListsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'staffDoorListList', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok((await listDoorLists(app.db)).map(toDoorList));
  });
  registerCall(app, 'staffDoorListSave', async (request) =>
    ok(await saveDoorList(app, requireOperator(request), request.body)),
  );
};
