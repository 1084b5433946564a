/**
 * The console's day, members, VIP keys and exports (decision 033; README
 * here). Every staff role reads the dashboard and members (masked below ADMIN) and exports
 * (masked below ADMIN); restrictions and VIP keys are ADMIN's. Nothing here is cached.
 */
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@venue/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { createFixedWindowLimiter } from '../../../lib/rate-limit';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { readAuditLog } from '../audit/audit-export';
import { readDashboard } from './dashboard.repository';
import { contentDisposition, type ExportTable } from './export-file';
import {
  listExportInstances,
  listExportPrograms,
  readCheckIns,
  readEntries,
  readInquiries,
  readSurveyResponses,
} from './exporters';
import { MEMBER_BROWSE_LIMIT, memberBrowse } from './member-list.service';
import {
  type ExportRequest,
  issueConsoleVipKey,
  MEMBER_SEARCH_LIMIT,
  memberDetail,
  memberSearch,
  revokeConsoleVipKey,
  runExport,
  setMemberRestriction,
  vipKeyList,
} from './ops-admin.service';

type Exporter = ExportRequest<object>['read'];

/** The exports of decision 033: the call (its filters, with `format`), audit action, reader. */
const exports = [
  {
    call: 'staffExportEntries',
    action: 'export.entries',
    read: readEntries,
  },
  {
    call: 'staffExportCheckIns',
    action: 'export.checkins',
    read: readCheckIns,
  },
  {
    call: 'staffExportSurveyResponses',
    action: 'export.survey-responses',
    read: readSurveyResponses,
  },
  {
    call: 'staffExportInquiries',
    action: 'export.inquiries',
    read: readInquiries,
  },
  // The audit page's filters as a file (ADMIN; the audit feature's reader).
  {
    call: 'staffAuditExport',
    action: 'export.audit',
    read: readAuditLog,
  },
] as const;

function sendFile(reply: FastifyReply, table: ExportTable, file: Buffer, format: ExportFormat) {
  return reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(table.title, format))
    .send(file);
}

export const opsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchLimiter = createFixedWindowLimiter(
    app.limitStore,
    'member-search',
    MEMBER_SEARCH_LIMIT,
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'staffDashboard', async () => ok(await readDashboard(app.db, new Date())));

  registerCall(app, 'staffMemberSearch', async (request, reply) =>
    ok(
      await memberSearch(app, requireOperator(request), {
        ...request.body,
        limiter: searchLimiter,
        reply,
      }),
    ),
  );
  const browseLimiter = createFixedWindowLimiter(
    app.limitStore,
    'member-browse',
    MEMBER_BROWSE_LIMIT,
  );
  registerCall(app, 'staffMemberBrowse', async (request, reply) =>
    ok(
      await memberBrowse(
        app,
        requireOperator(request),
        request.body,
        browseLimiter,
        reply,
        new Date(),
      ),
    ),
  );
  registerCall(app, 'staffMemberDetail', async (request) =>
    ok(await memberDetail(app, requireOperator(request), request.body.userIdx)),
  );
  registerCall(app, 'staffMemberRestriction', async (request) =>
    ok(await setMemberRestriction(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffVipKeyList', async (request) =>
    ok(await vipKeyList(app, request.body?.page ?? 1, new Date())),
  );
  registerCall(app, 'staffVipKeyIssue', async (request) =>
    ok(await issueConsoleVipKey(app, requireOperator(request), request.body, new Date())),
  );
  registerCall(app, 'staffVipKeyRevoke', async (request) =>
    ok(
      await revokeConsoleVipKey(app, requireOperator(request), request.body.vipKeyIdx, new Date()),
    ),
  );

  // What the exports page offers: programs by name, then a program's instance days and times.
  registerCall(app, 'staffExportPrograms', async () =>
    ok({ list: await listExportPrograms(app.db) }),
  );
  registerCall(app, 'staffExportInstances', async (request) =>
    ok({ instances: await listExportInstances(app.db, request.body.programIdx) }),
  );

  // One route per export (exporters.ts); each answers the file and leaves its audit row.
  for (const { call, action, read } of exports) {
    registerCall(app, call, async (request, reply) => {
      const { format, ...filters } = request.body as { format: ExportFormat };
      const { table, file } = await runExport(app, requireOperator(request), {
        action,
        format,
        filters,
        read: read as Exporter,
      });
      return sendFile(reply, table, file, format);
    });
  }
};
