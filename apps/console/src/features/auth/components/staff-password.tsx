import { type Operator, staffPasswordChangeBody } from '@venue/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { useChangePassword } from '../api/change-password';

/** The contract's body, and the new password typed twice (checked here only). */
const passwordForm = staffPasswordChangeBody
  .and(z.object({ newPasswordAgain: z.string() }))
  .refine((form) => form.newPassword === form.newPasswordAgain, {
    path: ['newPasswordAgain'],
    error: '새 비밀번호가 서로 달라요. 같은 비밀번호를 두 번 입력해 주세요.',
  });

/**
 * /staff/password (every operator, decision 034): their own password, after the current one.
 * After an ADMIN's reset the console brings the operator here first (StaffGuard) and explains
 * why; once changed, the other devices' logins have ended and the console opens as usual.
 */
export function StaffPassword({ operator }: { operator: Operator }) {
  const change = useChangePassword();
  const required = operator.mustChangePasswordYn === 'Y';
  // Whether this visit began with a required change: then, once done, the way into the console.
  const [cameRequired] = useState(required);
  const {
    bind,
    reset,
    submit,
    failure,
    done,
    formState: { isSubmitting },
  } = useContractForm(
    passwordForm,
    { currentPassword: '', newPassword: '', newPasswordAgain: '' },
    async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      return '비밀번호를 바꿨어요. 다른 기기의 로그인은 모두 끝났어요.';
    },
  );

  return (
    <div className={styles.page}>
      <PageHeader title="비밀번호 변경" />
      {required ? (
        <p className={styles.notice} role="note">
          관리자가 비밀번호를 초기화했어요. 임시 비밀번호 대신 쓸 새 비밀번호를 정해 주세요. 새
          비밀번호를 정하기 전에는 다른 메뉴를 쓸 수 없어요.
        </p>
      ) : null}
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="password-heading">
        <h2 id="password-heading" className={styles.cardTitle}>
          {operator.name} 님의 비밀번호
        </h2>
        <TextField
          id="password-current"
          label={required ? '임시 비밀번호' : '지금 비밀번호'}
          type="password"
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <TextField
          id="password-new"
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          hint="10자 이상, 지금 비밀번호와 다르게"
          {...bind('newPassword')}
        />
        <TextField
          id="password-again"
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          {...bind('newPasswordAgain')}
        />
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          비밀번호 바꾸기
        </button>
        <FormMessages failure={failure} done={done} />
        {done && cameRequired ? (
          <Link className={styles.smallButton} to={staffPaths.scanner.getHref()}>
            콘솔로 가기
          </Link>
        ) : null}
      </form>
    </div>
  );
}
