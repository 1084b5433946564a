/**
 * What a call sends and answers, from the contract's call table, at the type level only: the
 * apps pass an endpoint constant (`@venue/contract/endpoints`) and get its input and data types
 * without a byte of zod in their bundles.
 */
import type { apiCalls, Endpoint } from '@venue/contract';
import type { z } from 'zod';

type Calls = typeof apiCalls;
export type CallName = keyof Calls;

/** The call an endpoint constant belongs to, found by its method and path. */
export type CallOf<E extends Endpoint> = {
  [K in CallName]: Calls[K] extends { method: E['method']; path: E['path'] } ? Calls[K] : never;
}[CallName];

/** What the call takes: its JSON body, or the query of a GET; undefined when it takes nothing. */
export type CallInput<E extends Endpoint> =
  CallOf<E> extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : CallOf<E> extends { query: infer Q extends z.ZodType }
      ? z.input<Q>
      : undefined;

/** The `data` of the call's success envelope. */
export type CallData<E extends Endpoint> =
  CallOf<E> extends { response: infer R extends z.ZodType }
    ? z.output<R> extends { data: infer D }
      ? D
      : never
    : unknown;
