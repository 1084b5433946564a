import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAccessToken } from '../../../stores/session-store';

/**
 * An inquiry photo's bytes (decision 018). An <img src> cannot send the member's
 * `x-access-token`, so the photo is fetched (with the token, or with the staff cookie for
 * `session: 'staff'`) and shown from a blob: URL. The API client speaks JSON only; this is the
 * one binary read, so it is a plain fetch with the client's header rule.
 *
 * Member: GET /api/inquiry/attachment/{id}; staff: GET /api/staff/inquiries/attachment/{id}.
 */
export function getAttachment(
  attachmentIdx: number,
  session: 'member' | 'staff',
  signal?: AbortSignal,
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = session === 'member' ? getAccessToken() : null;
  if (token) headers['x-access-token'] = token;
  const path =
    session === 'staff'
      ? `/api/staff/inquiries/attachment/${attachmentIdx}`
      : `/api/inquiry/attachment/${attachmentIdx}`;
  return fetch(path, { headers, credentials: 'include', signal }).then((response) => {
    if (!response.ok) throw new Error(`photo ${attachmentIdx}: ${response.status}`);
    return response.blob();
  });
}

export const attachmentQueryOptions = (attachmentIdx: number, session: 'member' | 'staff') =>
  queryOptions({
    queryKey: ['inquiryAttachment', session, attachmentIdx],
    queryFn: ({ signal }) => getAttachment(attachmentIdx, session, signal),
    // A photo never changes; keep it while the page is open, drop it soon after.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: 1,
  });

/** A blob: URL of the photo while the caller is mounted (revoked afterwards), or null. */
export function useAttachmentUrl(attachmentIdx: number, session: 'member' | 'staff') {
  const photo = useQuery(attachmentQueryOptions(attachmentIdx, session));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const next = URL.createObjectURL(photo.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.data]);
  return { url, isError: photo.isError };
}
