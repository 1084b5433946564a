/**
 * The N-service check (spec 000 §7 POST /api/checkNService): whether a member's phone line is a
 * customer of the telecom group (isN) and subscribed to its N membership service (isNSvc), and
 * which partner promotions awarded points to them (is{Product}PromotionPointAwarded). The home's
 * member banner list depends on it.
 *
 * - HTTP provider (NSERVICE_URL + NSERVICE_KEY): POST {url}/check with
 *   `{phoneNumber, telecomCode, marketingAgreementYn}` and a bearer key; the answer is
 *   `{isN: boolean, isNSvc: boolean, promotions?: {[product]: boolean}}`.
 * - Sandbox provider: deterministic, so testers can reach every state: telecom 01 lines are the
 *   group's customers; of those, numbers ending in an even digit subscribe to the N service; the
 *   venue's own promotion awards points to N-service members who agreed to marketing.
 */
import { z } from 'zod';
import type { AppConfig } from '../../../config';

export const NSERVICE_TIMEOUT_MS = 5000;

export interface NServiceQuery {
  phoneNumber: string;
  telecomCode: string;
  marketingAgreementYn: 'Y' | 'N';
}

export interface NServiceAnswer {
  isN: boolean;
  isNSvc: boolean;
  /** product name (PascalCase) → points awarded */
  promotions: Record<string, boolean>;
}

export interface NServiceProvider {
  check(query: NServiceQuery): Promise<NServiceAnswer>;
}

export class NServiceUnavailable extends Error {
  override name = 'NServiceUnavailable';
}

/** The product the sandbox reports: the venue's own sign-up promotion. */
export const SANDBOX_PROMOTION = 'SignalHouse';

export function createSandboxNService(): NServiceProvider {
  return {
    async check({ phoneNumber, telecomCode, marketingAgreementYn }) {
      const isN = telecomCode === '01';
      const isNSvc = isN && Number(phoneNumber.at(-1)) % 2 === 0;
      return {
        isN,
        isNSvc,
        promotions: { [SANDBOX_PROMOTION]: isNSvc && marketingAgreementYn === 'Y' },
      };
    },
  };
}

const httpAnswer = z.object({
  isN: z.boolean(),
  isNSvc: z.boolean(),
  promotions: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]{0,40}$/), z.boolean()).default({}),
});

export function createHttpNService(options: {
  url: string;
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): NServiceProvider {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async check(query) {
      let response: Response;
      try {
        response = await doFetch(`${base}/check`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(query),
          signal: AbortSignal.timeout(options.timeoutMs ?? NSERVICE_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        throw new NServiceUnavailable(`n-service: ${String(error)}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new NServiceUnavailable(`n-service: HTTP ${response.status}`);
      }
      const parsed = httpAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new NServiceUnavailable('n-service: unexpected answer');
      return parsed.data;
    },
  };
}

/** HTTP when configured, else the sandbox in sandbox mode, else none (the call answers 503). */
export function createNServiceProvider(config: AppConfig): NServiceProvider | null {
  if (config.nService.url && config.nService.key) {
    return createHttpNService({ url: config.nService.url, key: config.nService.key });
  }
  return config.sandboxMode ? createSandboxNService() : null;
}
