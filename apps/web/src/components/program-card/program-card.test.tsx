import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { program } from '../../features/home/testing/fake-api';
import { renderWithProviders } from '../../testing/test-utils';
import { ProgramCard, programNameLines, programPlaceText } from './program-card';

describe('program names', () => {
  it('splits a CMS name at its <br> into lines of text', () => {
    expect(programNameLines('몰입형 미디어 아트<br>〈도시의 주파수〉')).toEqual([
      '몰입형 미디어 아트',
      '〈도시의 주파수〉',
    ]);
    expect(programNameLines('A<br/>B<BR />C')).toEqual(['A', 'B', 'C']);
  });

  it('keeps only text: markup never reaches the page and entities read correctly', () => {
    expect(programNameLines('<b>굵게</b> &amp; <i>기울여</i>')).toEqual(['굵게 & 기울여']);
    expect(programNameLines('<img src=x onerror=alert(1)>안전<script>alert(1)</script>')).toEqual([
      '안전',
    ]);
    expect(programNameLines('  <br><br> ')).toEqual([]);
    expect(programNameLines('그냥 이름')).toEqual(['그냥 이름']);
  });

  it('reads the same lines where there is no DOM (the server-side render)', () => {
    const samples = [
      '몰입형 미디어 아트<br>〈도시의 주파수〉',
      'A<br/>B<BR />C',
      '<b>굵게</b> &amp; <i>기울여</i> &#39;인용&#x27;',
      '<img src=x onerror=alert(1)>안전<script>alert(1)</script>',
      '  <br><br> ',
    ];
    const withDom = samples.map(programNameLines);
    vi.stubGlobal('DOMParser', undefined);
    expect(samples.map(programNameLines)).toEqual(withDom);
  });

  it('names the place by floor and zone, whichever is known', () => {
    expect(programPlaceText({ floorName: '2F', zoneName: 'Flex Hall' })).toBe('2F · Flex Hall');
    expect(programPlaceText({ floorName: null, zoneName: 'Flex Hall' })).toBe('Flex Hall');
    expect(programPlaceText({ floorName: ' ', zoneName: null })).toBe('');
  });
});

describe('the program card', () => {
  it('links to the program and shows its category, status, name, place and date', () => {
    renderWithProviders(
      <ProgramCard
        program={program({
          programIdx: 7,
          programName: '미디어 아트<br>〈주파수〉',
          programCategoryName: '전시',
          status: 'OPEN',
          floorName: '1F',
          zoneName: 'Main Hall',
          scheduleType: 'SINGLE',
          execDate: '2026-11-28',
        })}
      />,
    );
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe('/program/7');
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading.innerHTML).toBe('미디어 아트<br>〈주파수〉');
    expect(card.textContent).toContain('전시');
    expect(card.textContent).toContain('진행중');
    expect(card.textContent).toContain('1F · Main Hall');
    expect(card.textContent).toContain('26.11.28');
  });

  it('reserves the 750×750 image box and loads the image lazily', () => {
    renderWithProviders(<ProgramCard program={program({ programIdx: 1 })} />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('width')).toBe('750');
    expect(image?.getAttribute('height')).toBe('750');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('says 상시 운영 once for an always-running unlimited program', () => {
    renderWithProviders(
      <ProgramCard
        program={program({
          programIdx: 2,
          scheduleType: 'ALWAYS',
          periodType: 'UNLIMIT',
          execDate: null,
          minExecDate: '2026-08-01',
          maxExecDate: null,
        })}
        headingLevel="h4"
      />,
    );
    expect(screen.getAllByText('상시 운영')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
  });

  it('shows a date range for a limited program and 종료 for an ended one', () => {
    renderWithProviders(
      <ProgramCard
        program={program({
          programIdx: 3,
          status: 'CLOSED',
          scheduleType: 'ALWAYS',
          periodType: 'LIMIT',
          minExecDate: '2026-11-01',
          maxExecDate: '2026-12-31',
        })}
      />,
    );
    const card = screen.getByRole('link');
    expect(card.textContent).toContain('26.11.01 ~ 26.12.31');
    expect(card.textContent).toContain('종료');
  });

  it('says why a program the venue closed inside its dates takes no entries', () => {
    renderWithProviders(
      <ProgramCard program={program({ programIdx: 5, status: 'CLOSEDADMIN' })} />,
    );
    expect(screen.getByRole('link').textContent).toContain('운영 사정으로 마감');
  });

  it('falls back to 제목 없음 for a name without text', () => {
    renderWithProviders(<ProgramCard program={program({ programIdx: 4, programName: '<br>' })} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('제목 없음');
  });
});
