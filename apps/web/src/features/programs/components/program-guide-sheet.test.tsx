import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramDetail } from '@venue/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { programDetailFixture } from './program-detail-fixture';
import { ProgramGuideSheet } from './program-guide-sheet';

function renderSheet(overrides: Partial<ProgramDetail> = {}, onClose = vi.fn()) {
  renderWithProviders(
    <ProgramGuideSheet program={programDetailFixture(overrides)} onClose={onClose} />,
  );
  return { sheet: screen.getByRole('dialog', { name: '프로그램 안내' }), onClose };
}

describe('the program guide sheet', () => {
  it('shows the thumbnail, badges, name, place, dates and summary', () => {
    const { sheet } = renderSheet();
    const image = sheet.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/program/city-frequency.svg');
    expect(image?.getAttribute('width')).toBe('750');
    const badges = within(sheet).getByRole('list', { name: '분류' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['전시', '진행중', '사전 예약']);
    // programName carries a <br>: two lines, no markup.
    const name = within(sheet).getByRole('heading', { level: 3 });
    expect(name.textContent).toBe('몰입형 미디어 아트〈도시의 주파수〉');
    expect(name.querySelectorAll('br')).toHaveLength(1);
    expect(within(sheet).getByText('1F · Main Hall')).toBeTruthy();
    expect(within(sheet).getByText('26.03.01 ~ 26.04.30')).toBeTruthy();
    expect(within(sheet).getByText('성수동의 하루를 소리와 빛으로 다시 그려요.')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '상세보기' }).getAttribute('href')).toBe(
      '/program/2',
    );
  });

  it('says 제목 없음 and 장소 미정 when the program has no name or place', () => {
    const { sheet } = renderSheet({ programName: ' <br> ', zoneName: null, zoneIdx: null });
    expect(within(sheet).getByRole('heading', { level: 3 }).textContent).toBe('제목 없음');
    expect(within(sheet).getByText('장소 미정')).toBeTruthy();
  });

  it('says 상시 운영 for an always-running program', () => {
    const { sheet } = renderSheet({
      scheduleType: 'ALWAYS',
      periodType: 'UNLIMIT',
      minExecDate: null,
      maxExecDate: null,
    });
    expect(within(sheet).getAllByText('상시 운영').length).toBeGreaterThan(0);
  });

  it('offers 체험방법 알아보기 to /tutorial/{id} only when tutorialYn is Y', () => {
    const { sheet } = renderSheet({ tutorialYn: 'Y' });
    expect(
      within(sheet).getByRole('link', { name: '체험방법 알아보기' }).getAttribute('href'),
    ).toBe('/tutorial/2');
  });

  it('leaves 체험방법 알아보기 out when tutorialYn is N', () => {
    const { sheet } = renderSheet({ tutorialYn: 'N' });
    expect(within(sheet).queryByRole('link', { name: '체험방법 알아보기' })).toBeNull();
    expect(within(sheet).getByRole('link', { name: '상세보기' })).toBeTruthy();
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    const { sheet, onClose } = renderSheet();
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
