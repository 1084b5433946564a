import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeaderTitle, useHeaderTitleOverride } from './header-store';

function Title() {
  return <p>{useHeaderTitleOverride() ?? '(route title)'}</p>;
}
function Page({ title }: { title: string }) {
  useHeaderTitle(title);
  return null;
}

describe('useHeaderTitle', () => {
  it('names the page while it is mounted and gives the route title back after', () => {
    const { rerender } = render(
      <>
        <Title />
        <Page title="계정 정보" />
      </>,
    );
    expect(screen.getByText('계정 정보')).toBeTruthy();
    rerender(
      <>
        <Title />
        <Page title="간편 로그인" />
      </>,
    );
    expect(screen.getByText('간편 로그인')).toBeTruthy();
    rerender(<Title />);
    expect(screen.getByText('(route title)')).toBeTruthy();
  });
});
