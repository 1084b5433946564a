import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { INSPECTION_WINDOW, InspectionScreen, inspectionWindowText } from './error-screens';

describe('the window /inspection shows (decision 030)', () => {
  it.each([
    [null, INSPECTION_WINDOW],
    [
      { startAt: '2026-03-01T02:00:00+09:00', endAt: '2026-03-01T05:00:00+09:00' },
      '26.03.01 (일) 02:00 ~ 05:00',
    ],
    [
      { startAt: '2026-03-01T23:00:00+09:00', endAt: '2026-03-02T01:30:00+09:00' },
      '26.03.01 (일) 23:00 ~ 26.03.02 (월) 01:30',
    ],
  ])('%j reads %s', (window, text) => {
    expect(inspectionWindowText(window)).toBe(text);
  });

  it("shows the venue's scheduled window and its message", async () => {
    fakeApi({
      '/api/venue/info': () => ({
        data: venueInfoFixture({
          maintenance: {
            startAt: '2026-03-01T02:00:00+09:00',
            endAt: '2026-03-01T05:00:00+09:00',
            message: '새벽 시간에 결제 시스템을 점검해요.',
          },
        }),
      }),
    });
    renderWithProviders(<InspectionScreen />);
    expect(await screen.findByText('26.03.01 (일) 02:00 ~ 05:00')).toBeTruthy();
    expect(screen.getByText('새벽 시간에 결제 시스템을 점검해요.')).toBeTruthy();
  });
});
