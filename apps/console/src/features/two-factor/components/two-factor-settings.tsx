import {
  type Operator,
  type StaffTotpSetup,
  type StaffTotpStatus,
  staffTotpDisableBody,
  staffTotpEnableBody,
} from '@venue/contract';
import { useState } from 'react';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { refusalWords } from '../../../lib/api-client';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useTotpDisable, useTotpEnable, useTotpSetup, useTotpStatus } from '../api/two-factor';
import css from './two-factor-settings.module.css';

/** The base32 secret in groups of four, as it is easier to read off and type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * /staff/two-factor (ADMIN, decision 035): the operator's own two-factor login. Off: 켜기 asks
 * the server for a new secret (its QR drawn by the server, and the key to type by hand) and the
 * app's first code turns it on. On: since when, and 끄기 with the current password. Another
 * ADMIN can turn it off for a lost phone under 운영자 관리.
 */
export function TwoFactorSettings({ operator }: { operator: Operator }) {
  const status = useTotpStatus();
  const [done, setDone] = useState('');

  return (
    <div className={styles.page}>
      <PageHeader title="2단계 인증" />
      <p className={styles.who}>
        2단계 인증을 켜면 로그인할 때 비밀번호 다음에 휴대폰 인증 앱의 6자리 코드를 입력해요.
        비밀번호가 알려져도 휴대폰이 없으면 로그인할 수 없어요.
      </p>
      {status.error ? <p role="alert">{status.error.message}</p> : null}
      {!status.data && !status.error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {status.data?.enabledYn === 'Y' ? (
        <TurnOff status={status.data} onDone={setDone} />
      ) : status.data ? (
        <TurnOn operator={operator} onDone={setDone} />
      ) : null}
      <FormMessages failure={undefined} done={done} />
    </div>
  );
}

function TurnOn({ operator, onDone }: { operator: Operator; onDone: (done: string) => void }) {
  const setup = useTotpSetup();
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState<StaffTotpSetup | null>(null);

  const start = () => {
    setFailure('');
    onDone('');
    setup.mutate(undefined, {
      onSuccess: setShown,
      onError: (e) => setFailure(refusalWords(e, '준비하지 못했어요. 다시 시도해 주세요.')),
    });
  };

  if (!shown) {
    return (
      <Card id="two-factor-off-heading" title="2단계 인증이 꺼져 있어요">
        <p>
          먼저 휴대폰에 Google Authenticator, Microsoft Authenticator 같은 인증 앱을 설치해 주세요.
        </p>
        <button
          type="button"
          className={styles.bigButton}
          disabled={setup.isPending}
          onClick={start}
        >
          2단계 인증 켜기
        </button>
        <FormMessages failure={failure} />
      </Card>
    );
  }
  return (
    <ConfirmCode
      loginId={operator.loginId}
      setup={shown}
      onCancel={() => setShown(null)}
      onDone={onDone}
    />
  );
}

function ConfirmCode({
  loginId,
  setup,
  onCancel,
  onDone,
}: {
  loginId: string;
  setup: StaffTotpSetup;
  onCancel: () => void;
  onDone: (done: string) => void;
}) {
  const enable = useTotpEnable();
  // What was done goes to the page: the form itself gives way to the other state's form.
  const {
    bind,
    submit,
    failure,
    formState: { isSubmitting },
  } = useContractForm(
    staffTotpEnableBody,
    { code: '' },
    async (body) => {
      await enable.mutateAsync(body);
      onDone('2단계 인증을 켰어요. 다음 로그인부터 인증 앱의 코드를 입력해요.');
    },
    { fields: ['code'], fallback: '켜지 못했어요. 다시 시도해 주세요.' },
  );

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="two-factor-setup-heading"
    >
      <h2 id="two-factor-setup-heading" className={styles.cardTitle}>
        인증 앱에 계정 추가하기
      </h2>
      <ol className={css.steps}>
        <li>인증 앱에서 QR 코드 스캔을 골라 아래 QR을 찍어 주세요.</li>
        <li>앱에 {loginId} 계정이 생기면, 보이는 6자리 코드를 아래에 입력해 주세요.</li>
      </ol>
      <img
        className={css.qr}
        src={setup.qrSvgDataUrl}
        alt={`${loginId} 계정의 2단계 인증 QR 코드`}
      />
      <div className={css.manual}>
        <p className={styles.hint} id="two-factor-key-hint">
          QR을 찍을 수 없다면 앱에 이 키를 직접 입력해 주세요.
        </p>
        <p className={css.secret} aria-describedby="two-factor-key-hint">
          <code>{grouped(setup.secret)}</code>
        </p>
      </div>
      <TextField
        id="two-factor-code"
        label="인증 앱의 6자리 코드"
        className={`${styles.input} ${styles.codeInput}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        {...bind('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
      />
      <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
        확인하고 켜기
      </button>
      <button type="button" className={styles.smallButton} onClick={onCancel}>
        취소
      </button>
      <FormMessages failure={failure} />
    </form>
  );
}

function TurnOff({ status, onDone }: { status: StaffTotpStatus; onDone: (done: string) => void }) {
  const disable = useTotpDisable();
  // What was done goes to the page: the form itself gives way to the other state's form.
  const {
    bind,
    submit,
    failure,
    formState: { isSubmitting },
  } = useContractForm(
    staffTotpDisableBody,
    { password: '' },
    async (body) => {
      await disable.mutateAsync(body);
      onDone('2단계 인증을 껐어요. 이제 비밀번호만으로 로그인해요.');
    },
    { fields: ['password'], fallback: '끄지 못했어요. 다시 시도해 주세요.' },
  );

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="two-factor-on-heading"
    >
      <h2 id="two-factor-on-heading" className={styles.cardTitle}>
        2단계 인증을 쓰고 있어요
      </h2>
      {status.enabledAt ? <p>켠 때: {seoulDateTimeLabel(status.enabledAt)}</p> : null}
      <p className={styles.hint}>
        끄려면 지금 비밀번호를 입력해 주세요. 휴대폰을 잃어버렸다면 다른 관리자에게 운영자 관리에서
        2단계 인증 초기화를 요청해 주세요.
      </p>
      <TextField
        id="two-factor-password"
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <button
        type="submit"
        className={`${styles.smallButton} ${styles.dangerButton} ${css.offButton}`}
        disabled={isSubmitting}
      >
        2단계 인증 끄기
      </button>
      <FormMessages failure={failure} />
    </form>
  );
}
