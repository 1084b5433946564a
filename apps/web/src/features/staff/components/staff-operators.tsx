import type { Operator, OperatorAccount } from '@venue/contract';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreateOperator } from '../api/create-operator';
import { useOperators } from '../api/get-operators';
import { isStaffSessionLost } from '../api/staff-failures';
import { useUnlockOperator } from '../api/unlock-operator';
import { useUpdateOperator } from '../api/update-operator';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  type OperatorForm,
  type OperatorFormErrors,
  operatorFormErrors,
} from '../operator-form-rules';
import { loginLockLabel } from '../operator-lock-label';
import { staffPaths } from '../staff-paths';
import { useStaffLoginReturn } from '../use-staff-login-return';
import styles from './staff.module.css';
import { roleLabels, StaffConsoleBar } from './staff-console-bar';

const emptyForm: OperatorForm = { loginId: '', name: '', password: '', role: 'STAFF' };

/**
 * /staff/operators (decision 017): ADMIN only. The operator accounts, a form to create one,
 * 사용 중지 / 다시 사용 to turn an account off or on (never one's own), and for an account whose
 * login is locked (decision 024) what is locked and 잠금 해제. STAFF see a no-access state.
 */
export function StaffOperators({ operator }: { operator: Operator }) {
  const loginReturn = useStaffLoginReturn();
  const admin = operator.role === 'ADMIN';
  const operators = useOperators({ enabled: admin });
  const lost = operators.isError && isStaffSessionLost(operators.error) ? loginReturn.href : null;
  if (lost) return <Navigate to={lost} replace />;

  return (
    <div className={styles.page}>
      <StaffConsoleBar operator={operator} title="운영자 관리" current="operators" />
      {admin ? (
        <>
          <OperatorList me={operator} operators={operators.data} error={operators.error} />
          <CreateOperatorForm />
        </>
      ) : (
        <section className={`${styles.card} ${styles.centered}`} aria-labelledby="no-access">
          <h2 id="no-access" className={styles.cardTitle}>
            권한이 없어요
          </h2>
          <p>운영자 관리는 관리자 계정만 쓸 수 있어요. 필요하면 관리자에게 요청해 주세요.</p>
          <Link className={styles.bigButton} to={staffPaths.scanner.getHref()}>
            스캐너로 돌아가기
          </Link>
        </section>
      )}
    </div>
  );
}

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
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const toggle = (target: Operator) => {
    setFailure('');
    setDone('');
    update.mutate(
      { operatorIdx: target.operatorIdx, activeYn: target.activeYn === 'Y' ? 'N' : 'Y' },
      {
        onError: (e) =>
          setFailure(isApiRequestError(e) ? e.message : '바꾸지 못했어요. 다시 시도해 주세요.'),
      },
    );
  };
  const release = (target: Operator) => {
    setFailure('');
    setDone('');
    unlock.mutate(
      { operatorIdx: target.operatorIdx },
      {
        onSuccess: () => setDone(`${target.name} 님의 로그인 잠금을 풀었어요.`),
        onError: (e) =>
          setFailure(
            isApiRequestError(e) ? e.message : '잠금을 풀지 못했어요. 다시 시도해 주세요.',
          ),
      },
    );
  };
  const lockedCount = operators?.filter((item) => item.loginLock.lockedYn === 'Y').length ?? 0;

  return (
    <section className={styles.card} aria-labelledby="staff-operators-heading">
      <h2 id="staff-operators-heading" className={styles.cardTitle}>
        운영자 계정
      </h2>
      {error ? <p role="alert">{error.message}</p> : null}
      {!operators && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {lockedCount > 0 ? (
        <p className={styles.lockSummary}>로그인이 잠긴 운영자가 {lockedCount}명 있어요.</p>
      ) : null}
      {operators ? (
        <ul>
          {operators.map((item) => {
            const active = item.activeYn === 'Y';
            const self = item.operatorIdx === me.operatorIdx;
            const locked = item.loginLock.lockedYn === 'Y';
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
                    {item.loginId} · {roleLabels[item.role]} · {active ? '사용 중' : '사용 중지됨'}
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
                      onClick={() => release(item)}
                    >
                      잠금 해제
                    </button>
                  ) : null}
                  {self ? null : (
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={update.isPending}
                      aria-label={`${item.name} ${active ? '사용 중지' : '다시 사용'}`}
                      onClick={() => toggle(item)}
                    >
                      {active ? '사용 중지' : '다시 사용'}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      <p className={styles.status} role="status">
        {done}
      </p>
    </section>
  );
}

function CreateOperatorForm() {
  const create = useCreateOperator();
  const [form, setForm] = useState<OperatorForm>(emptyForm);
  const [errors, setErrors] = useState<OperatorFormErrors>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');

  const set = (field: keyof OperatorForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = operatorFormErrors(form);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { ...form, loginId: form.loginId.trim(), name: form.name.trim() },
      {
        onSuccess: (created) => {
          setForm(emptyForm);
          setDone(`${created.name} 님의 계정(${created.loginId})을 만들었어요.`);
        },
        onError: (e) => {
          if (!isApiRequestError(e)) return setFailure('만들지 못했어요. 다시 시도해 주세요.');
          const fieldErrors: OperatorFormErrors = {};
          for (const field of e.fields ?? []) {
            if (field.path === 'loginId' || field.path === 'name' || field.path === 'password') {
              fieldErrors[field.path] = field.message;
            }
          }
          setErrors(fieldErrors);
          setFailure(e.message);
        },
      },
    );
  };

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
        value={form.loginId}
        error={errors.loginId}
        hint="영문, 숫자, . _ - 로 3~40자"
        autoComplete="off"
        onChange={set('loginId')}
      />
      <TextField
        id="operator-name"
        label="이름"
        value={form.name}
        error={errors.name}
        autoComplete="off"
        onChange={set('name')}
      />
      <TextField
        id="operator-password"
        label="비밀번호"
        type="password"
        value={form.password}
        error={errors.password}
        hint={`${OPERATOR_PASSWORD_MIN_LENGTH}자 이상`}
        autoComplete="new-password"
        onChange={set('password')}
      />
      <fieldset className={styles.roles}>
        <legend>역할</legend>
        {(['STAFF', 'EDITOR', 'ADMIN'] as const).map((role) => (
          <label key={role} className={styles.role}>
            <input
              type="radio"
              name="operator-role"
              value={role}
              checked={form.role === role}
              onChange={() => set('role')(role)}
            />
            {roleLabels[role]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.bigButton} disabled={create.isPending}>
        계정 만들기
      </button>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      <p className={styles.status} role="status">
        {done}
      </p>
    </form>
  );
}

function TextField({
  id,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  onChange: (value: string) => void;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
