import { useRef } from 'react';

/**
 * The `requestKey` of one staff action (the server does a keyed write once: a retry gets the first
 * answer and writes nothing). One key per dialog: sending the same body again — after a timeout or
 * a dropped network, when the first may have been written — sends the same key, so a walk-in is
 * never booked twice; a changed body is another action with a new key. A body the server refused
 * left no key behind, so sending it again as it was is still safe.
 */
export function useRequestKey(newKey: () => string = () => crypto.randomUUID()) {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: object): string => {
    last.current = nextRequestKey(last.current, body, newKey);
    return last.current.key;
  };
}

/** The key for `body`: the last one while the body is the same, else a new one. */
export function nextRequestKey(
  last: { body: string; key: string } | null,
  body: object,
  newKey: () => string,
): { body: string; key: string } {
  const text = JSON.stringify(body);
  return last && last.body === text ? last : { body: text, key: newKey() };
}
