/**
 * Each kind's current template (decision 061): the one an operator recorded in the
 * console, or the built-in one. A built-in template is APPROVED with the sandbox provider, which
 * knows its code, and PENDING with a real one until the venue registers it at Kakao and records
 * its review here: until then its messages go by SMS/LMS, which always reach the phone.
 */
import {
  MESSAGE_CLASSES,
  type MessageClass,
  TEMPLATE_REVIEW_STATUSES,
  type TemplateReviewStatus,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import {
  builtInTemplates,
  type CurrentTemplate,
  MESSAGE_KINDS,
  type MessageKind,
  type TemplateBook,
} from './message-templates';
import { readStoredTemplates, type StoredTemplate } from './templates.repository';

/** The review state of a template no operator recorded. */
export const builtInReview = (app: FastifyInstance): TemplateReviewStatus =>
  app.config.sandboxMode ? 'APPROVED' : 'PENDING';

const isReview = (value: string): value is TemplateReviewStatus =>
  (TEMPLATE_REVIEW_STATUSES as readonly string[]).includes(value);
const isClass = (value: string): value is MessageClass =>
  (MESSAGE_CLASSES as readonly string[]).includes(value);

export interface TemplateEntry extends CurrentTemplate {
  kind: MessageKind;
  stored: StoredTemplate | null;
}

/** Every kind's template, stored over built in. */
export async function loadTemplates(
  db: Database,
  reviewOfBuiltIn: TemplateReviewStatus,
): Promise<TemplateEntry[]> {
  const builtIn = builtInTemplates(reviewOfBuiltIn);
  const stored = new Map((await readStoredTemplates(db)).map((row) => [row.kind, row]));
  return MESSAGE_KINDS.map((kind) => {
    const row = stored.get(kind) ?? null;
    const base = builtIn[kind];
    return {
      kind,
      stored: row,
      ...base,
      ...(row && {
        code: row.templateCode,
        text: row.text,
        reviewStatus: isReview(row.reviewStatus) ? row.reviewStatus : 'PENDING',
        messageClass: isClass(row.messageClass) ? row.messageClass : 'ADVERTISING',
      }),
    };
  });
}

const CACHE_KEY = 'messages:templates';

/**
 * The templates messages are written with, through the read cache: dropped when an operator
 * saves one (every instance), 5 s old at most otherwise.
 */
export function currentTemplates(app: FastifyInstance): Promise<TemplateBook> {
  return app.readCache.value(CACHE_KEY, async () => {
    const entries = await loadTemplates(app.db, builtInReview(app));
    return Object.fromEntries(entries.map(({ kind, stored: _, ...template }) => [kind, template]));
  }) as Promise<TemplateBook>;
}
