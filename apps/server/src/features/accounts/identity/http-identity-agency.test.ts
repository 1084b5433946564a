import { describe, expect, it } from 'vitest';
import { createHttpIdentityAgency } from './http-identity-agency';
import { IdentityAgencyError } from './identity-agency';

const person = {
  name: '김하늘',
  birthYmd: '1990-05-05',
  gender: 'F',
  foreignerYn: 'N',
  telecomCode: '01',
  phoneNumber: '01012345678',
} as const;

function agencyAnswering(answer: () => Promise<Response>, timeoutMs?: number) {
  return createHttpIdentityAgency({
    url: 'http://agency.test/',
    key: 'k',
    fetch: async () => answer(),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

async function failureOf(promise: Promise<unknown>): Promise<IdentityAgencyError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityAgencyError);
  return error as IdentityAgencyError;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HTTP identity agency', () => {
  it('maps a 4xx answer to rejected and a 5xx answer to unavailable', async () => {
    expect(
      (await failureOf(agencyAnswering(async () => json(400, {})).sendCode(person))).kind,
    ).toBe('rejected');
    expect(
      (await failureOf(agencyAnswering(async () => json(502, {})).sendCode(person))).kind,
    ).toBe('unavailable');
  });

  it('treats a network failure, a non-JSON answer or an unexpected shape as unavailable', async () => {
    const network = agencyAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await failureOf(network.sendCode(person))).kind).toBe('unavailable');
    const text = agencyAnswering(async () => new Response('<html>', { status: 200 }));
    expect((await failureOf(text.sendCode(person))).kind).toBe('unavailable');
    const shape = agencyAnswering(async () => json(200, { result: 'maybe' }));
    expect((await failureOf(shape.confirmCode({ agencyTxId: 't', code: '123456' }))).kind).toBe(
      'unavailable',
    );
  });

  it('gives up after the timeout', async () => {
    const agency = createHttpIdentityAgency({
      url: 'http://agency.test',
      key: 'k',
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    expect((await failureOf(agency.sendCode(person))).kind).toBe('unavailable');
  });

  it('passes confirm results through', async () => {
    const ok = agencyAnswering(async () => json(200, { result: 'ok', ci: 'c', di: 'd' }));
    expect(await ok.confirmCode({ agencyTxId: 't', code: '123456' })).toEqual({
      result: 'ok',
      ci: 'c',
      di: 'd',
    });
    const expired = agencyAnswering(async () => json(200, { result: 'expired' }));
    expect(await expired.confirmCode({ agencyTxId: 't', code: '123456' })).toEqual({
      result: 'expired',
    });
  });
});
