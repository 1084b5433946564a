import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../../components/console.module.css';
import { TextField } from '../../../components/form-fields';
import { isApiRequestError, refusalWords } from '../../../lib/api-client';
import { NEUTRAL_CONSOLE_NAME, useVenueName } from '../../../lib/use-venue-name';
import { needsTotpCode, useStaffLogin, useStaffLoginTotp } from '../api/staff-login';
import { staffRedirectTarget } from '../staff-redirect';

const messages = {
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  codeRequired: '인증 앱의 6자리 숫자를 입력해 주세요.',
  failed: '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

const failureMessage = (failure: unknown) => refusalWords(failure, messages.failed);

/**
 * /staff/login (decisions 017, 035): the staff console's own login, apart from the members'
 * logins. A refusal (wrong id or password, too many tries) shows the server's message under the
 * form and keeps the id. An account with two-factor login on is asked next for the code of its
 * authenticator app; an old challenge goes back to the password. Success goes to `?redirect=`
 * when it is a console page, else the scanner.
 */
export function StaffLogin() {
  const [params] = useSearchParams();
  const venueName = useVenueName();
  const navigate = useNavigate();
  const [loginId, setLoginId] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartReason, setRestartReason] = useState('');
  const enter = () => navigate(staffRedirectTarget(params.get('redirect')), { replace: true });

  return (
    <main className={`${styles.page} ${styles.standalone}`}>
      <div>
        <p className={styles.brand}>{venueName ?? NEUTRAL_CONSOLE_NAME}</p>
        <h1 className={styles.heading}>스태프 콘솔</h1>
        <p className={styles.who}>
          {challenge === null
            ? '입장 확인을 하려면 스태프 계정으로 로그인해 주세요.'
            : '2단계 인증을 켠 계정이에요. 인증 앱에 보이는 코드로 로그인을 마쳐 주세요.'}
        </p>
      </div>
      {challenge === null ? (
        <PasswordStep
          loginId={loginId}
          onLoginIdChange={setLoginId}
          initialError={restartReason}
          onSession={enter}
          onChallenge={(next) => {
            setRestartReason('');
            setChallenge(next);
          }}
        />
      ) : (
        <CodeStep
          challenge={challenge}
          onSession={enter}
          onRestart={(reason) => {
            setRestartReason(reason);
            setChallenge(null);
          }}
        />
      )}
    </main>
  );
}

function PasswordStep({
  loginId,
  onLoginIdChange,
  initialError,
  onSession,
  onChallenge,
}: {
  loginId: string;
  onLoginIdChange: (loginId: string) => void;
  /** Why the login starts over (an old two-factor challenge), shown until the next try. */
  initialError: string;
  onSession: () => void;
  onChallenge: (challenge: string) => void;
}) {
  const login = useStaffLogin();
  const [password, setPassword] = useState('');
  const [error, setError] = useState(initialError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (!loginId.trim()) return setError(messages.loginIdRequired);
    if (!password) return setError(messages.passwordRequired);
    setError('');
    login.mutate(
      { loginId: loginId.trim(), password },
      {
        onSuccess: (answer) => {
          if (needsTotpCode(answer)) onChallenge(answer.challenge);
          else onSession();
        },
        onError: (failure) => {
          setPassword('');
          setError(failureMessage(failure));
        },
      },
    );
  };

  return (
    <LoginForm label="스태프 로그인" error={error} onSubmit={submit}>
      <TextField
        id="staff-login-id"
        label="아이디"
        error={undefined}
        name="username"
        autoComplete="username"
        value={loginId}
        onChange={(event) => onLoginIdChange(event.target.value)}
      />
      <TextField
        id="staff-login-password"
        label="비밀번호"
        error={undefined}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className={styles.bigButton} disabled={login.isPending}>
        {login.isPending ? '로그인하는 중…' : '로그인'}
      </button>
    </LoginForm>
  );
}

/**
 * The second step: the authenticator app's 6-digit code (digits only; a space as the apps show
 * it is dropped). A wrong or used code shows on the field and may be tried again (the server's
 * throttle counts it); an old challenge starts the login over.
 */
function CodeStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: string;
  onSession: () => void;
  onRestart: (reason: string) => void;
}) {
  const loginTotp = useStaffLoginTotp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // The field takes focus as the step appears, and again after a refused code.
  useEffect(() => {
    if (!loginTotp.isPending) input.current?.focus();
  }, [loginTotp.isPending]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginTotp.isPending) return;
    if (!/^\d{6}$/.test(code)) return setCodeError(messages.codeRequired);
    setCodeError(undefined);
    setError('');
    loginTotp.mutate(
      { challenge, code },
      {
        onSuccess: onSession,
        onError: (failure) => {
          setCode('');
          if (isApiRequestError(failure) && failure.errorCode === 'STAFF_LOGIN_EXPIRED') {
            onRestart(failure.message);
          } else if (isApiRequestError(failure) && failure.errorCode === 'STAFF_LOGIN_FAILED') {
            setCodeError(failure.message);
          } else {
            setError(failureMessage(failure));
          }
        },
      },
    );
  };

  return (
    <LoginForm label="2단계 인증" error={error} onSubmit={submit}>
      <TextField
        ref={input}
        id="staff-login-code"
        label="인증 앱의 6자리 코드"
        hint="Google Authenticator 같은 인증 앱에서 이 계정의 코드를 확인해 주세요."
        error={codeError}
        className={`${styles.input} ${styles.codeInput}`}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <button type="submit" className={styles.bigButton} disabled={loginTotp.isPending}>
        {loginTotp.isPending ? '확인하는 중…' : '확인'}
      </button>
      <button type="button" className={styles.smallButton} onClick={() => onRestart('')}>
        처음부터 다시 로그인
      </button>
    </LoginForm>
  );
}

/** A step's card: its fields, then the refusal of the step as a whole (an alert). */
function LoginForm({
  label,
  error,
  onSubmit,
  children,
}: {
  label: string;
  error: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <form
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
    >
      {children}
      <p id={errorId} className={styles.formError} role="alert">
        {error}
      </p>
    </form>
  );
}
