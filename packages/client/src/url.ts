import type { Endpoint } from '@venue/contract';

/**
 * The URL of a GET call with path parameters (`/api/inquiry/attachment/:attachmentIdx`), for an
 * `<img src>` or a link, so no app writes an API path.
 */
export function urlOf(endpoint: Endpoint, params: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}
