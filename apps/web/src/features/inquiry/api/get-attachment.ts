import { queryOptions, useQuery } from '@tanstack/react-query';
import { urlOf } from '@venue/client';
import { inquiryAttachment } from '@venue/contract/endpoints';
import { useEffect, useState } from 'react';
import { getAccessToken } from '../../../stores/session-store';

/**
 * An inquiry photo's bytes (decision 018). An <img src> cannot send the member's
 * `x-access-token`, so the photo is fetched with the token and shown from a blob: URL. The API
 * client speaks JSON only; this is the one binary read, so it is a plain fetch with the client's
 * header rule. GET /api/inquiry/attachment/{id} (the staff console has its own, apps/console).
 */
export function getAttachment(attachmentIdx: number, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers['x-access-token'] = token;
  return fetch(urlOf(inquiryAttachment, { attachmentIdx }), {
    headers,
    credentials: 'include',
    signal,
  }).then((response) => {
    if (!response.ok) throw new Error(`photo ${attachmentIdx}: ${response.status}`);
    return response.blob();
  });
}

export const attachmentQueryOptions = (attachmentIdx: number) =>
  queryOptions({
    queryKey: ['inquiryAttachment', attachmentIdx],
    queryFn: ({ signal }) => getAttachment(attachmentIdx, signal),
    // A photo never changes; keep it while the page is open, drop it soon after.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: 1,
  });

/** A blob: URL of the photo while the caller is mounted (revoked afterwards), or null. */
export function useAttachmentUrl(attachmentIdx: number) {
  const photo = useQuery(attachmentQueryOptions(attachmentIdx));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const next = URL.createObjectURL(photo.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.data]);
  return { url, isError: photo.isError };
}
