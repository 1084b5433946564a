import { queryOptions, useQuery } from '@tanstack/react-query';
import { captcha, captchaAudio } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * GET /api/captcha (spec 000 §7): a new single-use 6-digit captcha image. `generation` names one
 * challenge: a spent captcha (after a failed SMS send) asks for the next generation, while the
 * refresh button refetches the current one.
 */
export function getCaptcha(signal?: AbortSignal) {
  return api.call(captcha, undefined, { signal });
}

export const captchaQueryOptions = (generation: number) =>
  queryOptions({
    queryKey: ['captcha', generation],
    queryFn: ({ signal }) => getCaptcha(signal),
    // A captcha must never change under the visitor's eyes (focus, reconnect) and is worthless
    // once the step is left; failures (a rate limit) are not retried behind their back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Spec 000 §4: the captcha loads only once its step is reached. */
export function useCaptcha(enabled: boolean, generation: number) {
  return useQuery({ ...captchaQueryOptions(generation), enabled });
}

/**
 * GET /api/captcha/audio?uuid= answers audio/wav, not JSON, so it is not an API-client call: the
 * browser's audio element fetches it as a media resource.
 */
export function captchaAudioUrl(uuid: string): string {
  return `${captchaAudio.path}?${new URLSearchParams({ uuid })}`;
}
