import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTRANCE } from '../staff-place';
import { PlaceSelect } from './place-select';

describe('PlaceSelect', () => {
  it('shows zone and program names as plain text, never their markup', () => {
    render(
      <PlaceSelect
        place={ENTRANCE}
        loading={false}
        error={null}
        onChange={vi.fn()}
        places={{
          zones: [{ zoneIdx: 3, zoneName: 'Brand &amp; Lounge', floorName: '1F' }],
          programs: [
            {
              programIdx: 12,
              programName: '몰입형 미디어 아트<br />〈도시의 주파수〉',
              floorName: '2F',
              tutorialYn: 'Y',
            },
            {
              programIdx: 13,
              programName: '<b>루프탑</b> 토크 &lt;밤&gt;',
              floorName: null,
              tutorialYn: 'N',
            },
          ],
        }}
      />,
    );
    const select = screen.getByLabelText('확인 장소');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      '입구',
      '1F · Brand & Lounge',
      '2F · 몰입형 미디어 아트 〈도시의 주파수〉 (튜토리얼)',
      '루프탑 토크 <밤>',
    ]);
    expect(select.innerHTML).not.toMatch(/&lt;br|&amp;amp;/);
  });
});
