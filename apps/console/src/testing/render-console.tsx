import type { Location } from 'react-router';
import { ConsoleRoutes } from '../app/router';
import { LocationProbe, renderWithProviders } from './test-utils';

/**
 * The whole console at `path`: its routes, the shell and the staff login guard, as the browser
 * gets them (app/router.tsx). `where()` is the router's location after the latest navigation.
 */
export function renderConsole(path: string) {
  const locations: Location[] = [];
  const rendered = renderWithProviders(
    <>
      <ConsoleRoutes />
      <LocationProbe onChange={(location) => locations.push(location)} />
    </>,
    { path },
  );
  return { ...rendered, where: () => locations.at(-1) };
}
