import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '../config/route-manifest';
import { createQueryClient } from '../lib/query-client';
import { getRouteMeta } from '../lib/route-meta';
import { stubApi } from '../testing/test-utils';
import {
  isRouteLoaded,
  isServerRendered,
  pageRoutes,
  preloadRoute,
  routeMetaAt,
  routes,
} from './router';

const metaAt = (path: string) =>
  getRouteMeta((matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle })));

describe('the route table', () => {
  it('answers exactly the route manifest the server reads, plus the 404 catch-all', () => {
    const tablePaths = pageRoutes.map((route) => route.path).filter((path) => path !== '*');
    expect([...new Set(tablePaths)].sort()).toEqual(routePatterns());
    expect(tablePaths).toHaveLength(new Set(tablePaths).size);
    expect(pageRoutes.at(-1)?.path).toBe('*');
  });

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
    // The home's header shows the venue's wordmark; its tab reads 홈 | the venue's name.
    ['/', '홈'],
    ['/notice', '공지사항'],
    ['/notice/3', '공지사항'],
    ['/FAQ', 'FAQ'],
    ['/FAQ/2', 'FAQ'],
    ['/res-entry/detail/41', '내역 상세'],
    ['/res-entry/detail/reservation/41', '내역 상세'],
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

describe('the My QR routes, and no staff console', () => {
  const qrPages = [
    ['/qr', 'My QR', { headerBackBtn: true, hideFooter: false }],
    ['/qrissue', 'QR 발급', { headerBackBtn: true, hideFooter: true }],
    ['/qrIssue14', 'QR 발급', { headerBackBtn: true, hideFooter: true }],
    ['/qrIssueGuardian', '보호자 인증', { headerBackBtn: true, hideFooter: true }],
    ['/qrComplet', 'My QR', { headerBackBtn: true, hideFooter: true }],
    ['/qrtutorial', 'My QR 이용 안내', { headerBackBtn: true, hideFooter: false }],
    ['/tutorial/12', '체험방법', { headerBackBtn: true, hideFooter: false }],
  ] as const;
  const issue6Paths = qrPages.map(([path]) => path);

  it.each(qrPages)('%s is titled %s under the visitor header', (path, title, flags) => {
    expect(routeMetaAt(path)).toEqual({
      title,
      headerClose: false,
      hideHeader: false,
      ...flags,
    });
  });

  it.each(['/staff', '/staff/login', '/staff/operators'])(
    '%s is no page of the visitor app: the console is an app of its own (decision 025)',
    (path) => {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe('*');
      expect(routePatterns().some((pattern) => pattern.startsWith('/staff'))).toBe(false);
    },
  );

  it('matches each of them to a page of its own, not to the 404', () => {
    for (const path of issue6Paths) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
    }
    // A malformed id still reaches the tutorial page, which answers it with its empty state.
    expect(matchRoutes(routes, '/tutorial/abc')?.at(-1)?.route.path).toBe('/tutorial/:programIdx');
  });

  it('renders none of them on the server: they are a member’s own pages', () => {
    for (const path of issue6Paths) expect(isServerRendered(path), path).toBe(false);
  });

  it('loads their code only when one of them is visited, and asks the server nothing then', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    try {
      for (const path of issue6Paths) expect(isRouteLoaded(path), path).toBe(false);
      for (const path of issue6Paths) {
        await preloadRoute(path, createQueryClient());
        expect(isRouteLoaded(path), path).toBe(true);
      }
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the QR code out of the home page’s first visit', () => {
    // What a first visit to / runs: the entry (main.tsx, and react-start.ts for a server-rendered
    // page) and the home route module, with everything they import statically.
    const homePath = staticGraph(['main.tsx', 'react-start.ts', 'app/routes/home.tsx']);
    expect(homePath).toContain('app/router.tsx');
    expect(homePath).toContain('features/shell/components/my-qr-button.tsx');
    const issue6Dirs = ['features/qr/', 'app/routes/qr/'];
    expect(homePath.filter((file) => issue6Dirs.some((dir) => file.startsWith(dir)))).toEqual([]);
    // The walk does see such imports where they are: the QR page pulls in features/qr.
    expect(staticGraph(['app/routes/qr/qr-complet.tsx'])).toContain(
      'features/qr/components/qr-complete.tsx',
    );
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

/** apps/web/src (a string path: jsdom's URL is not the one node:url expects). */
const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The source files (relative to src/) that `entries` load before they run: their static imports,
 * followed to the end, as the bundler puts them in the same first-visit chunks. Dynamic
 * `import()` and type-only imports are left out, as the bundler leaves them out; packages and
 * CSS are not followed.
 */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(webSrc, file), 'utf8');
    const statements = source.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.[^'"?]+)/gm,
    );
    for (const [, specifier] of statements) {
      const target = resolveSource(join(webSrc, dirname(file), specifier!));
      if (target) visit(relative(webSrc, target));
    }
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

function resolveSource(base: string): string | null {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (isFile(candidate)) return candidate;
  }
  return /\.tsx?$/.test(base) && isFile(base) ? base : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
