import type { PhoneVerification } from '@venue/contract';
import {
  type LoginType,
  SMS_COUNTDOWN_SECONDS,
  type TelecomCode,
  type VerifyType,
} from '@venue/contract/domain';
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import type { VerifiedPerson } from '../../../stores/auth-store';
import { isClientFailure } from '../api/client-failure';
import { type PhoneSendBody, useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import {
  identificationMessages,
  identityFromResident,
  isCompleteCode,
  isCompletePhone,
  nameError,
  phoneError,
  phoneResendBody,
  phoneSendBody,
  residentError,
  sendFailureMessage,
  verifyFailure,
} from '../identification-rules';
import { useCountdown } from '../use-countdown';
import { CaptchaField } from './captcha-field';
import { type IdentityConsentAnswers, IdentityConsentSheet } from './identity-consent-sheet';
import { NameField, ResidentNumberField } from './identity-fields';
import { PhoneField } from './phone-field';
import styles from './signup.module.css';
import { type CodeStatus, SmsCodeField } from './sms-code-field';
import { TelecomField, TelecomSheet } from './telecom-field';

type FocusTarget = 'name' | 'front' | 'captcha' | 'phone' | 'code';

/**
 * Values the form starts with, for a person the app already knows (the QR issue of a member,
 * features/qr): every field stays editable until the code is sent, and the steps they fill are
 * shown at once. Signup passes nothing and starts empty.
 */
export type PhoneVerificationInitial = {
  name: string;
  front6: string;
  digit: string;
  telco: TelecomCode | null;
  phone: string;
};

/** The step a prefilled form opens at: the first one still to do (the captcha at the latest). */
function initialReach(initial: PhoneVerificationInitial | undefined): number {
  if (!initial || nameError(initial.name) !== null) return 1;
  if (residentError(initial.front6, initial.digit, new Date()) !== null) return 2;
  return initial.telco ? 5 : 4;
}

/** The login in progress, as the auth store keeps it. */
export type LoginInProgress = {
  authId: string | null;
  authSubsId: string | null;
  authType: LoginType | null;
};

/**
 * The six steps of SMS identity verification on one page (spec 000 §4–5), revealed one by one:
 * name, resident number, captcha, carrier, phone (which opens the consent sheet and sends the
 * code), and the code, verified automatically. /identification and /identificationGuardian use
 * it with their verify types; the QR issue pages (features/qr) with qrissue and qrissueguardian,
 * prefilled through `initial`.
 *
 * Fields are read-only once the code is sent and locked once it is verified. A failed send or
 * verification keeps what was typed. The resident-number digits stay in this component's state:
 * only the birth date, gender and foreigner flag derived from them are sent or handed on.
 */
export function PhoneVerificationForm({
  verifyType,
  userSeq,
  login,
  subject,
  initial,
  onSent,
  onVerified,
}: {
  verifyType: VerifyType;
  /** guardian verification: the seq of the member's own verification */
  userSeq?: string;
  login: LoginInProgress;
  /** prefixes the field labels, e.g. 보호자 */
  subject?: string;
  /** starting values (read once, on mount) */
  initial?: PhoneVerificationInitial;
  /** told when a code has been sent (true) and when the form reopens for changes (false) */
  onSent?: (sent: boolean) => void;
  onVerified: (person: VerifiedPerson, result: PhoneVerification) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [front6, setFront6] = useState(initial?.front6 ?? '');
  const [digit, setDigit] = useState(initial?.digit ?? '');
  const [telco, setTelco] = useState<TelecomCode | null>(initial?.telco ?? null);
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [code, setCode] = useState('');
  const [reached, setReached] = useState(() => initialReach(initial));
  const [showErrors, setShowErrors] = useState({ name: false, resident: false, telco: false });
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [captchaUuid, setCaptchaUuid] = useState<string | null>(null);
  const [sheet, setSheet] = useState<'telecom' | 'consents' | null>(null);
  const [consents, setConsents] = useState<IdentityConsentAnswers>({});
  const [sent, setSent] = useState<{ seq: string; body: PhoneSendBody } | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [codeStatus, setCodeStatus] = useState<CodeStatus>({ kind: 'idle' });
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const send = useSendPhoneCode();
  const resend = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const verified = codeStatus.kind === 'verified';
  const secondsLeft = useCountdown(verified ? null : deadline);

  const refs = {
    name: useRef<HTMLInputElement>(null),
    front: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const telcoButtonRef = useRef<HTMLButtonElement>(null);

  // Focus moves to a step once it is on screen (after the render that reveals it). Any dialog
  // that closed in the same render has already handed focus back by then.
  useEffect(() => {
    if (!focus) return;
    const element = refs[focus].current;
    element?.focus();
    if (element && focus !== 'name') element.scrollIntoView?.({ block: 'center' });
    setFocus(null);
  });

  const reach = (step: number) => setReached((current) => Math.max(current, step));
  const locked = sent !== null;
  const now = () => new Date();
  const nameErr = nameError(name);
  const residentErr = residentError(front6, digit, now());

  const onNameChange = (value: string) => {
    setName(value);
    if (nameError(value) === null) reach(2);
  };

  const onResidentChange = (nextFront: string, nextDigit: string) => {
    setFront6(nextFront);
    setDigit(nextDigit);
    if (nextDigit !== '') setShowErrors((s) => ({ ...s, resident: true }));
    if (residentError(nextFront, nextDigit, now()) === null) {
      if (reached < 3) setFocus('captcha');
      reach(3);
    }
  };

  /** The first step that is not done yet gets its message and focus; null when all are done. */
  const firstUnfinished = (state: { captchaUuid: string | null; phone: string }) => {
    if (nameErr) {
      setShowErrors((s) => ({ ...s, name: true }));
      setFocus('name');
      return 'name';
    }
    if (residentErr) {
      setShowErrors((s) => ({ ...s, resident: true }));
      setFocus('front');
      return 'resident';
    }
    if (!state.captchaUuid) {
      setFocus('captcha');
      return 'captcha';
    }
    if (!telco) {
      setShowErrors((s) => ({ ...s, telco: true }));
      setSheet('telecom');
      return 'telco';
    }
    if (!isCompletePhone(state.phone)) {
      setFocus('phone');
      return 'phone';
    }
    return null;
  };

  /** Spec 000 §4: a complete phone number opens the consent sheet; the SMS follows the consent. */
  const requestCode = (state = { captchaUuid, phone }) => {
    if (locked || firstUnfinished(state) !== null) return;
    setSheet('consents');
  };

  const onCaptchaValid = (uuid: string) => {
    setCaptchaUuid(uuid);
    reach(4);
    if (!telco) setSheet('telecom');
    // After a failed send the rest is filled in already: go straight back to the consents.
    else if (isCompletePhone(phone)) requestCode({ captchaUuid: uuid, phone });
  };

  const onTelcoSelect = (value: TelecomCode) => {
    setTelco(value);
    setSheet(null);
    setShowErrors((s) => ({ ...s, telco: false }));
    if (reached < 5) setFocus('phone');
    reach(5);
  };

  const onPhoneChange = (value: string) => {
    setPhone(value);
    if (value !== phone && isCompletePhone(value)) requestCode({ captchaUuid, phone: value });
  };

  const sendCode = () => {
    const identity = identityFromResident(front6, digit, now());
    if (!identity || !telco || !captchaUuid) return;
    const body = phoneSendBody({
      name,
      identity,
      phone,
      telco,
      captchaUuid,
      verifyType,
      login,
    });
    send.mutate(body, {
      onSuccess: ({ seq }) => {
        setSheet(null);
        setSent({ seq, body });
        setDeadline(Date.now() + SMS_COUNTDOWN_SECONDS * 1000);
        setCode('');
        setCodeStatus({ kind: 'idle' });
        setFocus('code');
        onSent?.(true);
      },
      onError: (error) => {
        setSheet(null);
        if (isApiRequestError(error) && !isClientFailure(error)) {
          showAlert({ title: sendFailureMessage(error) });
        }
        // The server spends the captcha on a send attempt: a new one is needed to try again.
        setCaptchaUuid(null);
        setCaptchaGeneration((g) => g + 1);
      },
    });
  };

  const resendCode = () => {
    if (!sent || resend.isPending) return;
    resend.mutate(phoneResendBody(sent.body, sent.seq), {
      onSuccess: ({ seq }) => {
        setSent({ seq, body: sent.body });
        setDeadline(Date.now() + SMS_COUNTDOWN_SECONDS * 1000);
        setCode('');
        setCodeStatus({ kind: 'idle' });
        setFocus('code');
      },
      onError: (error) => {
        if (isApiRequestError(error) && !isClientFailure(error)) {
          showAlert({ title: sendFailureMessage(error) });
        }
      },
    });
  };

  /** Back to before the send (the guardian's details must change): values stay, captcha renews. */
  const reopenForm = () => {
    setSent(null);
    onSent?.(false);
    setDeadline(null);
    setCode('');
    setCodeStatus({ kind: 'idle' });
    setCaptchaUuid(null);
    setCaptchaGeneration((g) => g + 1);
  };

  const verifyCode = (otp: string) => {
    if (!sent) return;
    setCodeStatus({ kind: 'verifying' });
    const { body, seq } = sent;
    verify.mutate(
      {
        seq,
        mdn: body.mdn,
        otp,
        verifyType,
        ...(login.authId ? { authId: login.authId } : {}),
        ...(login.authSubsId ? { authSubsId: login.authSubsId } : {}),
        ...(login.authType ? { authType: login.authType } : {}),
        ...(userSeq ? { userSeq } : {}),
      },
      {
        onSuccess: (result) => {
          setCodeStatus({ kind: 'verified' });
          setDeadline(null);
          onVerified(
            {
              seq,
              name: body.name,
              birthYmd: result.birthYmd,
              gender: body.gender,
              foreignerYn: body.foreignerYn ?? 'N',
              telco: body.telco,
              phoneNumber: body.mdn,
            },
            result,
          );
        },
        onError: (error) => {
          if (!isApiRequestError(error) || isClientFailure(error)) {
            setCodeStatus({ kind: 'idle' });
            return;
          }
          const failure = verifyFailure(error);
          switch (failure.kind) {
            case 'wrong':
            case 'exceeded':
            case 'expired':
              setCodeStatus(failure);
              return;
            case 'guardianAgeGap':
              showAlert({ title: failure.message });
              reopenForm();
              return;
            default:
              showAlert({ title: failure.message });
              setCodeStatus({ kind: 'idle' });
          }
        },
      },
    );
  };

  const onCodeChange = (value: string) => {
    setCode(value);
    if (codeStatus.kind === 'wrong') setCodeStatus({ kind: 'idle' });
    if (value === code || !isCompleteCode(value)) return;
    // 6010 holds until a resend; an expired code is not worth a try.
    if (codeStatus.kind === 'exceeded' || codeStatus.kind === 'verifying') return;
    if (secondsLeft === 0) {
      setCodeStatus({ kind: 'expired', message: identificationMessages.smsExpired });
      return;
    }
    verifyCode(value);
  };

  const label = (text: string) => (subject ? `${subject} ${text}` : text);
  const codeShownStatus: CodeStatus =
    secondsLeft === 0 && codeStatus.kind === 'idle'
      ? { kind: 'expired', message: identificationMessages.smsExpired }
      : codeStatus;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <NameField
        label={label('이름')}
        value={name}
        onChange={onNameChange}
        error={nameErr}
        showError={showErrors.name || reached > 1}
        readOnly={locked}
        inputRef={refs.name}
        onEnter={() => {
          setShowErrors((s) => ({ ...s, name: true }));
          if (!nameErr) setFocus('front');
        }}
      />
      {reached >= 2 ? (
        <ResidentNumberField
          legend={label('주민등록번호')}
          front6={front6}
          digit={digit}
          onFrontChange={(value) => onResidentChange(value, digit)}
          onDigitChange={(value) => onResidentChange(front6, value)}
          error={residentErr}
          showError={showErrors.resident}
          readOnly={locked}
          frontRef={refs.front}
        />
      ) : null}
      {reached >= 3 ? (
        <CaptchaField
          key={captchaGeneration}
          enabled
          generation={captchaGeneration}
          onValid={onCaptchaValid}
          inputRef={refs.captcha}
        />
      ) : null}
      {reached >= 4 ? (
        <TelecomField
          value={telco}
          onOpen={() => setSheet('telecom')}
          error={telco ? null : identificationMessages.telco}
          showError={showErrors.telco}
          readOnly={locked}
          buttonRef={telcoButtonRef}
        />
      ) : null}
      {reached >= 5 ? (
        <PhoneField
          value={phone}
          onChange={onPhoneChange}
          error={phoneError(phone)}
          readOnly={locked}
          inputRef={refs.phone}
          onRequestCode={() => requestCode()}
          canRequest={isCompletePhone(phone) && !send.isPending}
          sent={locked}
        />
      ) : null}
      {sent ? (
        <SmsCodeField
          value={code}
          onChange={onCodeChange}
          status={codeShownStatus}
          secondsLeft={secondsLeft}
          onResend={resendCode}
          resending={resend.isPending}
          inputRef={refs.code}
        />
      ) : null}

      <TelecomSheet
        open={sheet === 'telecom'}
        value={telco}
        onSelect={onTelcoSelect}
        onClose={() => setSheet(null)}
      />
      <IdentityConsentSheet
        open={sheet === 'consents'}
        agreed={consents}
        onChange={setConsents}
        onAgree={sendCode}
        onClose={() => setSheet(null)}
        busy={send.isPending}
      />
    </form>
  );
}
