import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { byteSizeLabel, mediaUsagePlaces } from './media-usage';

describe('mediaUsagePlaces', () => {
  it('words the places a refused deletion names', () => {
    const refusal = new ApiRequestError({
      resultCode: 409,
      errorCode: 'CONFLICT',
      message: '사용 중인 이미지는 삭제할 수 없어요.',
      fields: [
        { path: 'notice:3', message: '사용 중' },
        { path: 'main-banner:12', message: '사용 중' },
        { path: 'spaceship:1', message: '사용 중' },
      ],
    });
    expect(mediaUsagePlaces(refusal)).toEqual(['공지사항 #3', '메인 배너 #12', 'spaceship #1']);
  });

  it('is empty for other failures', () => {
    expect(mediaUsagePlaces(new Error('x'))).toEqual([]);
    expect(
      mediaUsagePlaces(
        new ApiRequestError({ resultCode: 404, errorCode: 'NOT_FOUND', message: '없어요' }),
      ),
    ).toEqual([]);
  });
});

describe('byteSizeLabel', () => {
  it('shows KB below a megabyte and MB above', () => {
    expect(byteSizeLabel(300)).toBe('1 KB');
    expect(byteSizeLabel(840 * 1024)).toBe('840 KB');
    expect(byteSizeLabel(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
