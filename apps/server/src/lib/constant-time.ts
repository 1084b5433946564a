import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets (codes, answer hashes, keys) in time independent of where they differ,
 * so a guesser learns nothing from response times. Different lengths are simply unequal.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
