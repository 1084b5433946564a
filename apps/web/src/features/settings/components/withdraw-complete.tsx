import { withParticle } from '@venue/contract/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useHeaderTitle } from '../../../stores/header-store';
import { clearWithdrawComplete, hasWithdrawComplete } from '../settings-rules';
import styles from './settings.module.css';

/**
 * /setting/withdraw/complete (spec 001 §2): shown once, right after a withdrawal in this tab (a
 * sessionStorage flag the withdrawal sets and this page spends); reached any other way, or
 * reloaded, it replaces itself with the home page.
 */
export function WithdrawComplete() {
  useHeaderTitle('탈퇴 완료');
  const [allowed] = useState(hasWithdrawComplete);
  const venue = useVenueIdentity();
  useEffect(() => {
    clearWithdrawComplete();
  }, []);
  if (!allowed) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <h2 className={styles.heading}>탈퇴가 완료되었어요</h2>
      <p className={styles.lead}>
        그동안 {withParticle(venue.name, '을/를')} 이용해 주셔서 고마워요.
        <br />
        언제든 다시 찾아 주세요.
      </p>
      <ButtonLink to={paths.home.getHref()} replace block>
        홈으로
      </ButtonLink>
    </div>
  );
}
