import { MEDIA_FILE_FIELD } from '@venue/contract';
import { staffMediaUpload } from '@venue/contract/endpoints';
import { useStaffWrite } from '../staff-query';
import { mediaQueryKey } from './get-media-list';

export type MediaUploadInput = { file: File; alt: string };

/**
 * POST /api/staff/media/upload (EDITOR): multipart, the text field `alt` and the image in `file`.
 * 400 with `fields` (`alt`, `file`) for what the form should show beside them; 413 over 10 MB.
 * An upload may carry up to 10 MB and is resized on the server: more time than a JSON call.
 */
export function useUploadMedia() {
  return useStaffWrite(staffMediaUpload, [mediaQueryKey], {
    body: ({ file, alt }: MediaUploadInput) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append(MEDIA_FILE_FIELD, file, file.name);
      return form;
    },
    timeoutMs: 60_000,
  });
}
