import {
  type Operator,
  type OperatorAccount,
  type OperatorRole,
  operatorRole,
  staffOperatorCreateBody,
} from '@venue/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { usePageMessages } from '../../../components/cms/resource-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { roleLabels } from '../../../config/roles';
import { refusalWords } from '../../../lib/api-client';
import { useCreateOperator } from '../api/create-operator';
import { useOperators } from '../api/get-operators';
import { useResetOperatorPassword } from '../api/reset-operator-password';
import { useResetOperatorTotp } from '../api/reset-operator-totp';
import { useUnlockOperator } from '../api/unlock-operator';
import { useUpdateOperator } from '../api/update-operator';
import { loginLockLabel } from '../operator-lock-label';

/**
 * /staff/operators (decision 017): ADMIN only. The operator accounts, a form to create one,
 * 사용 중지 / 다시 사용 to turn an account off or on and its 역할 (never one's own), 비밀번호
 * 초기화 after a confirmation (the temporary password shows once; decision 034), 2단계 인증
 * 초기화 for an account with two-factor login on (a lost phone; decision 035), and for an
 * account whose login is locked (decision 024) what is locked and 잠금 해제. Only ADMINs reach it
 * (app/console-pages.tsx); the server refuses everyone else's calls too.
 */
export function StaffOperators({ operator }: { operator: Operator }) {
  const operators = useOperators();

  return (
    <div className={styles.page}>
      <PageHeader title="운영자 관리" />
      <OperatorList me={operator} operators={operators.data} error={operators.error} />
      <CreateOperatorForm />
    </div>
  );
}

const NOT_CHANGED = '바꾸지 못했어요. 다시 시도해 주세요.';
const NOT_RESET = '초기화하지 못했어요. 다시 시도해 주세요.';

function OperatorList({
  me,
  operators,
  error,
}: {
  me: Operator;
  operators: OperatorAccount[] | undefined;
  error: Error | null;
}) {
  const update = useUpdateOperator();
  const unlock = useUnlockOperator();
  const resetPassword = useResetOperatorPassword();
  const { done, failure, say, fail, clear } = usePageMessages();
  const [resetting, setResetting] = useState<Operator | null>(null);
  const resetTotp = useResetOperatorTotp();
  const [resettingTotp, setResettingTotp] = useState<Operator | null>(null);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  /** One change to an account: the messages cleared, then `then` or the server's refusal. */
  const act = async <Result,>(
    write: () => Promise<Result>,
    fallback: string,
    then: (result: Result) => void = () => {},
  ) => {
    clear();
    try {
      then(await write());
    } catch (e) {
      fail(refusalWords(e, fallback));
    }
  };
  const changeRole = (target: Operator, role: OperatorRole) =>
    act(
      () => update.mutateAsync({ operatorIdx: target.operatorIdx, role }),
      NOT_CHANGED,
      () => say(`${target.name} 님의 역할을 ${roleLabels[role]}(으)로 바꿨어요.`),
    );
  const confirmReset = async () => {
    const target = resetting;
    if (!target) return;
    await act(
      () => resetPassword.mutateAsync({ operatorIdx: target.operatorIdx }),
      NOT_RESET,
      (result) => setIssued({ name: target.name, password: result.temporaryPassword }),
    );
    setResetting(null);
  };
  const confirmTotpReset = async () => {
    const target = resettingTotp;
    if (!target) return;
    await act(
      () => resetTotp.mutateAsync({ operatorIdx: target.operatorIdx }),
      NOT_RESET,
      () => say(`${target.name} 님의 2단계 인증을 초기화했어요. 이제 비밀번호만으로 로그인해요.`),
    );
    setResettingTotp(null);
  };
  const toggle = (target: Operator) =>
    act(
      () =>
        update.mutateAsync({
          operatorIdx: target.operatorIdx,
          activeYn: target.activeYn === 'Y' ? 'N' : 'Y',
        }),
      NOT_CHANGED,
    );
  const release = (target: Operator) =>
    act(
      () => unlock.mutateAsync({ operatorIdx: target.operatorIdx }),
      '잠금을 풀지 못했어요. 다시 시도해 주세요.',
      () => say(`${target.name} 님의 로그인 잠금을 풀었어요.`),
    );
  const lockedCount = operators?.filter((item) => item.loginLock.lockedYn === 'Y').length ?? 0;
  const below = (
    <>
      {issued ? (
        <div className={styles.notice} role="status" aria-label="임시 비밀번호">
          <p>{issued.name} 님의 임시 비밀번호예요. 지금만 보여요: 본인에게 직접 전해 주세요.</p>
          <p className={styles.temporaryPassword}>
            <code>{issued.password}</code>
          </p>
          <p>이 비밀번호로 로그인하면 새 비밀번호를 정하게 돼요.</p>
          <button type="button" className={styles.smallButton} onClick={() => setIssued(null)}>
            확인했어요
          </button>
        </div>
      ) : null}
      <FormMessages failure={failure} done={done} />
      <ConfirmDialog
        open={resetting !== null}
        title={`${resetting?.name ?? ''} 님의 비밀번호를 초기화할까요?`}
        confirmLabel="초기화"
        busy={resetPassword.isPending}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(null)}
      >
        <p>
          로그인 중인 화면은 모두 로그아웃돼요. 임시 비밀번호로 로그인한 뒤 새 비밀번호를 정해야
          콘솔을 쓸 수 있어요.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resettingTotp !== null}
        title={`${resettingTotp?.name ?? ''} 님의 2단계 인증을 초기화할까요?`}
        confirmLabel="초기화"
        busy={resetTotp.isPending}
        onConfirm={() => void confirmTotpReset()}
        onCancel={() => setResettingTotp(null)}
      >
        <p>
          휴대폰을 잃어버렸을 때 쓰는 기능이에요. 로그인 중인 화면은 모두 로그아웃되고, 다음
          로그인부터는 비밀번호만 입력해요. 본인이 2단계 인증 메뉴에서 다시 켤 수 있어요.
        </p>
      </ConfirmDialog>
    </>
  );

  return (
    <ListCard
      id="staff-operators-heading"
      title="운영자 계정"
      read={{ data: operators, error }}
      below={below}
    >
      {(rows) => (
        <>
          {lockedCount > 0 ? (
            <p className={styles.lockSummary}>로그인이 잠긴 운영자가 {lockedCount}명 있어요.</p>
          ) : null}
          <ul>
            {rows.map((item) => {
              const active = item.activeYn === 'Y';
              const self = item.operatorIdx === me.operatorIdx;
              const locked = item.loginLock.lockedYn === 'Y';
              const twoFactor = item.totpEnabledYn === 'Y';
              return (
                <li
                  key={item.operatorIdx}
                  className={`${styles.operator} ${active ? '' : styles.inactive}`}
                >
                  <div>
                    <p className={styles.operatorName}>
                      {item.name}
                      {self ? ' (나)' : ''}
                    </p>
                    <p className={styles.operatorMeta}>
                      {item.loginId} · {roleLabels[item.role]} ·{' '}
                      {active ? '사용 중' : '사용 중지됨'}
                      {twoFactor ? ' · 2단계 인증 사용' : ''}
                    </p>
                    {locked ? (
                      <p className={styles.lockNote}>{loginLockLabel(item.loginLock)}</p>
                    ) : null}
                  </div>
                  <div className={styles.operatorActions}>
                    {locked ? (
                      <button
                        type="button"
                        className={`${styles.smallButton} ${styles.unlockButton}`}
                        disabled={unlock.isPending}
                        aria-label={`${item.name} 로그인 잠금 해제`}
                        onClick={() => void release(item)}
                      >
                        잠금 해제
                      </button>
                    ) : null}
                    {self ? null : (
                      <>
                        <select
                          className={styles.roleSelect}
                          aria-label={`${item.name} 역할`}
                          value={item.role}
                          disabled={update.isPending}
                          onChange={(event) =>
                            void changeRole(item, operatorRole.parse(event.target.value))
                          }
                        >
                          {operatorRole.options.map((role) => (
                            <option key={role} value={role}>
                              {roleLabels[role]}
                            </option>
                          ))}
                        </select>
                        <button
                          type="button"
                          className={styles.smallButton}
                          disabled={resetPassword.isPending}
                          aria-label={`${item.name} 비밀번호 초기화`}
                          onClick={() => setResetting(item)}
                        >
                          비밀번호 초기화
                        </button>
                        {twoFactor ? (
                          <button
                            type="button"
                            className={styles.smallButton}
                            disabled={resetTotp.isPending}
                            aria-label={`${item.name} 2단계 인증 초기화`}
                            onClick={() => setResettingTotp(item)}
                          >
                            2단계 인증 초기화
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className={styles.smallButton}
                          disabled={update.isPending}
                          aria-label={`${item.name} ${active ? '사용 중지' : '다시 사용'}`}
                          onClick={() => void toggle(item)}
                        >
                          {active ? '사용 중지' : '다시 사용'}
                        </button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ListCard>
  );
}

type OperatorFormInput = z.input<typeof staffOperatorCreateBody>;
const emptyForm: OperatorFormInput = { loginId: '', name: '', password: '', role: 'STAFF' };
const formFields = ['loginId', 'name', 'password', 'role'] as const;

/**
 * The create form: the contract's own schema (`staffOperatorCreateBody`) through useContractForm,
 * so the rules and their Korean messages are the server's (the server checks again, and its
 * field errors land on the same fields).
 */
function CreateOperatorForm() {
  const create = useCreateOperator();
  // The schema trims the id and the name: what is sent is what it checked.
  const {
    bind,
    register,
    reset,
    submit,
    failure,
    done,
    setDone,
    formState: { isSubmitting },
  } = useContractForm(
    staffOperatorCreateBody,
    emptyForm,
    async (values) => {
      const created = await create.mutateAsync(values);
      reset(emptyForm);
      return `${created.name} 님의 계정(${created.loginId})을 만들었어요.`;
    },
    { fields: formFields, fallback: '만들지 못했어요. 다시 시도해 주세요.' },
  );

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="staff-create-heading"
    >
      <h2 id="staff-create-heading" className={styles.cardTitle}>
        운영자 추가
      </h2>
      <TextField
        id="operator-login-id"
        label="아이디"
        hint="영문, 숫자, . _ - 로 3~40자"
        autoComplete="off"
        {...bind('loginId', { onChange: () => setDone('') })}
      />
      <TextField
        id="operator-name"
        label="이름"
        autoComplete="off"
        {...bind('name', { onChange: () => setDone('') })}
      />
      <TextField
        id="operator-password"
        label="비밀번호"
        type="password"
        hint="10자 이상"
        autoComplete="new-password"
        {...bind('password', { onChange: () => setDone('') })}
      />
      <fieldset className={styles.roles}>
        <legend>역할</legend>
        {(['STAFF', 'EDITOR', 'ADMIN'] as const).map((role) => (
          <label key={role} className={styles.role}>
            <input type="radio" value={role} {...register('role')} />
            {roleLabels[role]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
        계정 만들기
      </button>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
