import {
  type StaffVipKey,
  type StaffVipKeyIssueBody,
  staffVipKeyIssueBody,
  type VipKeyState,
} from '@venue/contract';
import { addDays, seoulToday } from '@venue/contract/domain';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import listStyles from '../../../components/list.module.css';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { lastValidDay } from '../../../lib/seoul-time';
import { useVipKeys } from '../api/get-vip-keys';
import { useIssueVipKey } from '../api/issue-vip-key';
import { useRevokeVipKey } from '../api/revoke-vip-key';

export const vipKeyStateLabels: Record<VipKeyState, string> = {
  ACTIVE: '사용 가능',
  EXPIRED: '만료',
  USED_UP: '횟수 소진',
  REVOKED: '사용 중지',
};

/**
 * /staff/vip-keys (ADMIN, decision 033): VIP access keys for /vip, each with an expiry day and a
 * number of uses. The digits are shown once, when issued (only a keyed hash is kept); a key can
 * be stopped at any time, after which it logs nobody in.
 */
export function VipKeys() {
  const [page, setPage] = useState(1);
  const keys = useVipKeys(page);
  const revoke = useRevokeVipKey();
  const [asking, setAsking] = useState<StaffVipKey | null>(null);
  const [failure, setFailure] = useState('');

  const confirmRevoke = async () => {
    if (!asking) return;
    setFailure('');
    try {
      await revoke.mutateAsync({ vipKeyIdx: asking.vipKeyIdx });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '사용 중지하지 못했어요.');
    }
    setAsking(null);
  };

  return (
    <div className={cms.page}>
      <PageHeader title="VIP 키" />
      <div className={cms.split}>
        <IssueForm />
        <ListCard
          id="vip-keys-heading"
          title="발급한 키"
          above={<FormMessages failure={failure} />}
          read={{ data: keys.data, error: keys.error }}
          empty="발급한 키가 없어요."
          pager={{ label: 'VIP 키 페이지', page, onPage: setPage }}
        >
          {(rows) => (
            <ul className={listStyles.list}>
              {rows.map((key) => (
                <li key={key.vipKeyIdx} className={listStyles.row}>
                  <span className={listStyles.rowTop}>
                    <span className={styles.badge}>{vipKeyStateLabels[key.state]}</span>
                    <span className={listStyles.title}>{key.label}</span>
                  </span>
                  <span className={listStyles.meta}>
                    {key.useCount}/{key.maxUses}회 사용 · {lastValidDay(key.expiresAt)}까지 · 발급{' '}
                    {key.issuedBy ?? '샌드박스'}
                    {key.userIdx ? ` · 회원번호 ${key.userIdx}` : ''}
                  </span>
                  {key.state === 'ACTIVE' || key.state === 'USED_UP' ? (
                    <span>
                      <button
                        type="button"
                        className={`${styles.smallButton} ${styles.dangerButton}`}
                        aria-label={`${key.label} 사용 중지`}
                        onClick={() => setAsking(key)}
                      >
                        사용 중지
                      </button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListCard>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={`'${asking?.label ?? ''}' 키를 사용 중지할까요?`}
        confirmLabel="사용 중지"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setAsking(null)}
      >
        이 키로는 더 이상 아무도 로그인할 수 없어요. 이 키로 가입한 회원도 마찬가지예요. 되돌릴 수
        없어요.
      </ConfirmDialog>
    </div>
  );
}

type IssueInput = StaffVipKeyIssueBody;

function IssueForm() {
  const issue = useIssueVipKey();
  const [issued, setIssued] = useState<{ label: string; accessKey: string } | null>(null);
  const today = seoulToday(new Date());
  const empty: IssueInput = { label: '', expiresOn: addDays(today, 30), maxUses: 1 };
  const {
    bind,
    reset,
    submit,
    failure,
    formState: { isSubmitting },
  } = useContractForm(
    staffVipKeyIssueBody,
    empty,
    async (values) => {
      setIssued(null);
      const key = await issue.mutateAsync(values);
      setIssued({ label: key.label, accessKey: key.accessKey });
      reset(empty);
    },
    {
      fields: ['label', 'expiresOn', 'maxUses'],
      fallback: '발급하지 못했어요. 다시 시도해 주세요.',
    },
  );
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="vip-issue-heading">
      <h2 id="vip-issue-heading" className={styles.cardTitle}>
        새 키 발급
      </h2>
      <TextField
        id="vip-label"
        label="이름"
        compact
        hint="누구에게 주는 키인지 (예: 프레스 초청 11월)"
        {...bind('label')}
      />
      <TextField
        id="vip-expires-on"
        label="만료일"
        type="date"
        compact
        min={today}
        hint="이날 자정까지 쓸 수 있어요."
        {...bind('expiresOn')}
      />
      <TextField
        id="vip-max-uses"
        label="사용 횟수"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        compact
        {...bind('maxUses', { valueAsNumber: true })}
      />
      <button type="submit" className={cms.primary} disabled={isSubmitting}>
        발급하기
      </button>
      <FormMessages failure={failure} />
      {issued ? (
        <div role="status" className={styles.notice}>
          <p>
            <strong>{issued.label}</strong> 키를 발급했어요. 이 번호는 지금 한 번만 보여요.
          </p>
          <p>
            <output aria-label="발급한 VIP 키" className={styles.codeInput}>
              {issued.accessKey}
            </output>
          </p>
        </div>
      ) : null}
    </form>
  );
}
