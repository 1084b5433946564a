/**
 * The draw's order as a pure function of a seed and the candidate pools (decision 016, 036), one
 * implementation for the server that draws and for the console (or anyone) that verifies a draw
 * record. It runs on Web Crypto (`globalThis.crypto.subtle`), which Node ≥ 20 and every browser
 * have, so the console checks a record without asking the server.
 *
 * Algorithm `hmac-sha256-fisher-yates-v1`:
 *
 * 1. The seed is 32 bytes from a CSPRNG, stored as hex with its SHA-256 (the commitment).
 * 2. A stream of 32-bit words: block n (n = 0, 1, 2, …) is HMAC-SHA256(key = seed bytes,
 *    message = n as a 4-byte big-endian unsigned integer); each 32-byte block gives eight words,
 *    read as big-endian uint32 in order. The stream is shared by all pools, in pool order.
 * 3. `uniform(m)` (0 ≤ result < m): take the next word w; while w ≥ m·⌊2³²/m⌋ take another
 *    (rejection, so every result is exactly equally likely); answer w mod m.
 * 4. Each pool lists its candidates' entry ids in ascending order and has a quota. A partial
 *    Fisher–Yates shuffle picks k = min(quota, size) of them: for i = 0 … k−1, j = i +
 *    uniform(size − i), swap positions i and j. The pool's winners are positions 0 … k−1.
 * 5. The draw's winners are the pools' winners concatenated in pool order.
 * 6. The runner-up order (who is offered a cancelled win): after step 5, the same stream goes on,
 *    pool by pool in pool order, finishing each pool's shuffle: for i = k … size−2, j = i +
 *    uniform(size − i), swap. A pool's full order is its positions 0 … size−1; the winners are
 *    unchanged by this step, so records made before it have the same order.
 */

/** One group of candidates with its number of places (an instance, or the whole program). */
export interface DrawPool {
  /** The instance the entries booked; null for the program as a whole. */
  programInstanceIdx: number | null;
  /** How many of the pool may win. */
  quota: number;
  /** Candidate entry ids (one per verified person), ascending. */
  entryIdxs: number[];
}

export const DRAW_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

const TWO_POW_32 = 2 ** 32;

const hexToBytes = (hex: string): Uint8Array => {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('a draw seed is 32 bytes (64 hex characters)');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const subtle = () => {
  const webCrypto = globalThis.crypto?.subtle;
  if (!webCrypto) throw new Error('Web Crypto (crypto.subtle) is not available here');
  return webCrypto;
};

/** SHA-256 of the seed's bytes, hex: what a record's seedSha256 must equal. */
export async function drawSeedCommitment(seedHex: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', hexToBytes(seedHex) as Uint8Array<ArrayBuffer>);
  return bytesToHex(new Uint8Array(digest));
}

/** The word stream of step 2 with step 3's unbiased `uniform`. */
export async function drawStream(seedHex: string) {
  const key = await subtle().importKey(
    'raw',
    hexToBytes(seedHex) as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let block = 0;
  let words: number[] = [];
  const nextWord = async (): Promise<number> => {
    if (words.length === 0) {
      const counter = new Uint8Array(4);
      new DataView(counter.buffer).setUint32(0, block);
      block += 1;
      const digest = new DataView(await subtle().sign('HMAC', key, counter));
      words = Array.from({ length: 8 }, (_, i) => digest.getUint32(i * 4));
    }
    return words.shift() as number;
  };
  return {
    nextWord,
    /** A uniformly random integer in [0, m), for 1 ≤ m ≤ 2³². */
    async uniform(m: number): Promise<number> {
      if (!Number.isInteger(m) || m < 1 || m > TWO_POW_32) throw new RangeError(`uniform(${m})`);
      const limit = Math.floor(TWO_POW_32 / m) * m;
      let word = await nextWord();
      while (word >= limit) word = await nextWord();
      return word % m;
    },
  };
}

type Stream = Awaited<ReturnType<typeof drawStream>>;

const picksOf = (pool: DrawPool) => Math.max(0, Math.min(pool.quota, pool.entryIdxs.length));

async function shuffleRange(stream: Stream, order: number[], from: number, to: number) {
  for (let i = from; i < to; i += 1) {
    const j = i + (await stream.uniform(order.length - i));
    const chosen = order[j] as number;
    order[j] = order[i] as number;
    order[i] = chosen;
  }
}

/** Steps 4–5 (and 6 with `runnersUp`): each pool's order, winners first. */
async function poolOrders(seedHex: string, pools: readonly DrawPool[], runnersUp: boolean) {
  const stream = await drawStream(seedHex);
  const orders = pools.map((pool) => [...pool.entryIdxs]);
  for (const [index, pool] of pools.entries()) {
    await shuffleRange(stream, orders[index] as number[], 0, picksOf(pool));
  }
  if (runnersUp) {
    for (const [index, pool] of pools.entries()) {
      const order = orders[index] as number[];
      await shuffleRange(stream, order, picksOf(pool), order.length - 1);
    }
  }
  return orders;
}

/** The winners' entry ids for a seed and pools, in draw order (steps 1–5). */
export async function drawWinners(seedHex: string, pools: readonly DrawPool[]): Promise<number[]> {
  const orders = await poolOrders(seedHex, pools, false);
  return pools.flatMap((pool, index) => (orders[index] as number[]).slice(0, picksOf(pool)));
}

/** Each pool's full order (step 6): its winners, then who comes next when a win is cancelled. */
export function drawOrder(seedHex: string, pools: readonly DrawPool[]): Promise<number[][]> {
  return poolOrders(seedHex, pools, true);
}

/** What a verifier checks in a draw record. */
export interface DrawRecordCheck {
  /** SHA-256(seed) equals the published commitment */
  commitmentMatches: boolean;
  /** the winners re-derived from the seed and the pools equal the recorded ones, in order */
  winnersMatch: boolean;
  /** the re-derived winners */
  derivedWinnerEntryIdxs: number[];
}

/** Re-derives a record's commitment and winners (for the console's 검증 and for tests). */
export async function verifyDrawRecord(record: {
  algorithm: string;
  seed: string;
  seedSha256: string;
  pools: readonly DrawPool[];
  winnerEntryIdxs: readonly number[];
}): Promise<DrawRecordCheck> {
  if (record.algorithm !== DRAW_ALGORITHM) {
    return { commitmentMatches: false, winnersMatch: false, derivedWinnerEntryIdxs: [] };
  }
  const commitmentMatches =
    (await drawSeedCommitment(record.seed)) === record.seedSha256.toLowerCase();
  const derived = await drawWinners(record.seed, record.pools);
  const winnersMatch =
    derived.length === record.winnerEntryIdxs.length &&
    derived.every((id, i) => id === record.winnerEntryIdxs[i]);
  return { commitmentMatches, winnersMatch, derivedWinnerEntryIdxs: derived };
}
