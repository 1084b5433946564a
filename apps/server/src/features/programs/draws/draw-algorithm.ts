/**
 * The server's side of the draw algorithm (decision 016). The order itself — the HMAC stream, the
 * unbiased `uniform`, the Fisher–Yates shuffles, the runner-up order — is one implementation in
 * the contract (`@venue/contract` domain/draw-order.ts), shared with the console that verifies a
 * record. Here: the seed (node's CSPRNG) and the pools built from the valid entries.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DrawPool } from '@venue/contract';

export { DRAW_ALGORITHM, type DrawPool, drawOrder, drawWinners } from '@venue/contract';

/** A fresh 32-byte seed (hex) and its SHA-256 (hex). */
export function newDrawSeed(): { seed: string; seedSha256: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedSha256: seedCommitment(seed) };
}

/** SHA-256 of the seed's bytes, hex: what a record's seedSha256 must equal. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** A candidate: a valid entry (ATTEND, active member) with its person and instance. */
export interface DrawCandidate {
  reserveEntryIdx: number;
  /** The member's CI: one person, whichever accounts they hold. */
  ci: string;
  programInstanceIdx: number | null;
  /** The instance's capacity: for draw programs, the places of that instance. */
  capacity: number | null;
}

/**
 * Builds the pools from the valid entries:
 * - one entry per person: of several entries with one CI, the earliest (lowest id) stands for
 *   the person and the others cannot win (so each person has the same chance, however many
 *   accounts they hold);
 * - one pool per instance (ascending programInstanceIdx, entries without an instance last), whose
 *   quota is the instance's capacity when it has one, and the program's winner count is shared
 *   across pools in that order (`winnerLimit`; null = no program-wide limit, and then a pool
 *   without capacity lets all of its people win).
 */
export function buildPools(
  candidates: readonly DrawCandidate[],
  winnerLimit: number | null,
): DrawPool[] {
  const byPerson = new Map<string, DrawCandidate>();
  for (const candidate of [...candidates].sort((a, b) => a.reserveEntryIdx - b.reserveEntryIdx)) {
    if (!byPerson.has(candidate.ci)) byPerson.set(candidate.ci, candidate);
  }
  const byInstance = new Map<number | null, { capacity: number | null; entryIdxs: number[] }>();
  for (const person of [...byPerson.values()].sort(
    (a, b) => a.reserveEntryIdx - b.reserveEntryIdx,
  )) {
    const pool = byInstance.get(person.programInstanceIdx) ?? {
      capacity: person.capacity,
      entryIdxs: [],
    };
    pool.entryIdxs.push(person.reserveEntryIdx);
    byInstance.set(person.programInstanceIdx, pool);
  }
  const order = [...byInstance.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  let remaining = winnerLimit ?? Number.POSITIVE_INFINITY;
  return order.map((programInstanceIdx) => {
    const pool = byInstance.get(programInstanceIdx) as {
      capacity: number | null;
      entryIdxs: number[];
    };
    const places = Math.min(pool.capacity ?? Number.POSITIVE_INFINITY, remaining);
    const quota = Math.min(places, pool.entryIdxs.length);
    remaining -= quota;
    return { programInstanceIdx, quota, entryIdxs: pool.entryIdxs };
  });
}
