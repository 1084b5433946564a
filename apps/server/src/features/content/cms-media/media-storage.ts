/**
 * Where uploaded media files live (decision 027). One interface, two adapters:
 * - `createFsMediaStorage(dir)`: files under `${DATA_DIR}/media`, the default; right for one
 *   instance with a persistent disk.
 * - `createS3MediaStorage(options)`: an S3-compatible bucket (AWS S3, MinIO, R2 …), chosen when
 *   `MEDIA_S3_BUCKET` is set; needed as soon as several instances serve the venue, since each
 *   must serve what another stored.
 * Keys are `uploads/{mediaKey}.{ext}` and `uploads/{mediaKey}-w{width}.webp`: made by the server
 * only, never from a request, but still checked here so no key can leave its folder.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../../config';

export interface StoredObject {
  body: Readable;
  byteSize: number | undefined;
}

export interface MediaStorage {
  readonly kind: 'fs' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects; missing ones are no error. */
  delete(keys: string[]): Promise<void>;
}

/** `uploads/` plus lower-case words of letters and digits joined by single hyphens, and an extension. */
const STORAGE_KEY = /^uploads\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp)$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 120 && STORAGE_KEY.test(key);
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('media storage: invalid key');
  return key;
}

export function createFsMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => join(root, ...checkedKey(key).split('/'));
  return {
    kind: 'fs',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now().toString(36)}.part`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), byteSize: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

export interface S3MediaStorageOptions {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix?: string;
}

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    // A copy: the configuration is frozen, and the SDK marks the credentials it is given.
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
  });
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, byteSize: answer.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async delete(keys) {
      // One request per key: an upload has at most four, and DeleteObject is the call every
      // S3-compatible server implements alike.
      await Promise.all(
        keys.map((key) =>
          client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) })),
        ),
      );
    },
  };
}

/** The storage the configuration names: S3 when a bucket is set, else `${dataDir}/media`. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.mediaS3
    ? createS3MediaStorage(config.mediaS3)
    : createFsMediaStorage(join(config.dataDir, 'media'));
}
