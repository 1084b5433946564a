import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getRouteMeta } from '../lib/route-meta';
import { pageRoutes, routes } from './router';

const metaAt = (path: string) =>
  getRouteMeta((matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle })));

describe('the route table', () => {
  it('gives every page a title and lazy-loads it', () => {
    for (const route of pageRoutes) {
      expect(route.handle.title, route.path).toBeTruthy();
      expect(typeof route.lazy, route.path).toBe('function');
    }
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
