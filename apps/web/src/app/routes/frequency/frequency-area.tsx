import { frequencyPaths } from '../../../features/frequency/frequency-paths';
import { pageGroup } from '../../page-group';

/**
 * /frequency/* (spec 001 §2 Draw Tour; decision 020): now, past, method and preview/{id} in one
 * route-table entry (app/page-group.tsx). /frequency and unknown paths are replaced by
 * /frequency/now.
 */
export const Component = pageGroup(
  {
    [frequencyPaths.now.path]: () => import('./frequency-now'),
    [frequencyPaths.past.path]: () => import('./frequency-past'),
    [frequencyPaths.method.path]: () => import('./frequency-method'),
    [frequencyPaths.preview.path]: () => import('./frequency-preview'),
  },
  frequencyPaths.now.getHref(),
);
