import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { showAlert } from '../../../stores/alert-store';
import { useHeaderTitle } from '../../../stores/header-store';
import { useWithdraw } from '../api/withdraw';
import { settingPaths } from '../setting-paths';
import { leaveSettings } from './member-only';
import styles from './settings.module.css';

/** Spec 001 §8 withdraw failure, verbatim. */
export const WITHDRAW_FAILURE = { title: '오류', subtitle: '서비스 탈퇴 중 에러가 발생했습니다.' };
/** Spec 001 §2, §9: the retention text shown before withdrawing. */
export const RETENTION_TEXT =
  '예약·응모 등 거래 내역이 있는 경우, 관련 법령에 따라 계정 정보는 탈퇴 후 5년간 보관된 뒤 파기돼요.';

/**
 * /setting/withdraw (spec 001 §2 Settings "Withdraw"): what happens, an agreement box that must
 * be ticked, then a confirm dialog; POST /api/withdraw ends the session and replaces this page
 * with the one-shot complete page.
 */
export function SettingWithdraw() {
  useHeaderTitle('서비스 탈퇴');
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdraw({
    onSuccess: () => navigate(settingPaths.withdrawComplete.getHref(), { replace: true }),
    onError: () => {
      setConfirming(false);
      showAlert(WITHDRAW_FAILURE);
    },
  });

  const start = () => {
    if (!agreed) {
      showAlert({ title: '탈퇴 안내를 확인하고 동의해 주세요.' });
      return;
    }
    setConfirming(true);
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>탈퇴하기 전에 확인해 주세요</h2>
      <ul className={styles.notice}>
        <li>탈퇴하면 이름, 휴대폰 번호 등 회원 정보는 바로 삭제되고 다시 되돌릴 수 없어요.</li>
        <li>연결된 T아이디·카카오 로그인과 1:1 문의 내역, 발급된 QR도 함께 삭제돼요.</li>
        <li>
          <strong>{RETENTION_TEXT}</strong>
        </li>
        <li>예정된 예약이나 응모가 있다면 탈퇴 전에 내역에서 확인해 주세요.</li>
      </ul>
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)}>
        안내 사항을 모두 확인했으며 탈퇴에 동의해요.
      </Checkbox>
      <div className={styles.actions}>
        <Button block onClick={start}>
          탈퇴하기
        </Button>
      </div>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title="정말 탈퇴하시겠어요?"
        description="탈퇴하면 지금 로그인한 모든 기기에서 로그아웃돼요."
        footer={
          <div className={styles.sheetActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              취소
            </Button>
            <Button
              onClick={() => {
                leaveSettings();
                withdraw.mutate();
              }}
              disabled={withdraw.isPending}
            >
              탈퇴하기
            </Button>
          </div>
        }
      >
        <p className={styles.rowSub}>시그널 하우스를 이용해 주셔서 고마웠어요.</p>
      </BottomSheet>
    </div>
  );
}
