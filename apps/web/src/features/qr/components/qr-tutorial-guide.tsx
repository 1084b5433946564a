import { withParticle } from '@venue/contract/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import styles from './qr.module.css';

/**
 * /qrtutorial (spec 000 §2 QR): how My QR and the visit work, step by step, from issuing the QR
 * to the in-venue guide the phone turns into after the door.
 */
export function QrTutorialGuide() {
  const headingId = useId();
  const venue = useVenueIdentity();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        My QR, 이렇게 쓰면 돼요
      </h2>
      <p className={styles.lead}>
        {withParticle(venue.name, '은/는')} My QR 하나로 입장하고, 입장한 뒤에는 휴대폰이 층별 현장
        안내가 돼요.
      </p>
      <ol className={styles.steps}>
        <li className={styles.stepItem}>
          <h3>방문 당일 QR 발급</h3>
          <p>
            My QR에서 휴대폰 본인인증을 하면 오늘의 QR이 발급돼요. QR은 발급한 날 자정까지만 쓸 수
            있어요. 만 14세 미만은 보호자 인증이 함께 필요해요.
          </p>
        </li>
        <li className={styles.stepItem}>
          <h3>입구에서 QR 보여 주기</h3>
          <p>
            화면 밝기를 조금 올리고 스태프에게 QR을 보여 주세요. 카메라가 읽지 못하면 QR 아래의 입장
            코드 8자리를 알려 주시면 돼요.
          </p>
        </li>
        <li className={styles.stepItem}>
          <h3>환영 메시지 도착</h3>
          <p>
            스캔하는 순간 휴대폰에 환영 메시지가 떠요. 체험방법 안내가 있는 프로그램이면 버튼 하나로
            바로 확인할 수 있어요.
          </p>
        </li>
        <li className={styles.stepItem}>
          <h3>홈 화면이 현장 안내로</h3>
          <p>
            입장 후에는 홈 화면이 층별 지도와 지금 진행 중인 프로그램을 보여 주는 현장 안내로
            바뀌어요. 예약한 프로그램도 그곳에서 QR로 참여를 확인해요.
          </p>
        </li>
      </ol>
      <div className={styles.actions}>
        <ButtonLink to={paths.qr.getHref()} block>
          My QR 열기
        </ButtonLink>
        <Link to={paths.seongsu.main.getHref('space')} className={styles.textLink}>
          층별 공간 안내 보기
        </Link>
      </div>
    </section>
  );
}
