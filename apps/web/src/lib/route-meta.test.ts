import { describe, expect, it } from 'vitest';
import { documentTitle, getRouteMeta } from './route-meta';

describe('route meta', () => {
  it('defaults every flag to false and the title to empty', () => {
    expect(getRouteMeta([])).toEqual({
      title: '',
      headerClose: false,
      hideFooter: false,
      hideHeader: false,
      headerBackBtn: false,
    });
  });

  it('lets the deepest route override its parents, flag by flag', () => {
    const meta = getRouteMeta([
      { handle: { title: 'Layout', hideFooter: true, headerClose: true } },
      { handle: undefined },
      { handle: { title: '공지사항', headerClose: false, headerBackBtn: true } },
    ]);
    expect(meta).toEqual({
      title: '공지사항',
      headerClose: false,
      hideFooter: true,
      hideHeader: false,
      headerBackBtn: true,
    });
  });

  it('ignores handles that are not meta objects', () => {
    expect(getRouteMeta([{ handle: 'x' }, { handle: null }]).title).toBe('');
  });

  it('names the browser tab after the page, then the venue of the settings', () => {
    expect(documentTitle({ title: '공지사항' }, '오렌지하우스 성수')).toBe(
      '공지사항 | 오렌지하우스 성수',
    );
    expect(documentTitle({ title: '' }, '오렌지하우스 성수')).toBe('오렌지하우스 성수');
    expect(documentTitle({ title: '오렌지하우스 성수' }, '오렌지하우스 성수')).toBe(
      '오렌지하우스 성수',
    );
  });
});
