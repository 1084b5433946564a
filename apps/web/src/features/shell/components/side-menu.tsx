import type { BannerListItem, ZoneListFloor } from '@venue/contract';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  ChevronRightIcon,
  CloseIcon,
  GiftIcon,
  Icon,
  type IconProps,
  QrIcon,
} from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { TicketIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { keepTabInside, useModal } from '../../../lib/use-modal';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useIsLoggedIn } from '../../../stores/session-store';
import { closeSideMenu } from '../../../stores/side-menu-store';
import { useLnbBanners } from '../api/get-lnb-banners';
import { useZones } from '../api/get-zones';
import { useLogout } from '../api/logout';
import styles from './side-menu.module.css';

/** Spec 000 §9: the side menu closes 300 ms after the dim or a link is tapped. */
export const SIDE_MENU_CLOSE_DELAY_MS = 300;

const lowerLinks = [
  { label: '공지사항', href: paths.notice.list.getHref() },
  { label: '1:1 문의', href: paths.inquiry.getHref() },
  { label: '설문 참여', href: paths.survey.getHref() },
  { label: 'FAQ', href: paths.faq.list.getHref() },
  { label: '설정', href: paths.setting.getHref() },
];

/** 내 대기's mark: an hourglass, the wait for a seat to free up. */
const HourglassIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 3.5h10M7 20.5h10" />
    <path d="M8 3.5v2.2a4 4 0 0 0 1.6 3.2L12 10.7l2.4-1.8A4 4 0 0 0 16 5.7V3.5" />
    <path d="M8 20.5v-2.2a4 4 0 0 1 1.6-3.2l2.4-1.8 2.4 1.8a4 4 0 0 1 1.6 3.2v2.2" />
  </Icon>
);

/**
 * The full-screen side menu of spec 000 §2 Layout. It stays mounted once loaded and slides in and
 * out with CSS; while closed it is hidden and inert, so nothing inside can be focused or read.
 */
export default function SideMenu({ open }: { open: boolean }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const venue = useVenueIdentity();
  useModal({ open, onClose: closeSideMenu, initialFocusRef: closeRef });
  const zones = useZones(open);
  const banners = useLnbBanners(open);

  useEffect(() => () => clearTimeout(timer.current), []);

  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(closeSideMenu, SIDE_MENU_CLOSE_DELAY_MS);
  };

  // Any link inside closes the menu: one listener instead of one per link.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeSoon();
  };

  return (
    <div className={styles.layer} data-open={open ? '' : undefined} inert={!open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dim is a pointer convenience; keyboards close with Escape or the close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className={styles.dim} onClick={closeSoon} data-testid="side-menu-dim" />
      <div className={styles.column}>
        {/* The click handler delegates link clicks (links handle keys themselves). The page
            behind is inert, but after the menu's last control Tab would leave for the browser's
            own toolbar once per cycle: keepTabInside wraps it to the first. */}
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label="전체 메뉴"
          className={styles.panel}
          onClick={onPanelClick}
          onKeyDown={(event) => keepTabInside(event, panelRef.current)}
        >
          <div className={styles.top}>
            <span className={styles.wordmark}>{venue.nameEn.split(' ').slice(0, 2).join(' ')}</span>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              onClick={closeSideMenu}
              aria-label="메뉴 닫기"
            >
              <CloseIcon />
            </button>
          </div>

          <div className={styles.body}>
            {loggedIn ? null : (
              <div className={styles.login}>
                <p className={styles.loginText}>로그인하고 예약·응모를 시작해 보세요.</p>
                <Link
                  to={paths.login.getHref(location.pathname + location.search)}
                  className={styles.loginLink}
                >
                  로그인
                </Link>
              </div>
            )}

            {/* A member's own pages side by side: 예약·응모 and, next to it, 내 대기 (decision 063). */}
            <nav aria-label="바로가기">
              <ul className={styles.shortcuts} data-count={loggedIn ? 4 : 3}>
                <li>
                  <Link to={paths.qr.getHref()} className={styles.shortcut}>
                    <QrIcon className={styles.shortcutIcon} size={28} />
                    My QR
                  </Link>
                </li>
                <li>
                  <Link to={paths.frequency.getHref()} className={styles.shortcut}>
                    <GiftIcon className={styles.shortcutIcon} size={28} />
                    드로우 투어
                  </Link>
                </li>
                <li>
                  <Link to={paths.resEntry.getHref()} className={styles.shortcut}>
                    <TicketIcon className={styles.shortcutIcon} size={28} />
                    예약·응모
                  </Link>
                </li>
                {loggedIn ? (
                  <li>
                    <Link to={paths.waitlist.getHref()} className={styles.shortcut}>
                      <HourglassIcon className={styles.shortcutIcon} size={28} />내 대기
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>

            <nav className={styles.primaryNav} aria-label="주요 메뉴">
              <ul>
                <li>
                  <Link to={paths.program.list.getHref()} className={styles.bigLink}>
                    프로그램
                    <ChevronRightIcon size={22} />
                  </Link>
                </li>
                <li>
                  <Link to={paths.seongsu.main.getHref('space')} className={styles.bigLink}>
                    공간 소개
                    <ChevronRightIcon size={22} />
                  </Link>
                  {zones.isPending && open ? (
                    <div className={`${styles.floors} ${styles.zonesLoading}`} aria-busy="true" />
                  ) : (
                    <ZoneLinks floors={zones.data ?? []} />
                  )}
                </li>
              </ul>
            </nav>

            <nav className={styles.secondaryNav} aria-label="고객 지원">
              <ul className={styles.smallLinks}>
                {lowerLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.smallLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            {loggedIn ? <LogoutButton /> : null}

            {banners.data && banners.data.length > 0 ? (
              <PromotionCarousel banners={banners.data} />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Members only: ends the session (see api/logout.ts) and closes the menu on the way home. */
function LogoutButton() {
  const logout = useLogout({ onDone: closeSideMenu });
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={styles.logout}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
      >
        로그아웃
      </button>
    </div>
  );
}

function ZoneLinks({ floors }: { floors: readonly ZoneListFloor[] }) {
  const withZones = floors.filter((floor) => floor.zoneList.length > 0);
  if (withZones.length === 0) return null;
  return (
    <div className={styles.floors}>
      {withZones.map((floor) => (
        <div key={floor.floorIdx} className={styles.floor}>
          <p className={styles.floorName}>{floor.floorName}</p>
          <ul className={styles.zones} aria-label={`${floor.floorName} 공간`}>
            {floor.zoneList.map((zone) => (
              <li key={zone.zoneIdx}>
                <Link to={paths.seongsu.zone.getHref(zone.zoneIdx)} className={styles.zoneLink}>
                  {zone.zoneName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Same-origin paths stay in the SPA; anything else opens in a new tab. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** The LNB promotion banners: a plain scroll-snap strip, no carousel library. */
function PromotionCarousel({ banners }: { banners: readonly BannerListItem[] }) {
  const [current, setCurrent] = useState(0);
  return (
    <section className={styles.promo} aria-label="프로모션">
      <ul
        className={styles.carousel}
        onScroll={(event) => {
          const el = event.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
        }}
      >
        {banners.map((banner) => {
          const image = (
            <img
              src={banner.savePath ?? ''}
              alt={banner.alt || banner.bannerName}
              width={750}
              height={240}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={banner.bannerIdx} className={styles.slide}>
              {isAppPath(banner.bannerLink) ? (
                <Link to={banner.bannerLink}>{image}</Link>
              ) : (
                <a href={banner.bannerLink} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <p className={styles.counter} aria-hidden="true">
          {Math.min(current, banners.length - 1) + 1} / {banners.length}
        </p>
      ) : null}
    </section>
  );
}
