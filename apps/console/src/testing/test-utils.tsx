import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { StaffSessionWatch } from '../lib/staff-session-watch';

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `ui` inside the console's providers and a memory router at `path` (`routePath` is the
 * pattern it is mounted at; `extraRoutes` answer where it navigates, e.g. the login page), with
 * the app's watch for a lost session.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/staff',
    routePath = '*',
    extraRoutes = [],
  }: { path?: string; routePath?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TestRoutes routes={[{ path: routePath, element: ui }, ...extraRoutes]} />
        <StaffSessionWatch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders nothing; hands the router's location to `onChange` on every navigation. */
export function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}
