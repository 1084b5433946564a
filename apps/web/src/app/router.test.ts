import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { getRouteMeta } from '../lib/route-meta';
import { stubApi } from '../testing/test-utils';
import { pageRoutes, preloadRoute, routeMetaAt, routes } from './router';

const metaAt = (path: string) =>
  getRouteMeta((matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle })));

describe('the route table', () => {
  it('gives every page a title and lazy-loads it', () => {
    for (const route of pageRoutes) {
      expect(route.handle.title, route.path).toBeTruthy();
      expect(typeof route.load, route.path).toBe('function');
    }
  });

  it('loads a page module that renders a component', async () => {
    const notice = pageRoutes.find((route) => route.path === '/notice');
    const module = await notice?.load();
    expect(typeof module?.Component).toBe('function');
  });

  it('computes the meta of a path straight from the table', () => {
    expect(routeMetaAt('/notice/3')).toEqual({
      title: '공지사항',
      headerClose: false,
      hideFooter: false,
      hideHeader: false,
      headerBackBtn: true,
    });
  });

  it.each([
    ['/', '시그널 하우스 성수'],
    ['/notice', '공지사항'],
    ['/notice/3', '공지사항'],
    ['/FAQ', 'FAQ'],
    ['/FAQ/2', 'FAQ'],
    ['/500', '오류 안내'],
    ['/errorServer', '응답 지연'],
    ['/errorProgram', '프로그램 안내'],
    ['/inspection', '서비스 점검'],
    ['/no/such/page', '페이지 없음'],
  ])('%s is titled %s', (path, title) => {
    expect(metaAt(path).title).toBe(title);
  });

  it('hides the header and footer only on the maintenance page', () => {
    expect(metaAt('/inspection')).toMatchObject({ hideHeader: true, hideFooter: true });
    for (const path of ['/', '/notice', '/FAQ/1', '/500', '/nowhere']) {
      expect(metaAt(path)).toMatchObject({ hideHeader: false, hideFooter: false });
    }
  });

  it('flags detail pages with a back button', () => {
    expect(metaAt('/notice/3').headerBackBtn).toBe(true);
    expect(metaAt('/FAQ/3').headerBackBtn).toBe(true);
    expect(metaAt('/notice').headerBackBtn).toBe(false);
  });

  it('sends unknown paths to the catch-all 404 route', () => {
    const matches = matchRoutes(routes, '/definitely-not-here') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
  });
});

describe('preloading the first page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requests a notice page's data together with its code, into the cache the page reads", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      stubApi({ '/api/notice/detail': { noticeIdx: 7, noticeName: '휴관 안내' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();

    await preloadRoute('/notice/7', queryClient);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/notice/detail']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['notices', 7])).toMatchObject({ noticeName: '휴관 안내' }),
    );
  });

  it('asks nothing of the server for a page without data or a malformed id', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await preloadRoute('/500', queryClient);
    await preloadRoute('/notice/abc', queryClient);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
