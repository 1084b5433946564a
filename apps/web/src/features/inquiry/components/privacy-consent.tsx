import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import styles from './inquiry.module.css';

/** What is collected, why and for how long (개인정보 보호법 §15: items, purpose, retention). */
export const PRIVACY_ITEMS = [
  { term: '수집 항목', detail: '이름, 휴대전화번호(회원 정보), 문의 유형·제목·내용, 첨부 사진' },
  { term: '이용 목적', detail: '문의 내용 확인, 답변 등록과 안내, 처리 기록 보관' },
  {
    term: '보유 기간',
    detail: '답변이 완료된 문의는 3년간 보관한 뒤 삭제해요. 회원 탈퇴 시에는 즉시 삭제해요.',
  },
] as const;

/**
 * The required 개인정보 수집·이용 동의 of the inquiry form: a checkbox and 자세히 보기, which
 * opens the full text in a bottom sheet with a button that agrees and closes.
 */
export function PrivacyConsent({
  checked,
  onChange,
  error,
  errorId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  errorId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.consentField}>
      <div className={styles.consentRow}>
        <Checkbox
          name="privacyAgreeYn"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          (필수) 개인정보 수집·이용 동의
        </Checkbox>
        <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
          자세히 보기
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="개인정보 수집·이용 동의"
        footer={
          <Button
            block
            onClick={() => {
              onChange(true);
              setOpen(false);
            }}
          >
            동의하고 닫기
          </Button>
        }
      >
        <p className={styles.sheetLead}>
          1:1 문의에 답변해 드리기 위해 아래와 같이 개인정보를 수집·이용해요.
        </p>
        <dl className={styles.privacyList}>
          {PRIVACY_ITEMS.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.detail}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.sheetNote}>
          동의하지 않을 수 있어요. 다만 동의하지 않으면 1:1 문의를 남길 수 없어요.
        </p>
      </BottomSheet>
    </div>
  );
}
