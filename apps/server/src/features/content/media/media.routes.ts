/**
 * GET /media/… — every image, embedded page and download the venue shows is generated here, so
 * nothing is loaded from another origin. Paths (see README.md):
 *   /media/{kind}/{key}.svg                 artwork, fixed size per kind
 *   /media/embed/program-{key}.html         description page for descriptionType LINK
 *   /media/embed/tutorial-{key}.html        tutorialLink page
 *   /media/embed/embed-height.js            the script those pages use to report their height
 *   /media/files/{key}.txt                  FILE button download
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { isImageKind, isMediaKey } from '../../../lib/media-paths';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import {
  type EmbedVenue,
  embedHeightScript,
  guideFile,
  programEmbedPage,
  tutorialEmbedPage,
} from './embed-pages';
import { renderImage } from './svg-art';

/** Artwork is a pure function of its path, so a browser may keep it for a year untouched. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the script change with releases; an hour, then revalidation by ETag. */
const REVALIDATE_HOURLY = 'public, max-age=3600';

interface MediaAsset {
  body: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** File name for a download; absent for inline media. */
  download?: string;
}

function asset(
  body: string,
  contentType: string,
  cacheControl: string,
  download?: string,
): MediaAsset {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    body,
    contentType,
    cacheControl,
    etag: `"${digest}"`,
    ...(download ? { download } : {}),
  };
}

/** Splits `name.ext` where name is a valid media key (lower-case words and hyphens only). */
function keyWithExtension(file: string, ext: string, prefix = ''): string | null {
  if (!file.startsWith(prefix) || !file.endsWith(ext)) return null;
  const key = file.slice(prefix.length, file.length - ext.length);
  return isMediaKey(key) ? key : null;
}

/** Resolves a path below /media/ to its asset, or null for anything we do not serve. */
export function resolveMedia(path: string, venue: EmbedVenue = null): MediaAsset | null {
  const segments = path.split('/');
  if (segments.length !== 2) return null;
  const [folder = '', file = ''] = segments;

  if (folder === 'embed') {
    if (file === 'embed-height.js') {
      return asset(embedHeightScript, 'text/javascript; charset=utf-8', REVALIDATE_HOURLY);
    }
    const programKey = keyWithExtension(file, '.html', 'program-');
    if (programKey)
      return asset(
        programEmbedPage(programKey, venue),
        'text/html; charset=utf-8',
        REVALIDATE_HOURLY,
      );
    const tutorialKey = keyWithExtension(file, '.html', 'tutorial-');
    if (tutorialKey)
      return asset(
        tutorialEmbedPage(tutorialKey, venue),
        'text/html; charset=utf-8',
        REVALIDATE_HOURLY,
      );
    return null;
  }
  if (folder === 'files') {
    const key = keyWithExtension(file, '.txt');
    return key
      ? asset(guideFile(key, venue), 'text/plain; charset=utf-8', REVALIDATE_HOURLY, file)
      : null;
  }
  if (isImageKind(folder)) {
    const key = keyWithExtension(file, '.svg');
    return key ? asset(renderImage(folder, key), 'image/svg+xml', IMMUTABLE) : null;
  }
  return null;
}

/** Rendering is cheap, but the home page asks for the same few dozen images all day long. */
const CACHE_LIMIT = 512;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === etag || candidate === '*';
  });
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, MediaAsset>();

  const lookup = async (path: string): Promise<MediaAsset | null> => {
    // Pages and downloads tell the venue's facts as its settings say now: built per
    // request (small strings; the settings come from the read cache). Artwork never changes.
    if (path.startsWith('embed/') || path.startsWith('files/')) {
      return resolveMedia(path, await venueSettings(app).catch(() => null));
    }
    const hit = cache.get(path);
    if (hit) return hit;
    const found = resolveMedia(path);
    if (!found) return null;
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(path, found);
    return found;
  };

  app.get(
    '/media/*',
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const found = await lookup(request.params['*']);
      if (!found) throw AppError.notFound();

      reply.header('cache-control', found.cacheControl);
      reply.header('etag', found.etag);
      if (etagMatches(request.headers['if-none-match'], found.etag)) {
        return reply.code(304).send();
      }
      reply.type(found.contentType);
      if (found.download) {
        reply.header('content-disposition', `attachment; filename="${found.download}"`);
      }
      return reply.send(found.body);
    },
  );
};
