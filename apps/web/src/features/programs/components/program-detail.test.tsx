import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramDetail as ProgramDetailData } from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { renderWithProviders } from '../../../testing/test-utils';
import { PROGRAM_DETAIL_FAILED_TEXT } from '../api/get-program-detail';
import { DESCRIPTION_FRAME_DEFAULT_HEIGHT } from './description-frame';
import {
  descriptionFrameSrc,
  noticeBoxTitle,
  ProgramDetail,
  ProgramDetailView,
} from './program-detail';
import { programDetailFixture } from './program-detail-fixture';

function renderView(overrides: Partial<ProgramDetailData> = {}) {
  renderWithProviders(
    <ProgramDetailView onStart={vi.fn()} program={programDetailFixture(overrides)} />,
  );
  return screen.getByRole('article');
}

describe('the program detail page', () => {
  it('shows the image, badges, name, dates and summary', () => {
    const page = renderView();
    const image = page.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/program/city-frequency.svg');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['750', '750']);
    const title = within(page).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('몰입형 미디어 아트〈도시의 주파수〉');
    expect(screen.getByRole('article', { name: '몰입형 미디어 아트〈도시의 주파수〉' })).toBe(page);
    const badges = within(page).getByRole('list', { name: '분류' });
    expect(badges.textContent).toBe('전시진행중사전 예약');
    expect(within(page).getByText('26.03.01 (일) ~ 26.04.30 (목)')).toBeTruthy();
    expect(within(page).getByText('성수동의 하루를 소리와 빛으로 다시 그려요.')).toBeTruthy();
  });

  it('shows an ended program as 종료', () => {
    const ended = renderView({ status: 'CLOSED' });
    expect(within(ended).getByRole('list', { name: '분류' }).textContent).toContain('종료');
  });

  it('badges a program the venue closed with its reason', () => {
    const closed = renderView({ status: 'CLOSEDADMIN' });
    expect(within(closed).getByRole('list', { name: '분류' }).textContent).toContain(
      '운영 사정으로 마감',
    );
  });

  it('tells why the venue closed the program when the operator gave a reason', () => {
    const closed = renderView({
      status: 'CLOSEDADMIN',
      closedReason: '시설 점검으로 운영을 멈춰요.',
    });
    expect(closed.textContent).toContain('마감 안내 시설 점검으로 운영을 멈춰요.');
  });

  it('shows no closing note without a reason', () => {
    expect(renderView({ status: 'CLOSEDADMIN' }).textContent).not.toContain('마감 안내');
  });

  it('links the place card to the zone, with its floor and summary', () => {
    const page = renderView();
    const region = within(page).getByRole('region', { name: '장소' });
    const card = within(region).getByRole('link');
    expect(card.getAttribute('href')).toBe('/seongsu/3');
    expect(card.textContent).toContain('1F');
    expect(card.textContent).toContain('Main Hall');
    expect(card.textContent).toContain('몰입형 미디어 아트 홀');
  });

  it('shows 장소 미정, not a link, for a program without a zone', () => {
    const page = renderView({ zoneIdx: null, zoneName: null, zoneNameEn: null, floorName: null });
    const region = within(page).getByRole('region', { name: '장소' });
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region.textContent).toContain('장소 미정');
  });

  it('renders the editor description sanitized', () => {
    const page = renderView({
      programEditor:
        '<p>소개 <b>굵게</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    const region = within(page).getByRole('region', { name: '프로그램 소개' });
    expect(region.querySelector('b')?.textContent).toBe('굵게');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('embeds a LINK description in a titled frame at the default height', () => {
    const page = renderView({
      descriptionType: 'LINK',
      programLink: '/media/embed/program-city-frequency.html',
    });
    const frame = within(page).getByTitle('몰입형 미디어 아트 〈도시의 주파수〉 소개');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/media/embed/program-city-frequency.html');
    expect(frame.style.height).toBe(`${DESCRIPTION_FRAME_DEFAULT_HEIGHT}px`);
  });

  it('never frames a javascript: link', () => {
    const page = renderView({ descriptionType: 'LINK', programLink: 'javascript:alert(1)' });
    expect(page.querySelector('iframe')).toBeNull();
    expect(within(page).queryByRole('region', { name: '프로그램 소개' })).toBeNull();
  });

  it.each([
    ['WARNING', '유의사항'],
    ['INFO', '안내사항'],
  ] as const)('titles the %s notice box %s and lists its lines', (noticeType, title) => {
    const page = renderView({ noticeType, noticeText: '첫째 줄\r\n\n둘째 줄  \n' });
    const box = within(page).getByRole('region', { name: title });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['첫째 줄', '둘째 줄']);
  });

  it('shows no notice box for NONE', () => {
    const page = renderView({ noticeType: 'NONE', noticeText: '보이면 안 되는 줄' });
    expect(within(page).queryByText('보이면 안 되는 줄')).toBeNull();
    expect(within(page).queryByRole('region', { name: /유의사항|안내사항/ })).toBeNull();
  });

  it('offers 체험방법 알아보기 only when tutorialYn is Y', () => {
    const page = renderView({ tutorialYn: 'Y' });
    expect(within(page).getByRole('link', { name: '체험방법 알아보기' }).getAttribute('href')).toBe(
      '/tutorial/2',
    );
  });

  it('has no 체험방법 알아보기 when tutorialYn is N', () => {
    const page = renderView({ tutorialYn: 'N' });
    expect(within(page).queryByRole('link', { name: '체험방법 알아보기' })).toBeNull();
  });
});

describe('loading a program', () => {
  let detail: () => Response;

  beforeEach(() => {
    detail = () =>
      new Response(
        JSON.stringify({
          success: true,
          resultCode: 200,
          message: 'OK',
          data: programDetailFixture(),
        }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => detail()),
    );
  });

  afterEach(() => clearAlerts());

  const failWith = (status: number, errorCode: string) => () =>
    new Response(JSON.stringify({ success: false, resultCode: status, errorCode, message: 'x' }), {
      status,
    });

  it('asks for the program and shows it', async () => {
    renderWithProviders(
      <ProgramDetail
        programIdx={2}
        notFound={<p>없는 페이지</p>}
        unavailable={<p>없음</p>}
        onStart={vi.fn()}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.body).toBe('{"programIdx":2}');
  });

  it('shows the not-found screen for a program that never existed, without an alert', async () => {
    detail = failWith(404, 'PROGRAM_NOT_FOUND');
    renderWithProviders(
      <ProgramDetail
        programIdx={999}
        notFound={<p>없는 페이지</p>}
        unavailable={<p>진행하지 않는 프로그램</p>}
        onStart={vi.fn()}
      />,
    );
    expect(await screen.findByText('없는 페이지')).toBeTruthy();
    expect(screen.queryByText('진행하지 않는 프로그램')).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it('shows the unavailable screen for a program taken down, without an alert', async () => {
    detail = failWith(410, 'PROGRAM_CLOSED');
    renderWithProviders(
      <ProgramDetail
        programIdx={31}
        notFound={<p>없는 페이지</p>}
        unavailable={<p>진행하지 않는 프로그램</p>}
        onStart={vi.fn()}
      />,
    );
    expect(await screen.findByText('진행하지 않는 프로그램')).toBeTruthy();
    expect(getAlerts()).toEqual([]);
  });

  it('alerts the spec sentence on another failure and offers a retry', async () => {
    detail = failWith(500, 'INTERNAL');
    renderWithProviders(
      <ProgramDetail programIdx={2} notFound={null} unavailable={null} onStart={vi.fn()} />,
    );
    expect(await screen.findByText('프로그램을 불러오지 못했어요.')).toBeTruthy();
    expect(getAlerts().map((alert) => alert.title)).toEqual([PROGRAM_DETAIL_FAILED_TEXT]);

    detail = () =>
      new Response(
        JSON.stringify({
          success: true,
          resultCode: 200,
          message: 'OK',
          data: programDetailFixture(),
        }),
      );
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toBeTruthy());
  });
});

describe('what the page may embed and how it titles notices', () => {
  it.each([
    ['/media/embed/program-a.html', '/media/embed/program-a.html'],
    ['https://brand.example/story', 'https://brand.example/story'],
    ['http://brand.example/story', 'http://brand.example/story'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['  ', null],
    [null, null],
  ])('%s → %s', (link, expected) => {
    expect(descriptionFrameSrc(link)).toBe(expected);
  });

  it.each([
    ['WARNING', '유의사항'],
    ['INFO', '안내사항'],
    ['SOMETHING', '안내사항'],
    ['NONE', null],
  ])('notice type %s is titled %s', (type, title) => {
    expect(noticeBoxTitle(type)).toBe(title);
  });
});
