import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { type Location, MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { LocationProbe } from '../../testing/test-utils';

/**
 * Renders `element` at `routePath` (visited as `path`) under React StrictMode, as the app does in
 * development, with every other path a placeholder, and reports where the router went.
 */
export function renderRoute(
  path: string | { pathname: string; search?: string; state?: unknown },
  routePath: string,
  element: ReactNode,
) {
  const current: { location?: Location } = {};
  const queryClient = createQueryClient();
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<p>다른 화면</p>} />
          </Routes>
          <LocationProbe onChange={(location) => (current.location = location)} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, current, queryClient };
}

/** Our server's success envelope. */
export function okResponse(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, resultCode: 200, message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** Our server's failure envelope. */
export function failResponse(status: number, errorCode: string, message: string): Response {
  return new Response(JSON.stringify({ success: false, resultCode: status, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The JSON body a fetch mock call sent. */
export function sentBody(call: Parameters<typeof fetch> | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

/** A login answer with every field, existYn N unless overridden. */
export function loginResult(overrides: Record<string, unknown> = {}) {
  return {
    existYn: 'N',
    jwt: null,
    userIdx: null,
    phoneNumber: null,
    telecomCode: null,
    marketingAgreementYn: null,
    kakaoSubId: null,
    kakaoSubsId: null,
    tidSubId: null,
    tidSubsId: null,
    loginTicket: null,
    ...overrides,
  };
}
