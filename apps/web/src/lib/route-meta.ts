/**
 * Route meta flags of spec 000 §2 Layout, set on every route's `handle` in app/router.tsx and
 * read by the shell. The deepest route that sets a flag wins, so a layout route can give a default
 * and a page can override it.
 */
export type RouteMeta = {
  /** Centred header title; also used for the document title. */
  title?: string;
  /** The header shows a close (X) button instead of the member/guest links. */
  headerClose?: boolean;
  hideFooter?: boolean;
  hideHeader?: boolean;
  /** The header's left button goes back. */
  headerBackBtn?: boolean;
};

type MatchLike = { handle?: unknown };

const flagKeys = ['headerClose', 'hideFooter', 'hideHeader', 'headerBackBtn'] as const;

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

export function getRouteMeta(matches: readonly MatchLike[]): Required<RouteMeta> {
  const meta: Required<RouteMeta> = {
    title: '',
    headerClose: false,
    hideFooter: false,
    hideHeader: false,
    headerBackBtn: false,
  };
  for (const match of matches) {
    if (!isRouteMeta(match.handle)) continue;
    const handle = match.handle;
    if (typeof handle.title === 'string') meta.title = handle.title;
    for (const key of flagKeys) {
      const value = handle[key];
      if (typeof value === 'boolean') meta[key] = value;
    }
  }
  return meta;
}

/**
 * Browser tab title: the page title, then the site name (the venue's, from its settings); the
 * home page shows the site name alone.
 */
export function documentTitle(meta: Pick<RouteMeta, 'title'>, siteName: string): string {
  return meta.title && meta.title !== siteName ? `${meta.title} | ${siteName}` : siteName;
}
