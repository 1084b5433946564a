/**
 * The draw's winner choice as a pure function of a seed and the candidate pools, so anyone
 * holding a draw record (program_draws: seed, pools, winner_entry_idxs) can re-derive the
 * winners and check them. No database access here.
 *
 * Algorithm `hmac-sha256-fisher-yates-v1`:
 *
 * 1. The seed is 32 bytes from the operating system's CSPRNG (`crypto.randomBytes`), stored as
 *    hex with its SHA-256 (the commitment).
 * 2. A stream of 32-bit words: block n (n = 0, 1, 2, …) is HMAC-SHA256(key = seed bytes,
 *    message = n as a 4-byte big-endian unsigned integer); each 32-byte block gives eight words,
 *    read as big-endian uint32 in order. The stream is shared by all pools, in pool order.
 * 3. `uniform(m)` (0 ≤ result < m): take the next word w; while w ≥ m·⌊2³²/m⌋ take another
 *    (rejection, so every result is exactly equally likely); answer w mod m.
 * 4. Each pool lists its candidates' entry ids in ascending order and has a quota. A partial
 *    Fisher–Yates shuffle picks k = min(quota, size) of them: for i = 0 … k−1, j = i +
 *    uniform(size − i), swap positions i and j. The pool's winners are positions 0 … k−1, in
 *    that order. Every k-subset is equally likely.
 * 5. The draw's winners are the pools' winners concatenated in pool order.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

/** One group of candidates with its number of places (a session, or the whole program). */
export interface DrawPool {
  /** The session the entries booked; null for the program as a whole. */
  programInstanceIdx: number | null;
  /** How many of the pool may win. */
  quota: number;
  /** Candidate entry ids (one per verified person), ascending. */
  entryIdxs: number[];
}

/** A fresh 32-byte seed (hex) and its SHA-256 (hex). */
export function newDrawSeed(): { seed: string; seedSha256: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedSha256: seedCommitment(seed) };
}

/** SHA-256 of the seed's bytes, hex: what a record's seedSha256 must equal. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

const TWO_POW_32 = 2 ** 32;

/** The deterministic word stream of step 2, with step 3's unbiased `uniform`. */
export function seededStream(seedHex: string) {
  const key = Buffer.from(seedHex, 'hex');
  if (key.length !== 32) throw new Error('a draw seed is 32 bytes (64 hex characters)');
  let block = 0;
  let words: number[] = [];
  const nextWord = (): number => {
    if (words.length === 0) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(block);
      block += 1;
      const digest = createHmac('sha256', key).update(counter).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift() as number;
  };
  return {
    nextWord,
    /** A uniformly random integer in [0, m), for 1 ≤ m ≤ 2³². */
    uniform(m: number): number {
      if (!Number.isInteger(m) || m < 1 || m > TWO_POW_32) throw new RangeError(`uniform(${m})`);
      const limit = Math.floor(TWO_POW_32 / m) * m;
      let word = nextWord();
      while (word >= limit) word = nextWord();
      return word % m;
    },
  };
}

/** Steps 4–5: the winners' entry ids for a seed and pools, in draw order. */
export function drawWinners(seedHex: string, pools: readonly DrawPool[]): number[] {
  const stream = seededStream(seedHex);
  const winners: number[] = [];
  for (const pool of pools) {
    const candidates = [...pool.entryIdxs];
    const picks = Math.max(0, Math.min(pool.quota, candidates.length));
    for (let i = 0; i < picks; i += 1) {
      const j = i + stream.uniform(candidates.length - i);
      const chosen = candidates[j] as number;
      candidates[j] = candidates[i] as number;
      candidates[i] = chosen;
    }
    winners.push(...candidates.slice(0, picks));
  }
  return winners;
}

/** A candidate: a valid entry (ATTEND, active member) with its person and session. */
export interface DrawCandidate {
  reserveEntryIdx: number;
  /** The member's CI: one person, whichever accounts they hold. */
  ci: string;
  programInstanceIdx: number | null;
  /** The session's capacity: for draw programs, the places of that session. */
  capacity: number | null;
}

/**
 * Builds the pools from the valid entries:
 * - one entry per person: of several entries with one CI, the earliest (lowest id) stands for
 *   the person and the others cannot win (so each person has the same chance, however many
 *   accounts they hold);
 * - one pool per session (ascending programInstanceIdx, entries without a session last), whose
 *   quota is the session's capacity when it has one, and the program's winner count is shared
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
  const bySession = new Map<number | null, { capacity: number | null; entryIdxs: number[] }>();
  for (const person of [...byPerson.values()].sort(
    (a, b) => a.reserveEntryIdx - b.reserveEntryIdx,
  )) {
    const pool = bySession.get(person.programInstanceIdx) ?? {
      capacity: person.capacity,
      entryIdxs: [],
    };
    pool.entryIdxs.push(person.reserveEntryIdx);
    bySession.set(person.programInstanceIdx, pool);
  }
  const order = [...bySession.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  let remaining = winnerLimit ?? Number.POSITIVE_INFINITY;
  return order.map((programInstanceIdx) => {
    const pool = bySession.get(programInstanceIdx) as {
      capacity: number | null;
      entryIdxs: number[];
    };
    const places = Math.min(pool.capacity ?? Number.POSITIVE_INFINITY, remaining);
    const quota = Math.min(places, pool.entryIdxs.length);
    remaining -= quota;
    return { programInstanceIdx, quota, entryIdxs: pool.entryIdxs };
  });
}
