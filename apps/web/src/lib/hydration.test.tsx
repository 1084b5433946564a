import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationGate, useIsHydrating } from './hydration';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useIsHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'as the server drew it' : 'the visitor’s own page'}</p>;
}

describe('HydrationGate', () => {
  it('first renders a server-drawn page as the server did, then opens by itself', async () => {
    const seen: boolean[] = [];
    render(
      <HydrationGate hydrating>
        <Probe seen={seen} />
      </HydrationGate>,
    );
    expect(seen[0]).toBe(true);
    await waitFor(() => expect(screen.getByText('the visitor’s own page')).toBeTruthy());
    expect(seen.at(-1)).toBe(false);
  });

  it('starts open for a page rendered only in the browser', () => {
    const seen: boolean[] = [];
    render(
      <HydrationGate hydrating={false}>
        <Probe seen={seen} />
      </HydrationGate>,
    );
    expect(seen).not.toContain(true);
    expect(screen.getByText('the visitor’s own page')).toBeTruthy();
  });

  it('reads as open outside any gate (component tests, plain renders)', () => {
    render(<Probe seen={[]} />);
    expect(screen.getByText('the visitor’s own page')).toBeTruthy();
  });
});
