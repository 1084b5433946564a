import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { CallData, CallInput } from '@venue/client';
import type { Endpoint } from '@venue/contract/endpoints';
import { type ApiRequestError, api, type DownloadedFile, isApiRequestError } from './api-client';

/**
 * Every call of the console, one file per call, each a few lines over these: a read keyed by
 * its body, a write that asks the reads under `invalidates` again once it succeeds, and a
 * download that saves the file. What a call needs besides (`enabled`, `staleTime`, `select`,
 * `refetchInterval`, an answer written into the cache) is an option of TanStack Query's own.
 */

/** A read's cache key: its `key`, then the body it sends (none when it sends none). */
export const readKey = (key: QueryKey, body?: unknown): QueryKey =>
  body === undefined ? key : [...key, body];

/** A read whose body changes (a page, a search): the previous answer stays on screen meanwhile. */
export const keepPrevious = { placeholderData: keepPreviousData } as const;

/**
 * A content page's list: it keeps the previous page (`keepPrevious`) and is asked again whenever
 * it shows. Any other read keeps the query client's defaults (lib/query-client.ts).
 */
export const listRead = { ...keepPrevious, staleTime: 0 } as const;

/** TanStack's options of a read; only `select` tells the answer's type (not `placeholderData`). */
type ReadOptions<D, T> = NoInfer<
  Omit<UseQueryOptions<D, ApiRequestError, T>, 'queryKey' | 'queryFn' | 'select'>
> & {
  select?: (data: D) => T;
  /** A 404 answers null: nothing saved yet (the venue's settings on an empty start). */
  nullIfMissing?: boolean;
};

/** A read's query options, for `useQuery` and for `queryClient.fetchQuery` alike. */
export function staffReadOptions<E extends Endpoint, D = CallData<E>, T = D>(
  key: QueryKey,
  endpoint: E,
  body?: CallInput<E>,
  { nullIfMissing, ...options }: ReadOptions<D, T> = {},
) {
  return queryOptions({
    queryKey: readKey(key, body),
    queryFn: async ({ signal }) => {
      try {
        return (await api.call(endpoint, (body ?? {}) as never, { signal })) as D;
      } catch (error) {
        if (nullIfMissing && isApiRequestError(error) && error.resultCode === 404) return null as D;
        throw error;
      }
    },
    ...options,
  } as UndefinedInitialDataOptions<D, ApiRequestError, T>);
}

export function useStaffRead<E extends Endpoint, D = CallData<E>, T = D>(
  key: QueryKey,
  endpoint: E,
  body?: CallInput<E>,
  options?: ReadOptions<D, T>,
) {
  return useQuery(staffReadOptions(key, endpoint, body, options));
}

/** The most pages `useStaffReadAll` asks for (20 rows a page on the server). */
const MAX_PAGES = 25;

type PageItem<E extends Endpoint> = CallData<E> extends { list: (infer I)[] } ? I : never;

/** Every row of a paged list call (`page` 1, 2, … until the total), as one read. */
export function useStaffReadAll<E extends Endpoint, T>(
  key: QueryKey,
  endpoint: E,
  options: Omit<UseQueryOptions<PageItem<E>[], ApiRequestError, T>, 'queryKey' | 'queryFn'>,
) {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const rows: PageItem<E>[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = (await api.call(endpoint, { page } as never, { signal })) as {
          list: PageItem<E>[];
          pageSize: number;
          totalCount: number;
        };
        rows.push(...answer.list);
        if (answer.list.length === 0 || page * answer.pageSize >= answer.totalCount) break;
      }
      return rows;
    },
    ...options,
  });
}

/** What a write's `mutate` takes: the call's body, or what `body` turns into it. */
type WriteInput<E extends Endpoint> =
  // biome-ignore lint/suspicious/noConfusingVoidType: `mutate()` with no argument needs void
  undefined extends CallInput<E> ? CallInput<E> | void : CallInput<E>;

type WriteOptions<E extends Endpoint, I> = Omit<
  UseMutationOptions<CallData<E>, ApiRequestError, I>,
  'mutationFn'
> & {
  /** The call's body from what the page passes (a FormData for an upload). */
  body?: (input: I) => CallInput<E> | FormData;
  timeoutMs?: number;
  /** The read the answer is, written into the cache at once (no need to ask again). */
  answerTo?: (answer: CallData<E>, input: I) => QueryKey | undefined;
  /** Asks `invalidates` again after a refusal too (the door's lists: someone else may have acted). */
  evenOnError?: boolean;
};

/**
 * A write; `endpoint` may depend on what the page passes (publish or unpublish). Every write that
 * succeeds also refreshes the audit log (lib/query-client.ts).
 */
export function useStaffWrite<E extends Endpoint, I = WriteInput<E>>(
  endpoint: E | ((input: I) => E),
  invalidates: QueryKey[],
  { body, timeoutMs, answerTo, evenOnError, ...options }: WriteOptions<E, I> = {},
) {
  const refresh = (client: { invalidateQueries: (filter: { queryKey: QueryKey }) => unknown }) =>
    Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
  return useMutation<CallData<E>, ApiRequestError, I>({
    ...options,
    mutationFn: (input) =>
      api.call(
        typeof endpoint === 'function' ? endpoint(input) : endpoint,
        (body ? body(input) : input) as never,
        { timeoutMs },
      ) as Promise<CallData<E>>,
    onSuccess: async (answer, input, result, context) => {
      const answered = answerTo?.(answer, input);
      if (answered) context.client.setQueryData(answered, answer);
      await options.onSuccess?.(answer, input, result, context);
      if (!evenOnError) await refresh(context.client);
    },
    onSettled: async (answer, error, input, result, context) => {
      await options.onSettled?.(answer, error, input, result, context);
      if (evenOnError) await refresh(context.client);
    },
  });
}

/**
 * A call that answers a file (the exports of decision 033), chosen by `kind` from `calls`; the
 * file is handed to the browser's save. A file takes longer than a JSON call: 60 s.
 */
export function useStaffDownload<K extends string>(calls: Record<K, Endpoint>) {
  return useMutation({
    mutationFn: async ({ kind, body }: { kind: K; body: object }) => {
      // The page's form builds the call's body; the server checks it.
      const file = await api.download(calls[kind], body as never, { timeoutMs: 60_000 });
      saveFile(file);
      return file;
    },
  });
}

/** Hands a downloaded file to the browser's save (a link clicked in code, then let go). */
function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
