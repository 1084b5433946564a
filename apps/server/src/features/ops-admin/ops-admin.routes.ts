/**
 * The console's day, members, VIP keys and exports (decision 033; README
 * here). Every staff role reads the dashboard and members (masked below ADMIN) and exports
 * (masked below ADMIN); restrictions and VIP keys are ADMIN's. Nothing here is cached.
 */
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  staffDashboardBody,
  staffDashboardResponse,
  staffExportDayBody,
  staffExportEntriesBody,
  staffExportProgramsBody,
  staffExportProgramsResponse,
  staffExportSessionsBody,
  staffExportSessionsResponse,
  staffExportSurveyBody,
  staffMemberDetailBody,
  staffMemberDetailResponse,
  staffMemberRestrictionBody,
  staffMemberRestrictionResponse,
  staffMemberSearchBody,
  staffMemberSearchResponse,
  staffVipKeyIssueBody,
  staffVipKeyIssueResponse,
  staffVipKeyListBody,
  staffVipKeyListResponse,
  staffVipKeyRevokeBody,
  staffVipKeyRevokeResponse,
} from '@venue/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { createFixedWindowLimiter } from '../../lib/rate-limit';
import { requireOperator } from '../../plugins/staff-auth';
import { readDashboard } from './dashboard.repository';
import { contentDisposition, type ExportTable } from './export-file';
import {
  listExportPrograms,
  listExportSessions,
  readCheckIns,
  readEntries,
  readInquiries,
  readSurveyResponses,
} from './exporters';
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

const anyStaff = { staff: 'STAFF' } as const;

type Exporter = ExportRequest<object>['read'];

/** The exports of decision 033: path, filters (with `format`), audit action, reader. */
const exports = [
  {
    path: '/api/staff/exports/entries',
    body: staffExportEntriesBody,
    action: 'export.entries',
    read: readEntries,
  },
  {
    path: '/api/staff/exports/checkins',
    body: staffExportDayBody,
    action: 'export.checkins',
    read: readCheckIns,
  },
  {
    path: '/api/staff/exports/survey-responses',
    body: staffExportSurveyBody,
    action: 'export.survey-responses',
    read: readSurveyResponses,
  },
  {
    path: '/api/staff/exports/inquiries',
    body: staffExportDayBody,
    action: 'export.inquiries',
    read: readInquiries,
  },
] as const;
const admin = { staff: 'ADMIN' } as const;

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

  app.post(
    '/api/staff/dashboard',
    {
      config: anyStaff,
      schema: { body: staffDashboardBody, response: { 200: staffDashboardResponse } },
    },
    async () => ok(await readDashboard(app.db, new Date())),
  );

  app.post(
    '/api/staff/members/search',
    {
      config: anyStaff,
      schema: { body: staffMemberSearchBody, response: { 200: staffMemberSearchResponse } },
    },
    async (request, reply) =>
      ok(
        await memberSearch(app, requireOperator(request), {
          ...request.body,
          limiter: searchLimiter,
          reply,
        }),
      ),
  );
  app.post(
    '/api/staff/members/detail',
    {
      config: anyStaff,
      schema: { body: staffMemberDetailBody, response: { 200: staffMemberDetailResponse } },
    },
    async (request) => ok(await memberDetail(app, requireOperator(request), request.body.userIdx)),
  );
  app.post(
    '/api/staff/members/restriction',
    {
      config: admin,
      schema: {
        body: staffMemberRestrictionBody,
        response: { 200: staffMemberRestrictionResponse },
      },
    },
    async (request) => ok(await setMemberRestriction(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/vip-keys/list',
    {
      config: admin,
      schema: { body: staffVipKeyListBody, response: { 200: staffVipKeyListResponse } },
    },
    async (request) => ok(await vipKeyList(app, request.body?.page ?? 1, new Date())),
  );
  app.post(
    '/api/staff/vip-keys/issue',
    {
      config: admin,
      schema: { body: staffVipKeyIssueBody, response: { 200: staffVipKeyIssueResponse } },
    },
    async (request) =>
      ok(await issueConsoleVipKey(app, requireOperator(request), request.body, new Date())),
  );
  app.post(
    '/api/staff/vip-keys/revoke',
    {
      config: admin,
      schema: { body: staffVipKeyRevokeBody, response: { 200: staffVipKeyRevokeResponse } },
    },
    async (request) =>
      ok(
        await revokeConsoleVipKey(
          app,
          requireOperator(request),
          request.body.vipKeyIdx,
          new Date(),
        ),
      ),
  );

  // What the exports page offers: programs by name, then a program's session days and times.
  app.post(
    '/api/staff/exports/programs',
    {
      config: anyStaff,
      schema: { body: staffExportProgramsBody, response: { 200: staffExportProgramsResponse } },
    },
    async () => ok({ list: await listExportPrograms(app.db) }),
  );
  app.post(
    '/api/staff/exports/sessions',
    {
      config: anyStaff,
      schema: { body: staffExportSessionsBody, response: { 200: staffExportSessionsResponse } },
    },
    async (request) => ok({ sessions: await listExportSessions(app.db, request.body.programIdx) }),
  );

  // One route per export (exporters.ts); each answers the file and leaves its audit row.
  for (const { path, body, action, read } of exports) {
    app.post(path, { config: anyStaff, schema: { body } }, async (request, reply) => {
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
