import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  parsePath,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { createQueryClient } from '../lib/query-client';

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Render a component inside the app's providers and a memory router at `path`, in the same
 * declarative mode as the app (app/index.tsx).
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    routePath = '*',
    extraRoutes = [],
    state,
  }: {
    path?: string;
    routePath?: string;
    extraRoutes?: RouteObject[];
    /** the history state the first page arrives with (what `navigate(to, { state })` hands over) */
    state?: unknown;
  } = {},
) {
  const queryClient = createQueryClient();
  const entry = state === undefined ? path : { ...parsePath(path), state };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <TestRoutes routes={[{ path: routePath, element: ui }, ...extraRoutes]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * Renders nothing; hands the router's current location to `onChange` on every navigation, so a
 * test can assert where the app went.
 */
export function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** A fetch stub that answers our API paths from a table, in the contract's envelope. */
export function stubApi(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.split('?')[0] ?? url;
    if (!(path in routes)) {
      return new Response(
        JSON.stringify({
          success: false,
          resultCode: 404,
          errorCode: 'API_NOT_FOUND',
          message: '요청하신 API를 찾을 수 없습니다.',
        }),
        { status: 404 },
      );
    }
    return new Response(
      JSON.stringify({ success: true, resultCode: 200, message: 'OK', data: routes[path] }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
}
