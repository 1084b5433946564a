import { describe, expect, it } from 'vitest';
import {
  INQUIRY_PHOTO_MAX_BYTES,
  inquiryFieldErrors,
  inquiryMessages,
  inquiryPhotoProblem,
  sniffImageType,
} from './inquiry';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(12).fill(0)]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x45, 0x42, 0x50);
const WAV = bytes(0x52, 0x49, 0x46, 0x46, 9, 9, 9, 9, 0x57, 0x41, 0x56, 0x45);
const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61);
const TEXT = new TextEncoder().encode('hello, not an image');

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['a RIFF that is WAV audio', WAV, null],
    ['GIF (not accepted)', GIF, null],
    ['text', TEXT, null],
    ['nothing', new Uint8Array(), null],
  ])('reads %s from its bytes', (_name, head, expected) => {
    expect(sniffImageType(head)).toBe(expected);
  });
});

describe('inquiryPhotoProblem', () => {
  it('names the count, then the size, then the type', () => {
    expect(inquiryPhotoProblem({ byteSize: 10, head: PNG, alreadyAttached: 3 })).toBe(
      inquiryMessages.photoTooMany,
    );
    expect(
      inquiryPhotoProblem({ byteSize: INQUIRY_PHOTO_MAX_BYTES + 1, head: PNG, alreadyAttached: 0 }),
    ).toBe(inquiryMessages.photoTooLarge);
    expect(inquiryPhotoProblem({ byteSize: 10, head: TEXT, alreadyAttached: 0 })).toBe(
      inquiryMessages.photoType,
    );
    expect(
      inquiryPhotoProblem({ byteSize: INQUIRY_PHOTO_MAX_BYTES, head: JPEG, alreadyAttached: 2 }),
    ).toBeNull();
  });
});

describe('inquiryFieldErrors', () => {
  const valid = {
    category: 'QR',
    title: '입장',
    content: '열 글자 이상의 문의 내용',
    privacyAgreeYn: 'Y',
  };

  it('accepts the limits themselves, counted after trimming', () => {
    expect(inquiryFieldErrors(valid)).toEqual([]);
    expect(
      inquiryFieldErrors({ ...valid, title: ` ${'가'.repeat(50)} `, content: '나'.repeat(1000) }),
    ).toEqual([]);
  });

  it('names each problem with its field', () => {
    expect(
      inquiryFieldErrors({
        category: '',
        title: ' 가 ',
        content: '가'.repeat(1001),
        privacyAgreeYn: '',
      }),
    ).toEqual([
      { path: 'category', message: inquiryMessages.category },
      { path: 'title', message: inquiryMessages.titleMin },
      { path: 'content', message: inquiryMessages.contentMax },
      { path: 'privacyAgreeYn', message: inquiryMessages.privacy },
    ]);
  });
});
