/**
 * Integrations (decision 067), ADMIN only: API tokens (issue, list, revoke) and
 * webhooks (save, list, deliveries, resend). Every change is audited; answers are never cached.
 */
import {
  toSeoulIso,
  type WebhookEvent,
  type WebhookItem,
  type webhookSaveBody,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator, type StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../audit/audited-write';
import { issueApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';
import { newWebhookSecret, resendWebhook, toWebhookDelivery, webhookEvents } from './webhooks';
import {
  DELIVERIES_PAGE,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  recentCounts,
  updateEndpoint,
} from './webhooks.repository';

type SaveBody = z.output<typeof webhookSaveBody>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HTTPS anywhere; HTTP only to this machine, and only in sandbox mode (a receiver under test). */
function checkUrl(app: FastifyInstance, raw: string): string {
  const invalid = (message: string) => AppError.invalidFields([{ path: 'url', message }]);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('https://로 시작하는 주소를 입력해 주세요.');
  }
  if (url.username || url.password) throw invalid('주소에 아이디나 비밀번호를 넣을 수 없어요.');
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && app.config.sandboxMode && LOOPBACK_HOSTS.has(url.hostname)) {
    return url.toString();
  }
  throw invalid(
    app.config.sandboxMode
      ? 'https:// 주소만 받을 수 있어요. (샌드박스에서는 이 컴퓨터의 http:// 주소도 돼요.)'
      : 'https:// 주소만 받을 수 있어요.',
  );
}

type Recent = Awaited<ReturnType<typeof recentCounts>>;
const countsOf = (recent: Recent) =>
  new Map(recent.map((row) => [`${row.webhookIdx}:${row.state}`, row.count]));

function toItem(row: EndpointRow, counts: Map<string, number>): WebhookItem {
  const count = (state: string) => counts.get(`${row.webhookIdx}:${state}`) ?? 0;
  return {
    webhookIdx: row.webhookIdx,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    active: row.active,
    createdAt: toSeoulIso(row.regDate),
    recent: {
      delivered: count('DELIVERED'),
      failed: count('FAILED'),
      waiting: count('PENDING') + count('RETRYING'),
    },
  };
}

async function webhookItems(app: FastifyInstance, now = new Date()): Promise<WebhookItem[]> {
  const [rows, recent] = await Promise.all([listEndpoints(app.db), recentCounts(app.db, now)]);
  const counts = countsOf(recent);
  return rows.map((row) => toItem(row, counts));
}

/** One endpoint as the list shows it, reading only its own row and deliveries. */
async function webhookItem(app: FastifyInstance, webhookIdx: number, now = new Date()) {
  const [row, recent] = await Promise.all([
    findEndpoint(app.db, webhookIdx),
    recentCounts(app.db, now, webhookIdx),
  ]);
  return row ? toItem(row, countsOf(recent)) : null;
}

async function saveWebhook(app: FastifyInstance, operator: StaffOperator, body: SaveBody) {
  const url = checkUrl(app, body.url);
  const events = [...new Set(body.events)];
  const now = new Date();
  const secret = body.webhookIdx === undefined ? newWebhookSecret() : null;
  const webhookIdx = await auditedWrite(app, operator, {}, async (tx, audit) => {
    if (body.webhookIdx === undefined) {
      const idx = await insertEndpoint(tx, {
        url,
        description: body.description,
        events,
        secret: secret ?? '',
        active: body.active,
        createdBy: operator.operatorIdx,
      });
      audit({
        action: 'webhook.create',
        targetType: 'webhook',
        targetId: idx,
        before: null,
        after: { url, events, active: body.active },
      });
      return idx;
    }
    const before = await findEndpoint(tx, body.webhookIdx);
    if (!before) throw new AppError(404, 'NOT_FOUND', '웹훅을 찾을 수 없어요.');
    const change = { url, description: body.description, events, active: body.active };
    await updateEndpoint(tx, body.webhookIdx, change, now);
    audit({
      action: 'webhook.update',
      targetType: 'webhook',
      targetId: body.webhookIdx,
      before: { url: before.url, events: before.events, active: before.active },
      after: { url, events, active: body.active },
    });
    return body.webhookIdx;
  });
  webhookEvents(app)?.changed();
  const webhook = await webhookItem(app, webhookIdx, now);
  if (!webhook) throw new Error('saved webhook vanished');
  return { webhook, secret };
}

export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffApiTokenIssue', async (request) =>
    ok(await issueApiToken(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffApiTokenList', async () => ok({ list: await listApiTokens(app.db) }));
  registerCall(app, 'staffApiTokenRevoke', async (request) =>
    ok(await revokeApiToken(app, requireOperator(request), request.body.tokenIdx)),
  );

  registerCall(app, 'staffWebhookSave', async (request) =>
    ok(await saveWebhook(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffWebhookList', async () => ok({ list: await webhookItems(app) }));
  registerCall(app, 'staffWebhookDeliveries', async (request) => {
    const { webhookIdx, before } = request.body;
    if (!(await findEndpoint(app.db, webhookIdx))) {
      throw new AppError(404, 'NOT_FOUND', '웹훅을 찾을 수 없어요.');
    }
    const rows = await listDeliveries(app.db, webhookIdx, before);
    return ok({
      list: rows.slice(0, DELIVERIES_PAGE).map(toWebhookDelivery),
      more: rows.length > DELIVERIES_PAGE,
    });
  });
  registerCall(app, 'staffWebhookResend', async (request) => {
    const operator = requireOperator(request);
    const { deliveryIdx } = request.body;
    const queue = app.jobs;
    if (!queue) throw new AppError(503, 'SERVICE_UNAVAILABLE', '지금은 다시 보낼 수 없어요.');
    const found = await findDelivery(app.db, deliveryIdx);
    if (!found) throw new AppError(404, 'NOT_FOUND', '전송 기록을 찾을 수 없어요.');
    await auditedWrite(app, operator, {}, async (_tx, audit) => {
      audit({
        action: 'webhook.resend',
        targetType: 'webhook',
        targetId: found.delivery.webhookIdx,
        before: { eventId: found.delivery.eventId, state: found.delivery.state },
        after: { resent: true },
      });
    });
    await resendWebhook(app.db, queue, deliveryIdx);
    const again = await findDelivery(app.db, deliveryIdx);
    return ok(toWebhookDelivery(again?.delivery ?? found.delivery));
  });
};
