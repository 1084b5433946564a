import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProgramDetailView } from './program-detail';
import { programDetailFixture } from './program-detail-fixture';
import { shortcutHref } from './program-detail-sections';

const card = (programIdx: number, programName: string) => ({
  ...programDetailFixture({ programIdx, programName }),
  programInstanceIdx: null,
});

afterEach(() => clearAlerts());

describe('the detail blocks from their own calls', () => {
  it('asks each list only when its flag is Y', () => {
    const api = fakeApi({});
    renderWithProviders(<ProgramDetailView onStart={vi.fn()} program={programDetailFixture()} />);
    expect(api.calls.filter((c) => c.path.startsWith('/api/program/'))).toEqual([]);
  });

  it('shows the option table, shortcut buttons, related and at most 3 previous programs', async () => {
    const api = fakeApi({
      '/api/program/option/list': () =>
        ok([
          { optionTitle: '소요 시간', optionDescription: '40분' },
          { optionTitle: '참가비', optionDescription: '무료' },
        ]),
      '/api/program/button/list': () =>
        ok([
          {
            buttonType: 'URL',
            buttonName: '오시는 길',
            buttonUrl: 'https://map.example/x',
            savePath: null,
          },
          {
            buttonType: 'FILE',
            buttonName: '안내서',
            buttonUrl: null,
            savePath: '/media/file/guide.pdf',
          },
          {
            buttonType: 'URL',
            buttonName: '위험',
            buttonUrl: 'javascript:alert(1)',
            savePath: null,
          },
        ]),
      '/api/program/related/list': () => ok([card(5, '관련 하나'), card(6, '관련 둘')]),
      '/api/program/useprev/list': () =>
        ok([card(7, '지난 하나'), card(8, '지난 둘'), card(9, '지난 셋')]),
    });
    renderWithProviders(
      <ProgramDetailView
        onStart={vi.fn()}
        program={programDetailFixture({
          useOptionYn: 'Y',
          useButtonYn: 'Y',
          useRelatedProgramYn: 'Y',
          usePrevProgramYn: 'Y',
        })}
      />,
    );
    const options = await screen.findByRole('region', { name: '일정 및 장소' });
    expect(options.textContent).toContain('소요 시간40분');
    expect(options.textContent).toContain('참가비무료');

    const url = await screen.findByRole('link', { name: /오시는 길/ });
    expect(url.getAttribute('href')).toBe('https://map.example/x');
    expect(url.getAttribute('target')).toBe('_blank');
    expect(url.getAttribute('rel')).toContain('noopener');
    const file = screen.getByRole('link', { name: /안내서/ });
    expect(file.getAttribute('href')).toBe('/media/file/guide.pdf');
    expect(file.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('link', { name: /위험/ })).toBeNull();

    const related = await screen.findByRole('region', { name: '함께 보면 좋은 프로그램' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/program/5', '/program/6']);
    const previous = await screen.findByRole('region', { name: '지난 프로그램' });
    expect(within(previous).getAllByRole('link')).toHaveLength(3);
    expect(api.callsTo('/api/program/option/list')[0]?.body).toEqual({ programIdx: 2 });
  });

  it('alerts a failed list and leaves its block out', async () => {
    fakeApi({
      '/api/program/related/list': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '일시적인 오류' },
      }),
    });
    renderWithProviders(
      <ProgramDetailView
        onStart={vi.fn()}
        program={programDetailFixture({ useRelatedProgramYn: 'Y' })}
      />,
    );
    await screen.findByRole('article');
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '관련 프로그램 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
      ]),
    );
    expect(screen.queryByRole('region', { name: '함께 보면 좋은 프로그램' })).toBeNull();
  });
});

describe('shortcutHref', () => {
  it.each([
    [
      { buttonType: 'URL', buttonUrl: '/seongsu?tab=location', savePath: null },
      '/seongsu?tab=location',
      false,
    ],
    [
      { buttonType: 'URL', buttonUrl: 'https://a.example', savePath: null },
      'https://a.example',
      false,
    ],
    [
      { buttonType: 'FILE', buttonUrl: null, savePath: '/media/file/a.pdf' },
      '/media/file/a.pdf',
      true,
    ],
    [{ buttonType: 'URL', buttonUrl: '//evil.example', savePath: null }, null, false],
    [{ buttonType: 'URL', buttonUrl: 'javascript:alert(1)', savePath: null }, null, false],
    [{ buttonType: 'FILE', buttonUrl: 'https://a.example', savePath: null }, null, false],
  ] as const)('%j → %s', (button, href, download) => {
    const result = shortcutHref({ buttonName: 'x', ...button });
    expect(result).toEqual(href === null ? null : { href, download });
  });
});
