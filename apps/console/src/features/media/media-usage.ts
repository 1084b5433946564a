import { isApiRequestError } from '../../lib/api-client';
import { auditTargetLabel } from '../audit/audit-labels';

/**
 * Where an image is still used, from the server's refusal of its deletion (decision 027: 409
 * CONFLICT, `fields` paths `notice:3`, `banner:12`): '공지사항 #3', '배너 #12'. Empty for any
 * other failure.
 */
export function mediaUsagePlaces(error: unknown): string[] {
  if (!isApiRequestError(error) || error.resultCode !== 409) return [];
  return (error.fields ?? []).flatMap((field) => {
    const [type, id] = field.path.split(':');
    return type ? [`${auditTargetLabel(type)}${id ? ` #${id}` : ''}`] : [];
  });
}

/** 1.2 MB, 840 KB: an image's size for the library's cards. */
export function byteSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
