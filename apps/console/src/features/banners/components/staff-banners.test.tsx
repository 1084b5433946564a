import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffBanner } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, invalidInput, ok } from '../../../testing/fake-api';
import { editorOperator, mediaPage, programPage } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import '../../../testing/rich-text';

const banner = (overrides: Partial<StaffBanner>): StaffBanner => ({
  bannerType: 'MAIN',
  bannerIdx: 1,
  bannerName: '봄 전시',
  savePath: '/media/uploads/m1.png',
  alt: '봄 전시 포스터',
  audience: 'ALL',
  slotCode: 'a1',
  actionType: 'LINK',
  linkUrl: '/program',
  programIdx: null,
  popupDescription: null,
  popupKind: null,
  sortIndex: 0,
  displayYn: 'Y',
  startAt: null,
  endAt: null,
  state: 'LIVE',
  ...overrides,
});

const banners: StaffBanner[] = [
  banner({}),
  banner({
    bannerIdx: 2,
    bannerName: '여름 예고',
    slotCode: 'a2',
    displayYn: 'N',
    state: 'HIDDEN',
  }),
  banner({
    bannerIdx: 3,
    bannerName: '가을 축제',
    slotCode: 'b1',
    startAt: '2026-09-01T10:00:00+09:00',
    endAt: null,
    state: 'SCHEDULED',
  }),
  banner({
    bannerIdx: 4,
    bannerName: '설 연휴',
    slotCode: 'b2',
    startAt: '2026-01-01T00:00:00+09:00',
    endAt: '2026-02-01T00:00:00+09:00',
    state: 'ENDED',
  }),
  banner({
    bannerType: 'BANNER',
    bannerIdx: 7,
    bannerName: '멤버십 안내',
    slotCode: null,
    linkUrl: '/mypage',
    sortIndex: 2,
  }),
];

/** The banner calls of an EDITOR: each type's list, the media library and the programs. */
function serveBanners(handlers: Record<string, FakeHandler> = {}) {
  return serveStaff({
    '/api/staff/me': () => ok(editorOperator),
    '/api/staff/banners/list': (body) =>
      ok(banners.filter((item) => item.bannerType === body.bannerType)),
    '/api/staff/media/list': () =>
      ok(mediaPage([{ savePath: '/media/uploads/lounge.png', alt: '라운지 전경' }])),
    '/api/staff/programs/list': () =>
      ok(programPage([{ programIdx: 12, programName: '향수 클래스' }])),
    '/api/staff/banners/save': (body) => ok({ bannerIdx: Number(body.bannerIdx ?? 20) }),
    ...handlers,
  });
}

describe('/staff/banners', () => {
  it("lists a type's banners with their state now, slot and period", async () => {
    const api = serveBanners();
    renderConsole('/staff/banners');
    const list = await screen.findByRole('region', { name: '메인 그리드 배너' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '노출 중a1봄 전시모든 방문자 · 순서 0 · 기간 제한 없음',
      '숨김a2여름 예고모든 방문자 · 순서 0 · 기간 제한 없음',
      '예약됨b1가을 축제모든 방문자 · 순서 0 · 2026-09-01 10:00 ~ 계속',
      '종료b2설 연휴모든 방문자 · 순서 0 · 2026-01-01 00:00 ~ 2026-02-01 00:00',
    ]);
    expect(screen.getByRole('link', { name: '메인 그리드' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(api.callsTo('/api/staff/banners/list')[0]?.body).toEqual({ bannerType: 'MAIN' });
  });

  it('a main grid banner takes a slot and an image with its alt, for every visitor', async () => {
    const api = serveBanners();
    renderConsole('/staff/banners?type=MAIN');
    const user = userEvent.setup();
    await screen.findByText('봄 전시');
    await user.click(screen.getByRole('button', { name: '새 메인 그리드 배너' }));
    const form = await screen.findByRole('form', { name: '새 메인 그리드 배너' });

    const slot = within(form).getByLabelText<HTMLSelectElement>('슬롯');
    expect(Array.from(slot.options, (option) => option.value)).toHaveLength(16);
    expect(slot.value).toBe('a1');
    expect(within(form).queryByRole('textbox', { name: '팝업 문구' })).toBeNull();
    expect(within(form).getByRole('radio', { name: '회원' })).toHaveProperty('disabled', true);
    expect(within(form).getByRole('radio', { name: '비회원' })).toHaveProperty('disabled', true);

    await user.type(within(form).getByLabelText('배너 이름'), '라운지 오픈');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText('배너 이미지를 선택해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/banners/save')).toHaveLength(0);

    const image = within(form).getByRole('group', { name: '배너 이미지' });
    await user.click(within(image).getByRole('button', { name: '라이브러리에서 선택' }));
    await user.click(await within(image).findByRole('button', { name: '라운지 전경' }));
    // The library's alt text comes along.
    expect(within(form).getByLabelText<HTMLInputElement>('이미지 설명 (대체 텍스트)').value).toBe(
      '라운지 전경',
    );
    await user.selectOptions(slot, 'c3');
    await user.type(within(form).getByLabelText('링크 주소'), '/venue');
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText("배너 '라운지 오픈'을 등록했어요.")).toBeTruthy();
    expect(api.callsTo('/api/staff/banners/save').map((call) => call.body)).toEqual([
      {
        bannerType: 'MAIN',
        bannerName: '라운지 오픈',
        savePath: '/media/uploads/lounge.png',
        alt: '라운지 전경',
        audience: 'ALL',
        slotCode: 'c3',
        actionType: 'LINK',
        linkUrl: '/venue',
        programIdx: null,
        popupDescription: null,
        sortIndex: 0,
        displayYn: 'Y',
        startAt: null,
        endAt: null,
      },
    ]);
  });

  it('a popup takes an image or a text, and no slot', async () => {
    const api = serveBanners();
    renderConsole('/staff/banners');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('navigation', { name: '배너 종류' });
    await user.click(within(tabs).getByRole('link', { name: '팝업' }));
    expect(await screen.findByRole('region', { name: '팝업 배너' })).toBeTruthy();
    expect(await screen.findByText('배너가 없어요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '새 팝업 배너' }));
    const form = await screen.findByRole('form', { name: '새 팝업 배너' });

    expect(within(form).queryByLabelText('슬롯')).toBeNull();
    expect(
      within(form).getByRole('group', { name: '이미지 (이미지나 문구 중 하나는 필요해요)' }),
    ).toBeTruthy();
    const text = await within(form).findByRole('textbox', { name: '팝업 문구' });
    await user.type(within(form).getByLabelText('배너 이름'), '휴관 안내');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(
      await within(form).findByText('팝업에는 이미지나 문구 중 하나는 있어야 해요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/banners/save')).toHaveLength(0);

    await user.click(text);
    // ProseMirror reads a paste whole (typed keys in jsdom reach it one DOM change at a time).
    await user.paste('월요일은 쉬어요.');
    await user.click(within(form).getByRole('radio', { name: '비회원' }));
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText("배너 '휴관 안내'를 등록했어요.")).toBeTruthy();
    expect(api.callsTo('/api/staff/banners/save')[0]?.body).toMatchObject({
      bannerType: 'POPUP',
      bannerName: '휴관 안내',
      savePath: null,
      alt: '',
      audience: 'GUEST',
      slotCode: null,
      popupDescription: '<p>월요일은 쉬어요.</p>',
    });
    expect(api.callsTo('/api/staff/banners/list').at(-1)?.body).toEqual({ bannerType: 'POPUP' });
  });

  it("opens a program instead of a link, and shows the server's refusal on its field", async () => {
    const api = serveBanners({
      '/api/staff/banners/save': () =>
        invalidInput([{ path: 'programIdx', message: '공개된 프로그램만 연결할 수 있어요.' }]),
    });
    renderConsole('/staff/banners?type=BANNER');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /멤버십 안내/ }));
    const form = await screen.findByRole('form', { name: '프로모션 배너 수정' });
    expect(within(form).getByLabelText<HTMLInputElement>('링크 주소').value).toBe('/mypage');

    await user.click(within(form).getByRole('radio', { name: '프로그램 열기' }));
    expect(within(form).queryByLabelText('링크 주소')).toBeNull();
    const program = within(form).getByLabelText<HTMLSelectElement>('연결할 프로그램');
    await within(program).findByRole('option', { name: '향수 클래스' });
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('연결할 프로그램을 선택해 주세요.')).toBeTruthy();

    await user.selectOptions(program, '12');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('공개된 프로그램만 연결할 수 있어요.')).toBeTruthy();
    expect(program.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe('입력값을 확인해 주세요.');
    expect(api.callsTo('/api/staff/banners/save')[0]?.body).toMatchObject({
      bannerType: 'BANNER',
      bannerIdx: 7,
      actionType: 'PROGRAM',
      linkUrl: null,
      programIdx: 12,
      slotCode: null,
    });
  });
});
