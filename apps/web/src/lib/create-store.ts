import { useSyncExternalStore } from 'react';

/**
 * The smallest store that works with React's `useSyncExternalStore`. Client state in this app is
 * tiny (an alert queue, whether the side menu is open, the session token), so a library would
 * cost more bytes than it saves. Server data never goes here: that lives in the query cache.
 */
export type Store<T> = {
  get: () => T;
  set: (next: T | ((prev: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Subscribe a component to a store. Selectors must return stable values (primitives or parts of state). */
export function useStore<T, S = T>(
  store: Store<T>,
  selector: (state: T) => S = (s) => s as never,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
