import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandHero } from './brand-hero';

describe('the brand hero', () => {
  it('titles the page with an h2 under the given id, with the eyebrow and lead around it', () => {
    render(
      <BrandHero
        headingId="hero-title"
        mark={<svg data-testid="mark" />}
        eyebrow="EYEBROW"
        title={
          <>
            첫 줄<br />
            둘째 줄
          </>
        }
        lead="한 문장 설명이에요."
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '첫 줄둘째 줄' });
    expect(heading.id).toBe('hero-title');
    expect(screen.getByText('EYEBROW')).toBeTruthy();
    expect(screen.getByText('한 문장 설명이에요.')).toBeTruthy();
  });

  it('keeps the decorative mark away from screen readers', () => {
    render(
      <BrandHero
        headingId="t"
        markShape="round"
        mark={<svg data-testid="mark" />}
        eyebrow="WELCOME"
        title="회원가입이 완료되었어요"
        lead="환영해요."
      />,
    );
    expect(screen.getByTestId('mark').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
