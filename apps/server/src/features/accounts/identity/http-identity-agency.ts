/**
 * The identity agency over HTTP, for a real agency (or a gateway in front of one). The protocol
 * is documented in README.md. Every failure becomes an `IdentityAgencyError`; the provider's
 * own text goes to the error's detail (logged), never to the visitor.
 */
import { z } from 'zod';
import {
  type ConfirmResult,
  type IdentityAgency,
  IdentityAgencyError,
  type IdentityPerson,
} from './identity-agency';

export const HTTP_AGENCY_TIMEOUT_MS = 5000;

const sendAnswer = z.object({ txId: z.string().min(1).max(100) });
const confirmAnswer = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('ok'),
    ci: z.string().min(1).max(128),
    di: z.string().min(1).max(128),
  }),
  z.object({ result: z.literal('mismatch') }),
  z.object({ result: z.literal('expired') }),
]);

export function createHttpIdentityAgency(options: {
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): IdentityAgency {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? HTTP_AGENCY_TIMEOUT_MS;

  async function call(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new IdentityAgencyError('unavailable', `agency ${path}: ${String(error)}`);
    }
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      throw new IdentityAgencyError('rejected', `agency ${path}: HTTP ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IdentityAgencyError('unavailable', `agency ${path}: HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new IdentityAgencyError('unavailable', `agency ${path}: answer is not JSON`);
    }
  }

  return {
    async sendCode(person: IdentityPerson) {
      const parsed = sendAnswer.safeParse(await call('/otp/send', person));
      if (!parsed.success) {
        throw new IdentityAgencyError('unavailable', 'agency /otp/send: unexpected answer');
      }
      return { agencyTxId: parsed.data.txId };
    },
    async confirmCode({ agencyTxId, code }): Promise<ConfirmResult> {
      const parsed = confirmAnswer.safeParse(
        await call('/otp/confirm', { txId: agencyTxId, code }),
      );
      if (!parsed.success) {
        throw new IdentityAgencyError('unavailable', 'agency /otp/confirm: unexpected answer');
      }
      return parsed.data;
    },
  };
}
