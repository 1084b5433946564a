import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../../components/console.module.css';
import { venueName } from '../../../config/venue';
import { isApiRequestError } from '../../../lib/api-client';
import { useStaffLogin } from '../api/staff-login';
import { staffRedirectTarget } from '../staff-redirect';

const messages = {
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  failed: '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * /staff/login (decision 017): the staff console's own login, apart from the members' logins.
 * A refusal (wrong id or password, too many tries) shows the server's message under the form and
 * keeps the id; success goes to `?redirect=` when it is a console page, else the scanner.
 */
export function StaffLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useStaffLogin();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (!loginId.trim()) return setError(messages.loginIdRequired);
    if (!password) return setError(messages.passwordRequired);
    setError('');
    login.mutate(
      { loginId: loginId.trim(), password },
      {
        onSuccess: () => navigate(staffRedirectTarget(params.get('redirect')), { replace: true }),
        onError: (failure) => {
          setPassword('');
          setError(isApiRequestError(failure) ? failure.message : messages.failed);
        },
      },
    );
  };

  return (
    <main className={`${styles.page} ${styles.standalone}`}>
      <div>
        <p className={styles.brand}>{venueName}</p>
        <h1 className={styles.heading}>스태프 콘솔</h1>
        <p className={styles.who}>입장 확인을 하려면 스태프 계정으로 로그인해 주세요.</p>
      </div>
      <form
        className={styles.card}
        onSubmit={submit}
        noValidate
        aria-label="스태프 로그인"
        aria-describedby={error ? errorId : undefined}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor="staff-login-id">
            아이디
          </label>
          <input
            id="staff-login-id"
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={loginId}
            onChange={(event) => setLoginId(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="staff-login-password">
            비밀번호
          </label>
          <input
            id="staff-login-password"
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.bigButton} disabled={login.isPending}>
          {login.isPending ? '로그인하는 중…' : '로그인'}
        </button>
        <p id={errorId} className={styles.formError} role="alert">
          {error}
        </p>
      </form>
    </main>
  );
}
