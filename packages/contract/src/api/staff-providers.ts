/**
 * Providers at a glance: POST /api/staff/providers (ADMIN). Each outside service
 * the server talks to, how it is set up on this instance, when it last answered and its recent
 * failures (time and a short reason; never personal data). Kept in memory per instance since
 * its start, so a restart or another instance starts empty.
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, isoDateTime } from './envelope';

export const PROVIDER_KEYS = ['kakao', 'tid', 'identity', 'messaging', 'media'] as const;
export const providerKey = z.enum(PROVIDER_KEYS);
export type ProviderKey = z.infer<typeof providerKey>;

/** REAL: the real service with its keys; SANDBOX: this server's stand-in; OFF: not set up */
export const providerSetup = z.enum(['REAL', 'SANDBOX', 'OFF']);
export type ProviderSetup = z.infer<typeof providerSetup>;

export const PROVIDER_LABELS: Record<ProviderKey, string> = {
  kakao: '카카오 로그인',
  tid: 'T아이디 로그인',
  identity: '본인확인 (휴대폰 인증)',
  messaging: '알림톡·문자 (SOLAPI)',
  media: '미디어 저장소',
};

export const PROVIDER_SETUP_LABELS: Record<ProviderSetup, string> = {
  REAL: '실제 연결',
  SANDBOX: '샌드박스',
  OFF: '꺼짐',
};

/** How many recent failures each provider keeps. */
export const PROVIDER_FAILURES_KEPT = 10;

export const providerFailure = z.object({
  at: isoDateTime,
  /** what was asked, e.g. 토큰 교환 */
  operation: z.string(),
  /** short, without personal data: an HTTP status, a timeout, an error code */
  reason: z.string(),
});
export type ProviderFailure = z.infer<typeof providerFailure>;

export const providerStatus = z.object({
  key: providerKey,
  label: z.string(),
  mode: providerSetup,
  /** one line on how it is set up (which service, which address), no secrets */
  detail: z.string(),
  /** the last call it answered well (Seoul ISO) since this instance started; null: none yet */
  lastSuccessAt: isoDateTime.nullable(),
  lastFailureAt: isoDateTime.nullable(),
  /** calls since start */
  successCount: z.number().int(),
  failureCount: z.number().int(),
  /** newest first, at most PROVIDER_FAILURES_KEPT */
  recentFailures: z.array(providerFailure),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

export const staffProvidersBody = emptyBody;
export const staffProviders = z.object({
  /** when this instance started recording (its start) */
  since: isoDateTime,
  providers: z.array(providerStatus),
});
export type StaffProviders = z.infer<typeof staffProviders>;
export const staffProvidersResponse = apiSuccess(staffProviders);
