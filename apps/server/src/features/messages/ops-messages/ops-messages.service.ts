/**
 * The console's 메시지 page: the messages as an operator reads them — kind and state
 * in Korean, the channel reached, the cost, names and phones masked below ADMIN, signed links
 * never shown — the day's totals, and a FAILED message sent again (EDITOR, audited).
 */
import {
  formatPhone,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type MessageKind,
  type MessageStatus,
  maskName,
  maskPhone,
  STAFF_MESSAGE_PAGE_SIZE,
  type StaffMessageDetail,
  type StaffMessageList,
  type StaffMessageListFilter,
  type StaffMessageRow,
  type StaffMessageSummary,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { auditedWrite } from '../../operations/audit/audited-write';
import { outboxReady, requeueFailedMessage } from '../outbox/outbox';
import { MESSAGE_UNIT_COST_KRW, messageCost, reachedChannel } from './message-cost';
import {
  countDay,
  findMessageDetail,
  findMessageState,
  listMessages,
  type MessageListRow,
  parseMessageQuery,
} from './ops-messages.repository';

/** Names and phones in full for ADMIN only, as everywhere in the console. */
const seesFullData = (operator: StaffOperator) => operator.role === 'ADMIN';

export const kindLabel = (kind: string) =>
  Object.hasOwn(MESSAGE_KIND_LABELS, kind) ? MESSAGE_KIND_LABELS[kind as MessageKind] : kind;

const statusLabel = (status: string) =>
  Object.hasOwn(MESSAGE_STATUS_LABELS, status)
    ? MESSAGE_STATUS_LABELS[status as MessageStatus]
    : status;

function toRow(row: MessageListRow, full: boolean): StaffMessageRow {
  return {
    messageIdx: row.messageIdx,
    kind: row.kind,
    kindLabel: kindLabel(row.kind),
    templateCode: row.templateCode,
    channel: reachedChannel(row),
    status: row.status as MessageStatus,
    statusLabel: statusLabel(row.status),
    costKrw: messageCost(row),
    userIdx: row.userIdx,
    memberName:
      row.memberName === null ? null : full ? row.memberName.trim() : maskName(row.memberName),
    phoneNumber: full ? formatPhone(row.phoneNumber) : maskPhone(row.phoneNumber),
    programIdx: row.programIdx,
    programName: plainProgramName(row.programName),
    createdAt: toSeoulIso(row.createdAt),
    sentAt: row.sentAt ? toSeoulIso(row.sentAt) : null,
  };
}

export async function messageList(
  db: Database,
  operator: StaffOperator,
  body: StaffMessageListFilter,
): Promise<StaffMessageList> {
  const full = seesFullData(operator);
  const date = body.date === null ? null : (body.date ?? seoulToday(new Date()));
  const { page } = body;
  const { rows, totalCount } = await listMessages(
    db,
    {
      date,
      kind: body.kind,
      status: body.status,
      programIdx: body.programIdx,
      userIdx: body.userIdx,
      query: body.search ? parseMessageQuery(body.search) : undefined,
      masked: !full,
    },
    page,
    STAFF_MESSAGE_PAGE_SIZE,
  );
  return {
    list: rows.map((row) => toRow(row, full)),
    page,
    pageSize: STAFF_MESSAGE_PAGE_SIZE,
    totalCount,
    date,
    maskedYn: full ? 'N' : 'Y',
  };
}

/**
 * A signed link's token (lib/signed-links.ts: `123.1767225600.<22 characters>`): what lets a
 * member answer a reminder or open a calendar without logging in. Operators never need it.
 */
const SIGNED_TOKEN = /\d{1,10}\.\d{1,11}\.[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g;
export const SIGNED_LINK_SHOWN = '(서명된 링크)';
const withoutTokens = (text: string) => text.replaceAll(SIGNED_TOKEN, SIGNED_LINK_SHOWN);

export async function messageDetail(
  db: Database,
  operator: StaffOperator,
  messageIdx: number,
): Promise<StaffMessageDetail> {
  const row = await findMessageDetail(db, messageIdx);
  if (!row) throw AppError.notFound('메시지를 찾을 수 없어요.');
  const full = seesFullData(operator);
  // The text greets the member by name: below ADMIN it reads as the list shows them.
  const name = row.memberName?.trim();
  const masked = (text: string) => (!full && name ? text.replaceAll(name, maskName(name)) : text);
  return {
    ...toRow(row, full),
    text: withoutTokens(masked(row.text)),
    buttons: row.buttons.map((button) => ({ name: button.name, url: withoutTokens(button.url) })),
    history: row.history.map((step) => ({
      status: step.status as MessageStatus,
      statusLabel: statusLabel(step.status),
      at: toSeoulIso(new Date(step.at)),
      detail: step.detail ? withoutTokens(masked(step.detail)) : null,
    })),
    maskedYn: full ? 'N' : 'Y',
  };
}

export async function messageSummary(db: Database, date?: string): Promise<StaffMessageSummary> {
  const day = date ?? seoulToday(new Date());
  const counts = await countDay(db, day);
  const byStatus = new Map<string, number>();
  const byChannel = new Map<string, number>();
  let totalCount = 0;
  let costKrw = 0;
  for (const group of counts) {
    const n = Number(group.count);
    totalCount += n;
    byStatus.set(group.status, (byStatus.get(group.status) ?? 0) + n);
    const cost = messageCost(group);
    if (cost > 0) {
      const channel = reachedChannel(group) as string;
      byChannel.set(channel, (byChannel.get(channel) ?? 0) + n);
      costKrw += cost * n;
    }
  }
  return {
    date: day,
    totalCount,
    byStatus: MESSAGE_STATUSES.map((status) => ({
      status,
      label: MESSAGE_STATUS_LABELS[status],
      count: byStatus.get(status) ?? 0,
    })),
    byChannel: MESSAGE_CHANNELS.map((channel) => {
      const count = byChannel.get(channel) ?? 0;
      return {
        channel,
        label: MESSAGE_CHANNEL_LABELS[channel],
        count,
        unitCostKrw: MESSAGE_UNIT_COST_KRW[channel],
        costKrw: count * MESSAGE_UNIT_COST_KRW[channel],
      };
    }),
    costKrw,
  };
}

/**
 * 재발송 (EDITOR): a FAILED message back to QUEUED with a new send job, its history saying who
 * asked (`재발송 요청 by <login id>`), audited as `message.resend` with the kind and the masked
 * phone. Anything but FAILED is refused (409 MESSAGE_NOT_FAILED), and of two resends at once the
 * second is refused too: the move is a conditional UPDATE, so there is one job.
 */
export async function resendMessage(
  app: FastifyInstance,
  operator: StaffOperator,
  messageIdx: number,
): Promise<{ messageIdx: number; status: MessageStatus; statusLabel: string }> {
  const queue = app.jobs;
  if (!queue || !app.config.messaging) {
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      '메시지 발송이 설정되지 않은 서버라 다시 보낼 수 없어요.',
    );
  }
  const current = await findMessageState(app.db, messageIdx);
  if (!current) throw AppError.notFound('메시지를 찾을 수 없어요.');
  if (current.status !== 'FAILED') throw new AppError(409, 'MESSAGE_NOT_FAILED');
  // Before the transaction: on PGlite the queue's first start would wait for it.
  await outboxReady(queue);
  await auditedWrite(app, operator, {}, async (tx, audit) => {
    const queued = await requeueFailedMessage(
      tx,
      queue,
      messageIdx,
      `재발송 요청 by ${operator.loginId}`,
      new Date(),
    );
    if (!queued) throw new AppError(409, 'MESSAGE_NOT_FAILED');
    audit({
      action: 'message.resend',
      targetType: 'message',
      targetId: messageIdx,
      before: { status: 'FAILED' },
      after: {
        status: 'QUEUED',
        summary: `${kindLabel(current.kind)} → ${maskPhone(current.phoneNumber)}`,
      },
    });
  });
  return { messageIdx, status: 'QUEUED', statusLabel: MESSAGE_STATUS_LABELS.QUEUED };
}
