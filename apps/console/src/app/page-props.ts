import type { Operator } from '@venue/contract';

/** What a page module (app/routes) gets from the shell: the operator of the session. */
export type PageProps = { operator: Operator };
