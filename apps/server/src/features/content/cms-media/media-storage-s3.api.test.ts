/**
 * The S3 adapter against a real S3-compatible server: s3rver (npm), on 127.0.0.1 with its files
 * in a temporary folder. The app is configured as an operator would: MEDIA_S3_* variables.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorSessions, editorSessions } from '../../../../test/editor-access';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';

const BUCKET = 'venue-media';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3Dir: string;
let dataDir: string;
let server: S3rver;
let endpoint: string;
let client: S3Client;
let t: TestApp;
let s: EditorSessions;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'venue-s3rver-'));
  dataDir = mkdtempSync(join(tmpdir(), 'venue-s3-data-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  t = await createTestApp({
    logger: { level: 'error' },
    env: {
      DATA_DIR: dataDir,
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      MEDIA_S3_PREFIX: 'venue',
    },
  });
  s = await editorSessions(t);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function objectBytes(key: string): Promise<Buffer> {
  const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

describe('media storage on S3-compatible object storage', () => {
  it('stores an upload and its sizes in the bucket and serves the bytes from there', async () => {
    expect(t.app.mediaStorage.kind).toBe('s3');
    const bytes = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody({ alt: '파란 배경' }, [
      { field: 'file', name: 'blue.png', type: 'image/png', bytes },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/staff/media/upload',
      headers: { cookie: s.editor, 'content-type': contentType },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const data = sent.json().data;
    const paths: string[] = [
      data.savePath,
      ...data.sizes.map((size: { savePath: string }) => size.savePath),
    ];
    expect(paths).toHaveLength(4); // the PNG, and WebP 480, 960 and 1000 wide

    for (const path of paths) {
      const key = `venue/${path.slice('/media/'.length)}`;
      const stored = await objectBytes(key);
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.ContentType).toBe(path.endsWith('.png') ? 'image/png' : 'image/webp');
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(stored)).toBe(true);
      // Nothing went to the data directory.
      expect(existsSync(join(dataDir, 'media', ...path.slice('/media/'.length).split('/')))).toBe(
        false,
      );
    }

    // Deleting the image removes its objects.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/media/delete',
      headers: { cookie: s.editor },
      payload: { mediaIdx: data.mediaIdx },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const path of paths) {
      await expect(objectBytes(`venue/${path.slice('/media/'.length)}`)).rejects.toThrow();
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
