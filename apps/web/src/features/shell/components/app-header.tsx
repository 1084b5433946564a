import { useLocation, useNavigate } from 'react-router';
import { BackIcon, CloseIcon, GiftIcon, HomeIcon, MenuIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import type { RouteMeta } from '../../../lib/route-meta';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useHeaderForcedSolid } from '../../../stores/header-store';
import { openSideMenu } from '../../../stores/side-menu-store';
import {
  backFallbackPath,
  HEADER_INVERT_THRESHOLD_PX,
  headerLeftButton,
  headerLinks,
  isHeaderInverted,
} from '../header-rules';
import { useScrolledPast } from '../use-scroll-y';
import styles from './app-header.module.css';

/** Whether the browser history holds an earlier entry of this app (React Router numbers them). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** The app header of spec 000 §2 Layout: left button, centred title, member/guest links, menu. */
export function AppHeader({
  meta,
  loggedIn,
  onMenuIntent,
}: {
  meta: Required<RouteMeta>;
  loggedIn: boolean;
  /** Called when the visitor is about to open the menu, so its code can start loading. */
  onMenuIntent?: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const pathname = location.pathname;
  // An error screen on a hero page asks for the solid header (stores/header-store.ts): the
  // header then neither floats over the page nor turns transparent.
  const forcedSolid = useHeaderForcedSolid();
  const overlay = isHeaderInverted(pathname, 0) && !forcedSolid;
  const scrolled = useScrolledPast(HEADER_INVERT_THRESHOLD_PX, overlay);
  const inverted = overlay && !scrolled;
  const left = headerLeftButton(pathname, meta);
  const links = headerLinks(pathname, loggedIn);
  const isHome = pathname === '/';
  const venue = useVenueIdentity();

  const goBack = () => {
    if (canGoBack()) navigate(-1);
    else navigate(backFallbackPath(pathname), { replace: true });
  };

  return (
    <header
      className={[styles.header, overlay ? styles.overlay : '', inverted ? styles.inverted : '']
        .filter(Boolean)
        .join(' ')}
      data-inverted={inverted ? '' : undefined}
    >
      <div className={`${styles.bar} ${isHome ? styles.home : ''}`}>
        {isHome ? null : (
          <div className={styles.left}>
            {left === 'back' ? (
              <button
                type="button"
                className={styles.iconButton}
                onClick={goBack}
                aria-label="뒤로 가기"
              >
                <BackIcon />
              </button>
            ) : null}
            {left === 'menu' ? (
              <button
                type="button"
                className={styles.iconButton}
                onClick={openSideMenu}
                onPointerEnter={onMenuIntent}
                aria-label="전체 메뉴로 돌아가기"
              >
                <BackIcon />
              </button>
            ) : null}
          </div>
        )}

        <h1 className={`${styles.title} ${isHome ? styles.wordmark : ''}`}>
          {isHome ? venue.nameEn : meta.title || venue.name}
        </h1>

        <div className={styles.right}>
          {meta.headerClose ? (
            <button type="button" className={styles.iconButton} onClick={goBack} aria-label="닫기">
              <CloseIcon />
            </button>
          ) : (
            <>
              {links.login ? (
                <Link
                  to={paths.login.getHref(pathname + location.search)}
                  className={styles.textLink}
                >
                  로그인
                </Link>
              ) : null}
              {links.home ? (
                <Link to={paths.home.getHref()} className={styles.iconButton} aria-label="홈">
                  <HomeIcon />
                </Link>
              ) : null}
              {links.gift ? (
                <Link
                  to={paths.frequency.getHref()}
                  className={styles.iconButton}
                  aria-label="드로우 투어"
                >
                  <GiftIcon />
                </Link>
              ) : null}
              <button
                type="button"
                className={styles.iconButton}
                onClick={openSideMenu}
                onPointerEnter={onMenuIntent}
                onFocus={onMenuIntent}
                aria-label="메뉴 열기"
                aria-haspopup="dialog"
              >
                <MenuIcon />
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
