import { MEDIA_MAX_BYTES, mediaMessages } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EditorSessions,
  editorSessions,
  expectEditorOnly,
} from '../../../../test/editor-access';
import { createNotice } from '../../../../test/factories';
import { type FormFile, multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, mediaAssets } from '../../../db/schema';

let t: TestApp;
let s: EditorSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await editorSessions(t);
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo-like image with some detail, so every encoder has work to do. */
function picture(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#2050d0"/></svg>`,
      ),
    },
  ]);
}

const jpegFile = async (width = 1200, height = 800) => ({
  field: 'file',
  name: 'poster.jpg',
  type: 'image/jpeg',
  bytes: await picture(width, height).jpeg().toBuffer(),
});

async function upload(
  fields: Record<string, string>,
  files: FormFile[],
  cookie = s.editor,
): Promise<{ statusCode: number; body: Json }> {
  const { payload, contentType } = await multipartBody(fields, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/media/upload',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function post(url: string, payload: object, cookie = s.editor) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  return { statusCode: response.statusCode, body: response.json() as Json };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function auditRows(action: string, targetId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

describe('POST /api/staff/media/upload', () => {
  it('keeps a JPEG upright and without EXIF, makes WebP sizes never wider than it, and serves them for a year', async () => {
    // A camera photo stored sideways: 1200×800 pixels with "rotate 90°" (orientation 6).
    const bytes = await picture(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'camera-owner-secret' } })
      .toBuffer();
    const sent = await upload({ alt: '가을 포스터' }, [
      { field: 'file', name: 'IMG_0001.JPG', type: 'image/jpeg', bytes },
    ]);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const data = sent.body.data;
    expect(data).toMatchObject({ width: 800, height: 1200, mimeType: 'image/jpeg' });
    expect(data.savePath).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.jpg$/);
    expect(data.sizes.map((size: Json) => [size.width, size.height, size.mimeType])).toEqual([
      [480, 720, 'image/webp'],
      [800, 1200, 'image/webp'],
    ]);

    const original = await get(data.savePath);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe(IMMUTABLE);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.length).toBe(data.byteSize);
    const served = await sharp(original.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('camera-owner-secret'))).toBe(false);

    for (const size of data.sizes) {
      const response = await get(size.savePath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: size.width,
        height: size.height,
      });
    }
    // Immutable: a revalidation is answered without the bytes.
    const again = await get(data.savePath, { 'if-none-match': original.headers.etag as string });
    expect(again.statusCode).toBe(304);

    const [row] = await t.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.mediaIdx, data.mediaIdx));
    expect(row).toMatchObject({
      alt: '가을 포스터',
      fileName: 'IMG_0001.JPG',
      mimeType: 'image/jpeg',
      width: 800,
      height: 1200,
      uploadedBy: s.editorIdx,
    });
    const [audit] = await auditRows('media.upload', data.mediaIdx);
    expect(audit).toMatchObject({
      operatorIdx: s.editorIdx,
      targetType: 'media',
      before: null,
      after: { savePath: data.savePath, alt: '가을 포스터', width: 800, height: 1200 },
    });
  });

  it('takes PNG and WebP by their bytes, whatever the name says, and sizes them by their width', async () => {
    const png = await picture(300, 200).png().toBuffer();
    const wide = await picture(2500, 500).webp().toBuffer();
    const cases = [
      {
        bytes: png,
        name: 'logo.jpg',
        type: 'image/jpeg',
        mime: 'image/png',
        ext: 'png',
        widths: [300],
      },
      {
        bytes: wide,
        name: 'banner',
        type: 'application/octet-stream',
        mime: 'image/webp',
        ext: 'webp',
        widths: [480, 960, 1920],
      },
    ];
    for (const c of cases) {
      const sent = await upload({ alt: '이미지' }, [
        { field: 'file', name: c.name, type: c.type, bytes: c.bytes },
      ]);
      expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.data.mimeType).toBe(c.mime);
      expect(sent.body.data.savePath.endsWith(`.${c.ext}`)).toBe(true);
      expect(sent.body.data.sizes.map((size: Json) => size.width)).toEqual(c.widths);
      const served = await get(sent.body.data.savePath);
      expect(served.headers['content-type']).toBe(c.mime);
    }
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes, in Korean, and stores nothing', async () => {
    const before = await t.db.select().from(mediaAssets);
    const jpeg = (await jpegFile()).bytes;
    const refused: [string, FormFile][] = [
      [
        mediaMessages.fileType,
        {
          field: 'file',
          name: 'photo.png',
          type: 'image/png',
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ],
      [
        mediaMessages.fileType,
        {
          field: 'file',
          name: 'icon.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
        },
      ],
      [
        mediaMessages.fileType,
        { field: 'file', name: 'anim.gif', type: 'image/gif', bytes: Buffer.from('GIF89a....') },
      ],
      [
        mediaMessages.fileBroken,
        { field: 'file', name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 2000) },
      ],
      [
        mediaMessages.fileBroken,
        {
          field: 'file',
          name: 'magic-only.png',
          type: 'image/png',
          bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
        },
      ],
    ];
    for (const [message, file] of refused) {
      const sent = await upload({ alt: '설명' }, [file]);
      expect(sent.statusCode, file.name).toBe(400);
      expect(sent.body).toMatchObject({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message,
        fields: [{ path: 'file', message }],
      });
    }
    expect(await t.db.select().from(mediaAssets)).toHaveLength(before.length);
  });

  it('refuses a file over 10 MB with 413 in Korean', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const sent = await upload({ alt: '큰 사진' }, [
      { field: 'file', name: 'big.jpg', type: 'image/jpeg', bytes: big },
    ]);
    expect(sent.statusCode).toBe(413);
    expect(sent.body).toMatchObject({
      success: false,
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: mediaMessages.fileTooLarge,
    });
  });

  it('refuses an image that decodes into too many pixels before decoding it', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const sent = await upload({ alt: '거대한 이미지' }, [
      { field: 'file', name: 'huge.png', type: 'image/png', bytes: huge },
    ]);
    expect(sent.statusCode).toBe(400);
    expect(sent.body.fields).toEqual([{ path: 'file', message: mediaMessages.pixelsTooMany }]);
  });

  it('requires the alt text and one file, naming each field', async () => {
    const file = await jpegFile(100, 100);
    const noAlt = await upload({}, [file]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.body.fields).toEqual([{ path: 'alt', message: mediaMessages.altRequired }]);
    const blankAlt = await upload({ alt: '   ' }, [file]);
    expect(blankAlt.body.fields).toEqual([{ path: 'alt', message: mediaMessages.altRequired }]);
    const noFile = await upload({ alt: '설명' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.body.fields).toEqual([{ path: 'file', message: mediaMessages.fileMissing }]);
    const two = await upload({ alt: '설명' }, [file, file]);
    expect(two.statusCode).toBe(400);
    expect(two.body.fields).toEqual([{ path: 'file', message: mediaMessages.fileTooMany }]);
    const json = await post('/api/staff/media/upload', { alt: '설명' });
    expect(json.statusCode).toBe(415);
  });

  it('is for EDITOR and ADMIN only', async () => {
    const { payload, contentType } = await multipartBody({ alt: '설명' }, [await jpegFile(50, 50)]);
    await expectEditorOnly(t, s, { url: '/api/staff/media/upload', payload, contentType });
  });
});

describe('the media library', () => {
  it('lists uploads newest first with their sizes and uploader, searchable by alt text or file name', async () => {
    const a = await upload({ alt: '봄 축제 포스터' }, [await jpegFile(600, 400)]);
    const b = await upload({ alt: '여름 지도' }, [
      { ...(await jpegFile(600, 400)), name: 'map-summer.jpg' },
    ]);
    const list = await post('/api/staff/media/list', {});
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 40 });
    const ids = list.body.data.list.map((item: Json) => item.mediaIdx);
    expect(ids.indexOf(b.body.data.mediaIdx)).toBeLessThan(ids.indexOf(a.body.data.mediaIdx));
    expect(list.body.data.list[0]).toMatchObject({ uploadedBy: expect.any(String) });

    const byAlt = await post('/api/staff/media/list', { keyword: '축제' });
    expect(byAlt.body.data.list.map((item: Json) => item.mediaIdx)).toEqual([a.body.data.mediaIdx]);
    const byName = await post('/api/staff/media/list', { keyword: 'MAP-summer' });
    expect(byName.body.data.list.map((item: Json) => item.mediaIdx)).toEqual([
      b.body.data.mediaIdx,
    ]);
    const wildcard = await post('/api/staff/media/list', { keyword: '%' });
    expect(wildcard.body.data.totalCount).toBe(0);
  });

  it('changes the alt text, audited; an unknown id is a Korean 404', async () => {
    const up = await upload({ alt: '처음 설명' }, [await jpegFile(100, 100)]);
    const mediaIdx = up.body.data.mediaIdx;
    const changed = await post('/api/staff/media/update', { mediaIdx, alt: '바뀐 설명' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toEqual({ mediaIdx });
    const [audit] = await auditRows('media.update', mediaIdx);
    expect(audit).toMatchObject({ before: { alt: '처음 설명' }, after: { alt: '바뀐 설명' } });

    const missing = await post('/api/staff/media/update', { mediaIdx: 999999, alt: '설명' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(mediaMessages.notFound);
    const blank = await post('/api/staff/media/update', { mediaIdx, alt: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.fields).toEqual([{ path: 'alt', message: mediaMessages.altRequired }]);
    await expectEditorOnly(t, s, {
      url: '/api/staff/media/update',
      payload: { mediaIdx, alt: '남의 설명' },
    });
  });

  it('refuses to delete an image a notice shows; deletes it once unused, files and all', async () => {
    const up = await upload({ alt: '공지 이미지' }, [await jpegFile(1000, 500)]);
    const { mediaIdx, savePath, sizes } = up.body.data;
    const notice = await createNotice(t.db, { savePath: sizes[0].savePath });

    const refused = await post('/api/staff/media/delete', { mediaIdx });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'CONFLICT', message: mediaMessages.inUse });
    expect(refused.body.fields).toEqual([
      { path: `notice:${notice.noticeIdx}`, message: mediaMessages.inUse },
    ]);
    expect((await get(savePath)).statusCode).toBe(200);

    await expectEditorOnly(t, s, { url: '/api/staff/media/delete', payload: { mediaIdx } });

    await post('/api/staff/notices/save', {
      noticeIdx: notice.noticeIdx,
      noticeName: notice.noticeName,
      noticeContent: '<p>이미지 없이</p>',
      savePath: null,
    });
    const deleted = await post('/api/staff/media/delete', { mediaIdx });
    expect(deleted.statusCode, JSON.stringify(deleted.body)).toBe(200);
    for (const path of [savePath, ...sizes.map((size: Json) => size.savePath)]) {
      const gone = await get(path);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    const [audit] = await auditRows('media.delete', mediaIdx);
    expect(audit).toMatchObject({ after: null, before: { savePath, alt: '공지 이미지' } });
    expect((await post('/api/staff/media/delete', { mediaIdx })).statusCode).toBe(404);
  });

  it('lets content save only images the library holds, and the demo artwork', async () => {
    const up = await upload({ alt: '배너' }, [await jpegFile(100, 100)]);
    const base = { noticeName: '이미지 공지', noticeContent: '<p>내용</p>' };
    const unknown = await post('/api/staff/notices/save', {
      ...base,
      savePath: '/media/uploads/0123456789abcdef01234567.jpg',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fields).toEqual([{ path: 'savePath', message: mediaMessages.pathUnknown }]);
    const wrongExtension = await post('/api/staff/notices/save', {
      ...base,
      savePath: up.body.data.savePath.replace('.jpg', '.png'),
    });
    expect(wrongExtension.statusCode).toBe(400);
    const outside = await post('/api/staff/notices/save', {
      ...base,
      savePath: 'https://elsewhere.example/x.jpg',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.body.fields[0]).toMatchObject({ path: 'savePath' });
    for (const savePath of [up.body.data.savePath, '/media/notice/autumn-night.svg']) {
      const saved = await post('/api/staff/notices/save', { ...base, savePath });
      expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    }
  });
});

describe('GET /media/uploads/…', () => {
  it('answers 404 in the envelope for names that are not stored files, and keeps the generated art', async () => {
    for (const path of [
      '/media/uploads/0123456789abcdef01234567.jpg',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/ABC.jpg',
      '/media/uploads/abc.svg',
      '/media/uploads/abc.jpg.part',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    const art = await get('/media/program/night-market.svg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });
});
