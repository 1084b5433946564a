import { type ApiCall, apiCalls } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { detailPages, routeManifest, routePatterns } from './route-manifest';

// The server answers a detail page 404 when its content does not exist, by
// asking the public read the manifest names for it (apps/server/src/plugins/web-app.ts).
describe('the route manifest of detail pages', () => {
  it('names the public read of every public detail page', () => {
    expect(detailPages()).toEqual({
      '/program/:programIdx': '/api/program/detail',
      '/notice/:noticeIdx': '/api/notice/detail',
      '/seongsu/:zoneIdx': '/api/zone/detail',
      '/FAQ/:faqsIdx': '/api/faq/detail',
    });
    expect(routeManifest().details).toEqual(detailPages());
  });

  it.each(Object.entries(detailPages()))(
    '%s is a route, and %s a public POST that takes its one parameter as the body',
    (pattern, path) => {
      expect(routePatterns()).toContain(pattern);
      const params = pattern.split('/').filter((segment) => segment.startsWith(':'));
      expect(params).toHaveLength(1);
      const param = (params[0] ?? '').slice(1);
      const call = (Object.values(apiCalls) as ApiCall[]).find(
        (candidate) => candidate.path === path,
      );
      expect(call?.method).toBe('POST');
      expect(['none', 'optional']).toContain(call?.auth);
      expect(call?.body?.safeParse({ [param]: 7 }).success).toBe(true);
    },
  );
});
