/**
 * Providers at a glance: how each is set up on this instance — by the same rules
 * that choose its adapter (loginProviderModes, identityAgencyMode, the messaging config, the
 * media storage's kind) — with what `provider-health.ts` recorded. Details name a host at
 * most: never a key, a secret or a full URL.
 */

import type { ProviderMode } from '@venue/contract';
import {
  PROVIDER_KEYS,
  PROVIDER_LABELS,
  type ProviderKey,
  type ProviderSetup,
  type StaffProviders,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import { identityAgencyMode } from '../../accounts/identity/identity-agency';
import { loginProviderModes } from '../../accounts/login/oauth-clients';

const fromMode = (mode: ProviderMode): ProviderSetup =>
  mode === 'CONFIGURED' ? 'REAL' : mode === 'SANDBOX' ? 'SANDBOX' : 'OFF';

function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function setupOf(
  app: FastifyInstance,
): Record<ProviderKey, { mode: ProviderSetup; detail: string }> {
  const { config } = app;
  const logins = loginProviderModes(config);
  const identity = fromMode(identityAgencyMode(config));
  const messaging = config.messaging;
  const messagingMode: ProviderSetup = !messaging
    ? 'OFF'
    : messaging.baseUrl.startsWith(`${config.publicOrigin}/sandbox/`)
      ? 'SANDBOX'
      : 'REAL';
  const login = (mode: ProviderSetup, real: string, sandbox: string, off: string) =>
    mode === 'REAL' ? real : mode === 'SANDBOX' ? sandbox : off;
  const kakao = fromMode(logins.kakao);
  const tid = fromMode(logins.tid);
  return {
    kakao: {
      mode: kakao,
      detail: login(
        kakao,
        '카카오 OpenID Connect (kauth.kakao.com)',
        '이 서버의 샌드박스 로그인 (/sandbox/idp/kakao)',
        'KAKAO_REST_API_KEY가 없어 카카오 로그인 버튼을 숨겼어요.',
      ),
    },
    tid: {
      mode: tid,
      detail: login(
        tid,
        `T아이디 OpenID Connect (${hostOf(config.tid.issuer)})`,
        '이 서버의 샌드박스 로그인 (/sandbox/idp/tid)',
        'TID_ISSUER·TID_CLIENT_ID가 없어 T아이디 로그인 버튼을 숨겼어요.',
      ),
    },
    identity: {
      mode: identity,
      detail: login(
        identity,
        `본인확인 기관 (${hostOf(config.sms.providerUrl)})`,
        '샌드박스 문자함 (/sandbox/sms)',
        'SMS_PROVIDER_URL·SMS_PROVIDER_KEY가 없어 휴대폰 인증을 할 수 없어요.',
      ),
    },
    messaging: {
      mode: messagingMode,
      detail: login(
        messagingMode,
        `SOLAPI (${hostOf(messaging?.baseUrl)})`,
        '샌드박스 SOLAPI: 보낸 메시지는 /sandbox/messages 에서 봐요.',
        'SOLAPI 설정이 없어 알림톡·문자가 발송되지 않고 대기해요.',
      ),
    },
    media: {
      mode: 'REAL',
      detail:
        app.mediaStorage.kind === 's3'
          ? `S3 호환 저장소 (버킷 ${config.mediaS3?.bucket ?? ''}${config.mediaS3?.endpoint ? `, ${hostOf(config.mediaS3.endpoint)}` : ''})`
          : '이 서버의 디스크 (DATA_DIR/media). 서버가 여러 대면 S3가 필요해요.',
    },
  };
}

export function providerStatuses(app: FastifyInstance): StaffProviders {
  const setups = setupOf(app);
  return {
    since: toSeoulIso(app.providerHealth.since),
    providers: PROVIDER_KEYS.map((key) => {
      const record = app.providerHealth.read(key);
      return {
        key,
        label: PROVIDER_LABELS[key],
        mode: setups[key].mode,
        detail: setups[key].detail,
        lastSuccessAt: record.lastSuccessAt ? toSeoulIso(record.lastSuccessAt) : null,
        lastFailureAt: record.lastFailureAt ? toSeoulIso(record.lastFailureAt) : null,
        successCount: record.successCount,
        failureCount: record.failureCount,
        recentFailures: [...record.failures],
      };
    }),
  };
}
