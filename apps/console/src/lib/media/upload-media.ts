import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_FILE_FIELD } from '@venue/contract';
import { staffMediaUpload } from '@venue/contract/endpoints';
import { api } from '../api-client';
import { mediaQueryKey } from './get-media-list';

/** An upload may carry up to 10 MB and is resized on the server: more time than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;

export type MediaUploadInput = { file: File; alt: string };

/**
 * POST /api/staff/media/upload (EDITOR): multipart, the text field `alt` and the image in `file`.
 * 400 with `fields` (`alt`, `file`) for what the form should show beside them; 413 over 10 MB.
 */
export function uploadMedia({ file, alt }: MediaUploadInput) {
  const form = new FormData();
  form.append('alt', alt);
  form.append(MEDIA_FILE_FIELD, file, file.name);
  return api.call(staffMediaUpload, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
