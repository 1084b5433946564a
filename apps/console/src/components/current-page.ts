import type { OperatorRole } from '@venue/contract';
import { createContext, useContext } from 'react';

/** What a page header needs of the page being shown: who may use it. */
export type CurrentPage = { role: OperatorRole };

/**
 * The page being shown, for its header; null outside the console's shell. The shell
 * (app/router.tsx) provides the page's declaration from app/console-pages.tsx, so shared
 * components read it without importing the app.
 */
export const CurrentPageContext = createContext<CurrentPage | null>(null);
export const useCurrentPage = () => useContext(CurrentPageContext);
