import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuccessState } from './success-state';

describe('the success state', () => {
  it('is a section named by its heading, with the tick hidden from screen readers', () => {
    render(
      <SuccessState titleId="done-title" title="예약이 완료되었어요">
        <p>방문하실 때 My QR로 입장해 주세요.</p>
      </SuccessState>,
    );
    const region = screen.getByRole('region', { name: '예약이 완료되었어요' });
    const heading = screen.getByRole('heading', { level: 2, name: '예약이 완료되었어요' });
    expect(heading.id).toBe('done-title');
    expect(region.textContent).toContain('방문하실 때 My QR로 입장해 주세요.');
    expect(region.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
  });

  it('moves focus to its heading when it replaces a form (focusTitle)', () => {
    render(<SuccessState titleId="thanks" title="소중한 의견 감사합니다" focusTitle />);
    const heading = screen.getByRole('heading', { name: '소중한 의견 감사합니다' });
    expect(document.activeElement).toBe(heading);
    // Focusable by script only, not a Tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where it was and adds no tab stop otherwise', () => {
    render(<SuccessState titleId="done" title="응모가 완료되었어요" />);
    const heading = screen.getByRole('heading', { name: '응모가 완료되었어요' });
    expect(document.activeElement).not.toBe(heading);
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });
});
