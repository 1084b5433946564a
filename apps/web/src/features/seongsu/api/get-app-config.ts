import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfig } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * GET /api/app/config (contract api/app-config.ts): the runtime settings the server hands to the
 * web, read here for the Kakao Maps JavaScript key (`KAKAO_MAP_JS_KEY`, README Configuration), so
 * one build runs with or without it. Any failure means "no key": the location tab then shows the
 * map the app draws itself, without an alert. The key is not a secret: Kakao ties it to the
 * site's domains.
 */
export function getAppConfig(signal?: AbortSignal) {
  return api.call(appConfig, undefined, { signal, alert: false });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app', 'config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // Set when the server starts: one answer per visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useAppConfig(enabled = true) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}
