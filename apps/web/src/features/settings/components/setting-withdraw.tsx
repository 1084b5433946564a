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
/**
 * Spec 001 §2, §9: the retention text shown before withdrawing, made exact: what
 * is kept is the transaction record, apart from the profile, not the member's details.
 */
export const RETENTION_TEXT =
  '예약·응모 내역이 있다면 관련 법령(전자상거래법)에 따라 아래 기록은 회원 정보와 분리해 탈퇴 후 5년간 보관한 뒤 파기돼요.';

/**
 * What POST /api/withdraw does (decision 019; settings.repository.ts anonymiseMember and
 * deleteWithdrawnMemberData): deleted at once …
 */
export const DELETED_AT_ONCE = [
  '이름, 휴대폰 번호, 이메일, 생년월일, 성별, 통신사와 본인확인 정보(CI·DI)',
  '연결된 T아이디·카카오 로그인과 법정대리인 정보',
  '1:1 문의와 첨부한 사진, 오늘 이후의 My QR',
  '선택 약관 동의(모두 철회돼요)',
] as const;

/** … and kept, tied only to the anonymised account, until the purge five years later. */
export const KEPT_FIVE_YEARS = [
  '예약·응모 내역(신청할 때 입력한 이름·연락처와 답변, 프로그램 약관 동의 포함)',
  '지난 체크인 기록과 드로우 투어 도장',
  '약관 동의·철회 이력',
] as const;

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
      <h3 className={styles.noticeTitle}>탈퇴하면 바로 삭제돼요</h3>
      <ul className={styles.notice} aria-label="탈퇴하면 바로 삭제돼요">
        {DELETED_AT_ONCE.map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>설문 응답은 누가 답했는지 알 수 없는 통계로만 남아요.</li>
      </ul>
      <h3 className={styles.noticeTitle}>5년간 보관한 뒤 파기돼요</h3>
      <p className={styles.noticeLead}>
        <strong>{RETENTION_TEXT}</strong>
      </p>
      <ul className={styles.notice} aria-label="5년간 보관한 뒤 파기돼요">
        {KEPT_FIVE_YEARS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.noticeLead}>
        탈퇴는 되돌릴 수 없어요. 예정된 예약·응모가 있다면 탈퇴 전에 내역에서 취소해 주세요. 탈퇴한
        뒤에는 My QR로 입장할 수 없어요.
      </p>
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)}>
        안내 사항을 모두 확인했으며 탈퇴에 동의해요.
      </Checkbox>
      <div className={styles.actions}>
        <Button variant="danger" block onClick={start}>
          탈퇴하기
        </Button>
      </div>
      <BottomSheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title="정말 탈퇴하시겠어요?"
        description="지금 로그인한 모든 기기에서 로그아웃되고, 회원 정보는 바로 삭제돼 되돌릴 수 없어요."
        footer={
          <div className={styles.sheetActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              취소
            </Button>
            <Button
              variant="danger"
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
        <p className={styles.rowSub}>
          예약·응모 내역은 회원 정보와 분리해 5년간 보관한 뒤 파기돼요.
        </p>
      </BottomSheet>
    </div>
  );
}
