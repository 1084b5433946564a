import {
  privacyPolicyResponse,
  seoulToday,
  termsListResponse,
  termsPreviewResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { requireOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { findPrivacyPolicy, findTermsPreview, listCurrentTerms } from './terms.repository';
import { agreeToTerms } from './terms-agreement.service';
import { listStaffTerms, publishTerms, saveTermsDraft } from './terms-staff.service';

/** Spec 001 §8: the preview's "no data" text. */
export const TERMS_NOT_FOUND = '약관 데이터가 없습니다.';

/**
 * Terms (spec 000 §3 Term, §7 POST /terms/list; spec 001 §7 POST /terms/preview), the member's
 * re-agreement (POST /api/terms/agree) and the console's versions (POST /api/staff/terms/list,
 * save, publish; decision 028). Visitors see the version in force of each code.
 */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'termsList', async (request, reply) => {
    const codes = [...new Set(request.body?.termsCodeList ?? [])].sort();
    // The day is part of the key: a version whose effective day has come replaces the old one.
    const today = seoulToday(new Date());
    const body = await app.readCache.get(
      `terms:list:${today}:${codes.join(',')}`,
      termsListResponse,
      async () => ok(await listCurrentTerms(app.db, today, codes)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'termsPreview', async (request, reply) => {
    const { termsIdx } = request.body;
    const body = await app.readCache.get(
      `terms:preview:${termsIdx}`,
      termsPreviewResponse,
      async () => {
        const preview = await findTermsPreview(app.db, termsIdx);
        if (!preview) throw AppError.notFound(TERMS_NOT_FOUND);
        return ok(preview);
      },
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'privacyPolicy', async (_request, reply) => {
    // Keyed by day like the list: a version whose effective day has come replaces the old one.
    const today = seoulToday(new Date());
    const body = await app.readCache.get(
      `terms:privacy-policy:${today}`,
      privacyPolicyResponse,
      async () => ok(await findPrivacyPolicy(app.db, today)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'termsAgree', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const member = requireMember(request);
    const reagreeTermsList = await agreeToTerms(
      app,
      member.userIdx,
      request.body.termsIdxList,
      new Date(),
    );
    return ok({ reagreeTermsList });
  });

  // ── The console (EDITOR drafts, ADMIN publishes) ──────────────────────────

  registerCall(app, 'staffTermsList', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await listStaffTerms(app.db, seoulToday(new Date())));
  });

  registerCall(app, 'staffTermsSave', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const today = seoulToday(new Date());
    // A draft is invisible to visitors, but `content` keeps the rule simple: every terms write
    // drops the read caches.
    const saved = await auditedWrite(
      app,
      requireOperator(request),
      { content: true },
      (tx, audit) => saveTermsDraft(tx, request.body, today, audit),
    );
    return ok(saved);
  });

  registerCall(app, 'staffTermsPublish', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = new Date();
    const published = await auditedWrite(
      app,
      requireOperator(request),
      { content: true },
      (tx, audit) => publishTerms(tx, request.body.termsIdx, now, seoulToday(now), audit),
    );
    return ok(published);
  });
};
