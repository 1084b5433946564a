import { useId } from 'react';
import { Navigate } from 'react-router';
import { BrandHero } from '../../../components/ui/brand-hero';
import { ButtonLink } from '../../../components/ui/button';
import { PhoneIcon, QrIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { ClockIcon, SparkleIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useQrValue } from '../api/get-qr-value';
import { useQrPageError } from '../use-qr-page-error';
import styles from './qr.module.css';

/**
 * /qr (spec 000 §2 QR): the before-QR screen. It says what My QR is for and how it is issued,
 * and leads to /qrissue. A member who already holds today's pass (getQrValue qrAuthYn Y) goes
 * straight to /qrComplet. Guests never get here (the route sends them to /login).
 */
export function QrIntro() {
  const headingId = useId();
  const venue = useVenueIdentity();
  const qr = useQrValue();
  useQrPageError(qr.error);
  if (qr.data?.qrAuthYn === 'Y') return <Navigate to={paths.qrComplet.getHref()} replace />;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <BrandHero
        headingId={headingId}
        mark={<QrIcon size={30} />}
        eyebrow="My QR"
        title={
          <>
            입장할 때
            <br />
            보여 주세요
          </>
        }
        lead={`My QR은 ${venue.name}의 입장권이에요. 입구에서 스태프에게 QR을 보여 주면 바로 입장이 확인돼요.`}
      />
      <ul className={styles.points}>
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <PhoneIcon size={22} />
          </span>
          <span>
            <strong>휴대폰 본인인증 후 발급</strong>
            회원님 명의의 휴대폰으로 문자 인증을 하면 QR이 만들어져요. 만 14세 미만은 보호자 인증도
            함께 해 주세요.
          </span>
        </li>
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <ClockIcon size={22} />
          </span>
          <span>
            <strong>하루에 한 번, 오늘만 사용</strong>
            QR은 발급한 날 자정까지 쓸 수 있어요. 다음 방문 때 새로 발급해 주세요.
          </span>
        </li>
        <li className={styles.point}>
          <span className={styles.pointIcon} aria-hidden="true">
            <SparkleIcon size={22} />
          </span>
          <span>
            <strong>입장하면 현장 안내로</strong>
            입장이 확인되면 환영 메시지가 도착하고, 홈 화면이 층별 현장 안내로 바뀌어요.
          </span>
        </li>
      </ul>
      <div className={styles.actions}>
        {/* replace: the issue steps stand in for this page, so Back leaves My QR (router.tsx) */}
        <ButtonLink to={paths.qrIssue.getHref()} block replace>
          QR 발급하기
        </ButtonLink>
        <Link to={paths.qrTutorial.getHref()} className={styles.textLink}>
          My QR 이용 안내 보기
        </Link>
      </div>
    </section>
  );
}
