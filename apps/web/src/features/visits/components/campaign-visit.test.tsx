import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { type Location, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { LocationProbe } from '../../../testing/test-utils';
import { fakeApi, ok } from '../../home/testing/fake-api';
import { CampaignVisit } from './campaign-visit';

const VISIT = '/api/front/visit';

/** Renders the beacon as the app does: StrictMode, the router, at `url`. */
function renderAt(url: string) {
  const locations: Location[] = [];
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <CampaignVisit page="main" />
                  <LocationProbe onChange={(location) => locations.push(location)} />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { current: () => locations.at(-1) };
}

const where = (location: Location | undefined) =>
  location ? `${location.pathname}${location.search}${location.hash}` : '';

describe('the campaign visit beacon', () => {
  it('sends ?c= once under StrictMode, then removes it and keeps the rest of the URL', async () => {
    const api = fakeApi({ [VISIT]: () => ok(null) });
    const router = renderAt('/?utm_source=kakao&c=SUMMER_26&floor=2#top');
    await waitFor(() => expect(where(router.current())).toBe('/?utm_source=kakao&floor=2#top'));
    await waitFor(() => expect(api.callsTo(VISIT)).toHaveLength(1));
    const [call] = api.callsTo(VISIT);
    expect(Object.fromEntries(call!.query)).toEqual({ p: 'main', c: 'SUMMER_26' });
    // Nothing more is sent after the URL was cleaned.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(VISIT)).toHaveLength(1);
  });

  it('sends #c= from the hash and removes it', async () => {
    const api = fakeApi({ [VISIT]: () => ok(null) });
    const router = renderAt('/?floor=3#c=insta-0426');
    await waitFor(() => expect(where(router.current())).toBe('/?floor=3'));
    await waitFor(() => expect(api.callsTo(VISIT)).toHaveLength(1));
    expect(api.callsTo(VISIT)[0]?.query.get('c')).toBe('insta-0426');
  });

  it('sends nothing on a plain visit and leaves the URL alone', async () => {
    const api = fakeApi({ [VISIT]: () => ok(null) });
    const router = renderAt('/?floor=2#notice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(where(router.current())).toBe('/?floor=2#notice');
  });

  it('drops a malformed code from the URL without sending it', async () => {
    const api = fakeApi({ [VISIT]: () => ok(null) });
    const router = renderAt(`/?c=${encodeURIComponent('<script>')}&x=1`);
    await waitFor(() => expect(where(router.current())).toBe('/?x=1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('stays silent when the visit cannot be recorded', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi({
      [VISIT]: () => ({ error: { status: 500, errorCode: 'INTERNAL', message: '오류' } }),
    });
    const router = renderAt('/?c=SUMMER');
    await waitFor(() => expect(where(router.current())).toBe('/'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(api.callsTo(VISIT)).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });
});
