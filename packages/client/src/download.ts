import type { Endpoint } from '@venue/contract';
import { type CallArgs, type ClientConfig, send } from './core';

/** A file a call answered (the console's exports): its bytes and the name it came with. */
export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * Calls that answer a file (the console's exports, decision 033), sent with the same rules and
 * config as `createApiClient`'s: a successful answer that is not JSON is the file; a refusal is
 * the same envelope error as a call's. A module of its own, so an app that never downloads
 * carries none of it.
 */
export function downloadWith(config: ClientConfig = {}) {
  return <E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) =>
    send(config, endpoint, input, options ?? {}, readFile) as Promise<DownloadedFile>;
}

function readFile(response: Response): Promise<DownloadedFile> | undefined {
  if (response.headers.get('content-type')?.includes('application/json') ?? true) return;
  return response.blob().then((blob) => ({
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition'), 'export'),
  }));
}

/** `filename*=UTF-8''…` (RFC 5987) first, then the plain `filename="…"`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}
