/**
 * An uploaded image, checked and made ready to serve (decision 027):
 * 1. its type from its first bytes (JPEG, PNG or WebP magic numbers; the file's name and declared
 *    type are not trusted), and the decoder must agree;
 * 2. its size in pixels from the header, before anything is decoded (a small file may unpack
 *    into a huge bitmap);
 * 3. decoded once per output with sharp: rotation from EXIF applied, then EXIF, XMP and every
 *    other metadata dropped (sharp writes none unless asked); a truncated or corrupt file fails
 *    here and is refused;
 * 4. the image in its own format at its own size, plus WebP copies 480, 960 and 1920 wide where
 *    the image is wider — never enlarged — and one at its own width when it is at most 1920 wide,
 *    so every upload has at least one WebP.
 */
import {
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  type MediaMimeType,
  mediaMessages,
  sniffImageType,
} from '@venue/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';

export interface ImageFile {
  /** '' for the image in its own format, `-w480` … for the sizes */
  suffix: string;
  extension: 'jpg' | 'png' | 'webp';
  mimeType: MediaMimeType;
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ImageFile;
  /** WebP, narrowest first */
  sizes: ImageFile[];
}

/** Why an upload is refused, in the console's words. */
export class ImageRefusal extends Error {
  override name = 'ImageRefusal';
  constructor(readonly reason: 'fileType' | 'fileBroken' | 'pixelsTooMany') {
    super(mediaMessages[reason]);
  }
}

const formats = {
  'image/jpeg': { sharpFormat: 'jpeg', extension: 'jpg' },
  'image/png': { sharpFormat: 'png', extension: 'png' },
  'image/webp': { sharpFormat: 'webp', extension: 'webp' },
} as const;

/** The widest WebP size; an image at most this wide also gets a WebP at its own width. */
const WIDEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 1920;

/** Widths of the WebP copies of an image `width` wide: never wider than the image. */
export function webpWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((target) => target < width);
  if (width <= WIDEST) widths.push(width);
  return widths;
}

export async function processImage(data: Buffer): Promise<ProcessedImage> {
  const mimeType = sniffImageType(data.subarray(0, 12));
  if (mimeType === null) throw new ImageRefusal('fileType');
  const format = formats[mimeType];

  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal('fileBroken');
  }
  if (header.format !== format.sharpFormat) throw new ImageRefusal('fileType');
  if (!header.width || !header.height) throw new ImageRefusal('fileBroken');
  if (header.width * header.height * (header.pages ?? 1) > MEDIA_MAX_PIXELS) {
    throw new ImageRefusal('pixelsTooMany');
  }

  // 'warning' makes libjpeg's "premature end of data" an error: a cut-off file is refused.
  const decode = () =>
    sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' }).rotate();

  try {
    const encoded = await encodeOwnFormat(decode(), mimeType).toBuffer({
      resolveWithObject: true,
    });
    const original: ImageFile = {
      suffix: '',
      extension: format.extension,
      mimeType,
      data: encoded.data,
      width: encoded.info.width,
      height: encoded.info.height,
    };
    const sizes: ImageFile[] = [];
    for (const width of webpWidths(original.width)) {
      const resized = await decode()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      sizes.push({
        suffix: `-w${resized.info.width}`,
        extension: 'webp',
        mimeType: 'image/webp',
        data: resized.data,
        width: resized.info.width,
        height: resized.info.height,
      });
    }
    return { original, sizes };
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    throw new ImageRefusal('fileBroken');
  }
}

function encodeOwnFormat(image: Sharp, mimeType: MediaMimeType): Sharp {
  if (mimeType === 'image/jpeg') return image.jpeg({ quality: 85 });
  if (mimeType === 'image/png') return image.png();
  return image.webp({ quality: 85 });
}
