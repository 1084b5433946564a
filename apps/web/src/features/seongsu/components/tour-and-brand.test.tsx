import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { renderWithProviders } from '../../../testing/test-utils';
import { type FakeAnswer, fakeApi, floorsFixture, ok, tourFixture } from '../testing/fake-api';
import { BrandPanel } from './brand-panel';
import { TOUR_LOAD_FAILED_TEXT, TOUR_NOT_PUBLISHED_TEXT, TourPanel } from './tour-panel';

afterEach(() => {
  clearAlerts();
});

const notPublished: FakeAnswer = {
  error: { status: 404, errorCode: 'NOT_FOUND', message: '투어 코스 정보를 찾을 수 없습니다.' },
};
const serverDown: FakeAnswer = {
  error: { status: 500, errorCode: 'INTERNAL', message: '일시적인 오류가 발생했어요.' },
};

describe('the tour tab', () => {
  it('walks the published course with times, linking each floor to its zones', async () => {
    const api = fakeApi({ '/api/tour/detail': () => ok(tourFixture()) });
    renderWithProviders(<TourPanel floors={floorsFixture} />);
    const route = await screen.findByRole('list', { name: '투어 순서' });
    expect(
      screen.getByRole('heading', { level: 2, name: '처음 오셨다면 이 순서로 둘러보세요' }),
    ).toBeTruthy();
    expect(screen.getByText(/지하의 무대에서 시작해 루프탑의 하늘까지/).tagName).toBe('P');
    const stops = within(route).getAllByRole('heading', { level: 3 });
    expect(stops.map((stop) => stop.textContent)).toEqual([
      '시작: 1층 인포메이션 데스크에서 체크인',
      '1번째 코스: 소리로 여는 하루',
      '2번째 코스: 빛 속을 걷기',
      '3번째 코스: 만들고, 이야기 나누기',
      '4번째 코스: 성수의 하늘 아래에서 쉬어 가기',
    ]);
    expect(screen.getByText('약 2시간 15분')).toBeTruthy();
    expect(screen.getByText('4개 층')).toBeTruthy();
    const b1Zones = screen.getByRole('list', { name: 'B1의 공간' });
    expect(
      within(b1Zones)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['The Stage', '/seongsu/1'],
      ['Goods Zone', '/seongsu/2'],
    ]);
    // The fixture's rooftop has no zones: no empty list.
    expect(screen.queryByRole('list', { name: 'Rooftop의 공간' })).toBeNull();
    expect(screen.getByText('4곳')).toBeTruthy();
    expect(screen.getByText('커스텀 굿즈는 15분 걸려요.')).toBeTruthy();
    expect(screen.getByText('편한 신발: 네 개 층을 오르내려요.')).toBeTruthy();
    // The check-in step has no floor, so no zones either.
    expect(screen.queryByRole('list', { name: '시작의 공간' })).toBeNull();
    expect(api.callsTo('/api/tour/detail')).toEqual([
      expect.objectContaining({ method: 'POST', body: {} }),
    ]);
  });

  it('still reads whole without the zone list', async () => {
    fakeApi({ '/api/tour/detail': () => ok(tourFixture()) });
    renderWithProviders(<TourPanel floors={[]} />);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.queryByRole('list', { name: /의 공간$/ })).toBeNull();
    expect(screen.queryByText('만나는 공간')).toBeNull();
  });

  it('holds the space with a skeleton while the course loads', () => {
    fakeApi({ '/api/tour/detail': () => new Promise<FakeAnswer>(() => {}) });
    const { container } = renderWithProviders(<TourPanel floors={floorsFixture} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('투어 코스를 불러오는 중이에요.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('renders the introduction sanitized, and the cover in its fixed box', async () => {
    fakeApi({
      '/api/tour/detail': () =>
        ok(
          tourFixture({
            tourIntro:
              '<p>천천히 <strong>둘러보세요</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
            savePath: '/media/tour/cover.svg',
          }),
        ),
    });
    const { container } = renderWithProviders(<TourPanel floors={floorsFixture} />);
    expect(await screen.findByText('둘러보세요')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const cover = container.querySelector('img[src="/media/tour/cover.svg"]');
    expect(cover?.getAttribute('width')).toBe('750');
    expect(cover?.getAttribute('height')).toBe('400');
  });

  it('says politely that no course is ready when none is published, without an alert', async () => {
    fakeApi({ '/api/tour/detail': () => notPublished });
    renderWithProviders(<TourPanel floors={floorsFixture} />);
    expect(await screen.findByText(TOUR_NOT_PUBLISHED_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '층별 공간 둘러보기' }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
    expect(screen.queryByRole('button', { name: '다시 불러오기' })).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it('offers a retry when the course fails to load, and shows it once the retry works', async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = serverDown;
    fakeApi({ '/api/tour/detail': () => answer });
    renderWithProviders(<TourPanel floors={floorsFixture} />);
    expect(await screen.findByText(TOUR_LOAD_FAILED_TEXT)).toBeTruthy();
    expect(getAlerts()).toEqual([]);

    answer = ok(tourFixture());
    await user.click(screen.getByRole('button', { name: '다시 불러오기' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5));
    expect(screen.queryByText(TOUR_LOAD_FAILED_TEXT)).toBeNull();
  });
});

describe('the brand tab', () => {
  it("tells the venue's own story, floors and house rules from its settings", async () => {
    fakeApi({ '/api/venue/info': () => ok(venueInfoFixture()) });
    renderWithProviders(<BrandPanel />);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '연결이 신호가 되는 곳, 시그널 하우스 성수',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('좋은 연결은 언제나 하루를 조금 더 따뜻하게 만들어 왔어요.'),
    ).toBeTruthy();
    expect(screen.getByText('오늘 나만의 신호를 하나 가지고 돌아가는 곳.')).toBeTruthy();
    // The drawing stacks the venue's own floors.
    expect(screen.getByRole('img', { name: '1F, B1 층으로 이루어진 건물 단면' })).toBeTruthy();
    const floors = screen.getByRole('heading', { level: 2, name: '층마다 다른 감각으로 만나요' })
      .parentElement!;
    expect(
      within(floors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['빛으로 맞이하는 층', '소리로 만나는 층']);
    const rules = screen.getByRole('heading', { level: 2, name: '함께 지키는 하우스 약속' })
      .parentElement!;
    expect(
      within(rules)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['천천히, 충분히']);
    // None of the demo's hard-coded words.
    expect(screen.queryByText('숨을 고르는 층')).toBeNull();
    expect(screen.queryByText(/공장과 창고가 늘어서 있던 성수동/)).toBeNull();
    expect(screen.getByRole('link', { name: /층별 공간 둘러보기/ }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
  });

  it('shows the photo of the settings instead of the drawing, and leaves empty parts out', async () => {
    const base = venueInfoFixture();
    fakeApi({
      '/api/venue/info': () =>
        ok(
          venueInfoFixture({
            brand: {
              ...base.brand,
              title: '',
              quote: '',
              rules: [],
              imagePath: '/media/brand.jpg',
            },
          }),
        ),
    });
    const { container } = renderWithProviders(<BrandPanel />);
    expect(
      await screen.findByRole('heading', { level: 2, name: '시그널 하우스 성수' }),
    ).toBeTruthy();
    expect(container.querySelector('img[src="/media/brand.jpg"]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: /건물 단면/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: '함께 지키는 하우스 약속' })).toBeNull();
    expect(screen.queryByText('오늘 나만의 신호를 하나 가지고 돌아가는 곳.')).toBeNull();
  });

  it("shows a neutral note, not the demo's story, for a venue without a brand", async () => {
    fakeApi({
      '/api/venue/info': () => ({
        error: { status: 404, errorCode: 'NOT_FOUND', message: '없어요.' },
      }),
    });
    renderWithProviders(<BrandPanel />);
    expect(await screen.findByText('아직 소개가 준비되지 않았어요.')).toBeTruthy();
    expect(screen.queryByText(/연결이 신호가 되는 곳/)).toBeNull();
    expect(screen.queryByText('숨을 고르는 층')).toBeNull();
    expect(screen.queryByRole('img', { name: /건물 단면/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: '함께 지키는 하우스 약속' })).toBeNull();
    expect(screen.getByRole('link', { name: /층별 공간 둘러보기/ })).toBeTruthy();
  });
});
