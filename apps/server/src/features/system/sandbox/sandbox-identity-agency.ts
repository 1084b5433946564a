/**
 * The sandbox identity agency (sandbox mode only): plays the SMS verification agency inside the
 * server so a fresh install can sign up with no provider contract. "Sending" an SMS writes it to
 * `sandbox_sms_messages`, which testers and browser tests read through the sandbox inbox. This
 * outbox is the one place a code is stored in clear, by design: it stands for the phone.
 */
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { withParticle } from '@venue/contract';
import type { Database } from '../../../db/types';
import { constantTimeEqual } from '../../../lib/constant-time';
import type {
  ConfirmResult,
  IdentityAgency,
  IdentityPerson,
} from '../../accounts/identity/identity-agency';
import { findSandboxMessageByTx, insertSandboxMessage } from './sandbox.repository';

/** A code lives as long as the client's countdown (spec 000 §9). */
export const SANDBOX_CODE_TTL_MS = 180_000;

/**
 * The SMS as a phone shows it: the venue's name from its settings (none before it has any), the
 * code, and the particle the code takes as Korean reads it ([504315]를, [123456]을).
 */
export function sandboxSmsText(code: string, venueName: string | null): string {
  const prefix = venueName ? `[${venueName}] ` : '';
  return `${prefix}인증번호 ${withParticle(`[${code}]`, '을/를')} 입력해 주세요.`;
}

/** Six digits, uniformly random. */
export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

type Person = Pick<IdentityPerson, 'name' | 'birthYmd' | 'phoneNumber'> & { gender: string };

/**
 * Deterministic fake CI and DI: the same person (name, birth, gender, phone) always gets the
 * same values, so signing up twice finds the first account, as with a real agency. 66 bytes of
 * keyed HMAC in base64url make 88 characters, the length of a real CI.
 */
export function sandboxIdentityValues(secret: string, person: Person): { ci: string; di: string } {
  const subject = JSON.stringify([person.name, person.birthYmd, person.gender, person.phoneNumber]);
  const derive = (label: string) =>
    Buffer.concat([
      createHmac('sha512', secret).update(`sandbox-${label}:${subject}`).digest(),
      createHmac('sha256', secret)
        .update(`sandbox-${label}-tail:${subject}`)
        .digest()
        .subarray(0, 2),
    ]).toString('base64url');
  return { ci: derive('ci'), di: derive('di') };
}

export function createSandboxIdentityAgency(
  db: Database,
  secret: string,
  clock: () => Date = () => new Date(),
  /** the venue's name the texts start with (its settings), null before it has any */
  venueName: () => Promise<string | null> = async () => null,
): IdentityAgency {
  return {
    async sendCode(person: IdentityPerson) {
      const agencyTxId = `sandbox-${randomUUID()}`;
      const code = generateSmsCode();
      await insertSandboxMessage(db, {
        agencyTxId,
        phoneNumber: person.phoneNumber,
        name: person.name,
        birthYmd: person.birthYmd,
        gender: person.gender,
        code,
        message: sandboxSmsText(code, await venueName().catch(() => null)),
        createdAt: clock(),
      });
      return { agencyTxId };
    },

    async confirmCode({ agencyTxId, code }): Promise<ConfirmResult> {
      const sent = await findSandboxMessageByTx(db, agencyTxId);
      if (!sent) return { result: 'expired' };
      if (clock().getTime() > sent.createdAt.getTime() + SANDBOX_CODE_TTL_MS) {
        return { result: 'expired' };
      }
      if (!constantTimeEqual(code, sent.code)) {
        return { result: 'mismatch' };
      }
      return { result: 'ok', ...sandboxIdentityValues(secret, sent) };
    },
  };
}
