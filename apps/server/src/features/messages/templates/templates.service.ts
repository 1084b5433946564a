/**
 * The console's 알림톡 templates: each kind's template with its review state, and an
 * EDITOR's record of what they registered at the provider (code, text, state, class), audited.
 */
import {
  ESSENTIAL_MESSAGE_KINDS,
  errorMessages,
  MESSAGE_CLASS_LABELS,
  MESSAGE_KIND_LABELS,
  type StaffMessageTemplate,
  type StaffMessageTemplateUpdateBody,
  TEMPLATE_REVIEW_LABELS,
  toSeoulIso,
} from '@venue/contract';
import { particleOf } from '@venue/contract/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { goesAsAlimtalk, textVariables, unknownVariables } from './message-templates';
import { builtInReview, loadTemplates, type TemplateEntry } from './templates';
import { saveTemplate } from './templates.repository';

function toStaffTemplate(entry: TemplateEntry): StaffMessageTemplate {
  return {
    kind: entry.kind,
    kindLabel: MESSAGE_KIND_LABELS[entry.kind],
    code: entry.code,
    text: entry.text,
    buttons: entry.buttons.map(({ name, path }) => ({ name, path })),
    variables: textVariables(entry.kind),
    reviewStatus: entry.reviewStatus,
    reviewStatusLabel: TEMPLATE_REVIEW_LABELS[entry.reviewStatus],
    reviewComment: entry.stored?.reviewComment ?? null,
    messageClass: entry.messageClass,
    essentialYn: ESSENTIAL_MESSAGE_KINDS.includes(entry.kind) ? 'Y' : 'N',
    channel: goesAsAlimtalk(entry) ? 'ALIMTALK' : 'SMS',
    updatedAt: entry.stored ? toSeoulIso(entry.stored.updatedAt) : null,
    updatedBy: entry.stored?.updatedByName ?? null,
  };
}

export async function templateList(
  app: FastifyInstance,
): Promise<{ templates: StaffMessageTemplate[] }> {
  const entries = await loadTemplates(app.db, builtInReview(app));
  return { templates: entries.map(toStaffTemplate) };
}

/** What changed, in an operator's words: `문구, 검수 상태 승인 → 반려`. */
function changeSummary(before: TemplateEntry, body: StaffMessageTemplateUpdateBody): string {
  const parts: string[] = [];
  if (before.code !== body.code) parts.push(`코드 ${before.code} → ${body.code}`);
  if (before.text !== body.text) parts.push('문구');
  if (before.reviewStatus !== body.reviewStatus) {
    parts.push(
      `검수 상태 ${TEMPLATE_REVIEW_LABELS[before.reviewStatus]} → ${TEMPLATE_REVIEW_LABELS[body.reviewStatus]}`,
    );
  }
  if (before.messageClass !== body.messageClass) {
    parts.push(
      `성격 ${MESSAGE_CLASS_LABELS[before.messageClass]} → ${MESSAGE_CLASS_LABELS[body.messageClass]}`,
    );
  }
  if ((before.stored?.reviewComment ?? null) !== (body.reviewComment || null)) {
    parts.push('반려 사유');
  }
  return parts.length > 0 ? parts.join(', ') : '변경 없음';
}

export async function updateTemplate(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffMessageTemplateUpdateBody,
): Promise<StaffMessageTemplate> {
  const unknown = unknownVariables(body.kind, body.text);
  if (unknown.length > 0) {
    const names = (list: string[]) => list.map((name) => `#{${name}}`).join(', ');
    const usable = names(textVariables(body.kind));
    const message = `이 메시지에서 쓸 수 없는 변수예요: ${names(unknown)}. 쓸 수 있는 변수는 ${usable}${particleOf(usable, '이/가') === '이' ? '이에요' : '예요'}.`;
    throw new AppError(400, 'TEMPLATE_VARIABLE_UNKNOWN', message, [{ path: 'text', message }]);
  }
  if (body.messageClass === 'ADVERTISING' && ESSENTIAL_MESSAGE_KINDS.includes(body.kind)) {
    const message = errorMessages.TEMPLATE_ESSENTIAL_INFORMATION;
    throw new AppError(400, 'TEMPLATE_ESSENTIAL_INFORMATION', message, [
      { path: 'messageClass', message },
    ]);
  }
  const reviewComment = body.reviewComment?.trim() || null;
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before = (await loadTemplates(tx, builtInReview(app))).find(
      (entry) => entry.kind === body.kind,
    );
    if (!before) throw AppError.notFound('메시지 종류를 찾을 수 없어요.');
    await saveTemplate(
      tx,
      {
        kind: body.kind,
        templateCode: body.code,
        text: body.text,
        reviewStatus: body.reviewStatus,
        reviewComment,
        messageClass: body.messageClass,
        updatedBy: operator.operatorIdx,
      },
      new Date(),
    );
    audit({
      action: 'message-template.save',
      targetType: 'message-template',
      targetId: body.kind,
      before: {
        code: before.code,
        reviewStatus: before.reviewStatus,
        messageClass: before.messageClass,
      },
      after: {
        code: body.code,
        reviewStatus: body.reviewStatus,
        messageClass: body.messageClass,
        summary: `${MESSAGE_KIND_LABELS[body.kind]} 템플릿: ${changeSummary(before, body)}`,
      },
    });
  });
  const saved = (await loadTemplates(app.db, builtInReview(app))).find(
    (entry) => entry.kind === body.kind,
  );
  if (!saved) throw AppError.notFound('메시지 종류를 찾을 수 없어요.');
  return toStaffTemplate(saved);
}
