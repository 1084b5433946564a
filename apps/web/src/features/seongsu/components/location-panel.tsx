import { TOAST_COPY_MS, TOAST_SETTINGS_MS } from '@venue/contract/domain';
import { type MouseEvent, useEffect, useRef } from 'react';
import { PhoneIcon } from '../../../components/ui/icons';
import { ClockIcon, PinIcon } from '../../../components/ui/page-icons';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/copy-text';
import { telHref, useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import { isHandheld, openAppWithWebFallback } from '../open-navigation-app';
import {
  kakaoMapWebLink,
  kakaoRouteAppLink,
  kakaoRouteWebLink,
  type Place,
  venueLocation,
} from '../venue-location';
import styles from './location.module.css';
import venueStyles from './venue.module.css';
import {
  BusIcon,
  CalendarOffIcon,
  CarIcon,
  CopyIcon,
  ExternalIcon,
  FootstepsIcon,
  NavigationIcon,
  SubwayIcon,
} from './venue-icons';
import { VenueMap } from './venue-map';

/** The icon of a transport section by its title (지하철, 버스, 주차; a pin otherwise). */
function transportIcon(title: string) {
  if (title.includes('지하철')) return <SubwayIcon size={22} />;
  if (title.includes('버스')) return <BusIcon size={22} />;
  if (title.includes('주차')) return <CarIcon size={22} />;
  return <PinIcon size={22} />;
}

/** Spec 001 §2, §9: the copy toast, 600 ms. */
export const ADDRESS_COPIED_TEXT = '주소가 복사되었어요.';
export const ADDRESS_COPY_FAILED_TEXT = '주소를 복사하지 못했어요. 주소를 길게 눌러 복사해 주세요.';

/**
 * The location tab (spec 001 §2 Venue page, §9): the map, the address with a copy button (toast
 * 주소가 복사되었어요. for 600 ms), a button that opens directions in the KakaoMap app (or Kakao
 * Map on the web), the walk in steps, opening hours, closures and transport.
 */
export function LocationPanel() {
  // Everything here is the venue settings (POST /api/venue/info, decision 030): the address,
  // coordinates, hours, closed days, transport, phone and the directions (the heading line, the
  // walk in steps and the map image).
  const info = useVenueInfo();
  const place = info
    ? { placeName: info.venueName, lat: info.lat, lng: info.lng, address: info.roadAddress }
    : null;
  const directions = info?.directions;
  const walkSteps = directions?.steps ?? [];
  const { toast, showToast } = useToast(TOAST_COPY_MS);
  const cancelNavigation = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelNavigation.current?.(), []);

  const copyAddress = async () => {
    if (!info) return;
    const copied = await copyText(info.roadAddress);
    if (copied) showToast(ADDRESS_COPIED_TEXT, TOAST_COPY_MS);
    else showToast(ADDRESS_COPY_FAILED_TEXT, TOAST_SETTINGS_MS);
  };

  // The link is the web directions, so it works without JavaScript and on desktops; on a phone
  // the click tries the app first (open-navigation-app.ts).
  const openDirections = (event: MouseEvent<HTMLAnchorElement>, to: Place) => {
    if (!isHandheld()) return;
    event.preventDefault();
    cancelNavigation.current?.();
    cancelNavigation.current = openAppWithWebFallback(kakaoRouteAppLink(to), kakaoRouteWebLink(to));
  };

  return (
    <>
      <section className={venueStyles.section} aria-labelledby="location-title">
        <p className={venueStyles.eyebrow}>LOCATION</p>
        <h2 id="location-title" className={venueStyles.sectionTitle}>
          {directions?.summary || '오시는 길'}
        </h2>
        {place ? (
          <>
            <VenueMap place={place} mapImagePath={directions?.mapImagePath ?? null} />
            <a
              className={styles.mapLink}
              href={kakaoMapWebLink(place)}
              target="_blank"
              rel="noopener noreferrer"
            >
              카카오맵에서 보기
              <ExternalIcon size={16} />
              <span className="sr-only">(새 창)</span>
            </a>
          </>
        ) : null}

        <div className={styles.addressCard}>
          <PinIcon size={22} className={styles.addressIcon} />
          <div className={styles.addressText}>
            <h3 className="sr-only">주소</h3>
            <p className={styles.address}>{info?.roadAddress}</p>
            <p className={styles.addressDetail}>{info?.addressDetail}</p>
          </div>
          <button type="button" className={styles.copyButton} onClick={copyAddress}>
            <CopyIcon size={18} />
            주소 복사
          </button>
        </div>
        {place ? (
          <a
            className={styles.navigate}
            href={kakaoRouteWebLink(place)}
            onClick={(event) => openDirections(event, place)}
          >
            <NavigationIcon size={20} />
            카카오맵으로 길찾기
          </a>
        ) : null}
      </section>

      {walkSteps.length > 0 ? (
        <section className={styles.walk} aria-labelledby="location-walk">
          <h2 id="location-walk" className={`${styles.subTitle} ${styles.walkHeading}`}>
            걸어서 오는 길
          </h2>
          <ol
            className={styles.walkList}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it
            tabIndex={0}
            aria-label="걸어서 오는 길, 가로로 넘겨 보세요"
          >
            {walkSteps.map((step, index) => (
              <li key={step.title} className={styles.walkStep}>
                <span className={styles.walkNumber}>
                  {index === walkSteps.length - 1 ? (
                    <PinIcon size={16} />
                  ) : (
                    <FootstepsIcon size={16} />
                  )}
                  STEP {index + 1}
                </span>
                <strong className={styles.walkTitle}>{step.title}</strong>
                <span className={styles.walkText}>{step.text}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className={venueStyles.section} aria-labelledby="location-hours">
        <h2 id="location-hours" className={styles.subTitle}>
          운영 시간
        </h2>
        <div className={styles.infoCard}>
          <ClockIcon size={22} className={styles.infoIcon} />
          <div>
            <p className={styles.infoStrong}>{info?.hours.summary}</p>
            {info?.hours.note ? <p className={styles.infoNote}>{info.hours.note}</p> : null}
          </div>
        </div>
        <h3 className={styles.subTitleSmall}>휴관일</h3>
        <div className={styles.infoCard}>
          <CalendarOffIcon size={22} className={styles.infoIcon} />
          <div>
            <ul className={styles.bullets}>
              {(info?.closedDays.notes ?? []).map((closure) => (
                <li key={closure}>{closure}</li>
              ))}
            </ul>
            <p className={styles.infoNote}>{venueLocation.closuresNote}</p>
          </div>
        </div>
      </section>

      <section className={venueStyles.section} aria-labelledby="location-transport">
        <h2 id="location-transport" className={styles.subTitle}>
          교통 안내
        </h2>
        <ul className={styles.transport}>
          {(info?.transport ?? []).map((mode) => (
            <li key={mode.title} className={styles.transportItem}>
              <span className={styles.transportIcon}>{transportIcon(mode.title)}</span>
              <div>
                <h3 className={styles.transportTitle}>{mode.title}</h3>
                <ul className={styles.bullets}>
                  {mode.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        {info ? (
          <a className={styles.call} href={telHref(info.phone)}>
            <PhoneIcon size={18} />
            <span>
              문의 <span className={styles.callNumber}>{info.phone}</span>
            </span>
          </a>
        ) : null}
      </section>
      {toast}
    </>
  );
}
