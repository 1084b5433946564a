/**
 * The URLs of app-generated media. The seed writes these paths into the database and
 * media.routes.ts serves them, so both sides share this one table of kinds and sizes.
 */

/** Fixed intrinsic sizes so the web can reserve the box before the image arrives (CLS). */
export const imageKinds = {
  program: { width: 750, height: 750 },
  zone: { width: 750, height: 500 },
  'zone-map': { width: 750, height: 500 },
  'main-square': { width: 600, height: 600 },
  'main-wide': { width: 600, height: 300 },
  'main-tall': { width: 300, height: 600 },
  banner: { width: 750, height: 300 },
  bottom: { width: 750, height: 400 },
  popup: { width: 600, height: 600 },
  lnb: { width: 750, height: 240 },
  qr: { width: 750, height: 240 },
  notice: { width: 750, height: 400 },
} as const;

export type ImageKind = keyof typeof imageKinds;

/** Lower-case ASCII words joined by single hyphens; keeps keys safe in URLs and file names. */
export const mediaKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxMediaKeyLength = 64;

export function isMediaKey(key: string): boolean {
  return key.length <= maxMediaKeyLength && mediaKeyPattern.test(key);
}

export function isImageKind(kind: string): kind is ImageKind {
  return Object.hasOwn(imageKinds, kind);
}

function assertKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

export function imagePath(kind: ImageKind, key: string): string {
  return `/media/${kind}/${assertKey(key)}.svg`;
}

/** An embedded description page (program detail with descriptionType LINK). */
export function programEmbedPath(key: string): string {
  return `/media/embed/program-${assertKey(key)}.html`;
}

/** An embedded "how to experience" page (tutorialLink, spec 000 §2 /tutorial/{id}). */
export function tutorialEmbedPath(key: string): string {
  return `/media/embed/tutorial-${assertKey(key)}.html`;
}

/** A downloadable guide (program button of type FILE). */
export function guideFilePath(key: string): string {
  return `/media/files/${assertKey(key)}.txt`;
}
