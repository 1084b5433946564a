import { CODE_LENGTH, digitsOnly } from '@venue/contract/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { RefreshIcon } from '../../../components/ui/icons';
import { isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { useCheckCaptcha } from '../api/check-captcha';
import { isClientFailure } from '../api/client-failure';
import { captchaAudioUrl, useCaptcha } from '../api/get-captcha';
import { identificationMessages } from '../identification-rules';
import styles from './signup.module.css';

type CaptchaState =
  | { kind: 'default' }
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'error'; message: string };

/**
 * Step 3 (spec 000 §4–5, §8): the captcha, loaded only once the step is reached. Six digits are
 * checked automatically at the sixth; a valid answer hides the image and shows a checked state.
 * "음성 듣기" plays the digits (GET /api/captcha/audio); a failure alerts 음성 재생에 실패했습니다.
 * The parent remounts it (a new `key`) when the captcha has been spent and a new one is needed.
 */
export function CaptchaField({
  enabled,
  generation,
  onValid,
  inputRef,
}: {
  enabled: boolean;
  generation: number;
  onValid: (uuid: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const helpId = useId();
  const captcha = useCaptcha(enabled, generation);
  const check = useCheckCaptcha();
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<CaptchaState>({ kind: 'default' });
  const uuid = captcha.data?.uuid;
  const currentUuid = useRef(uuid);
  currentUuid.current = uuid;
  const audioRef = useRef<HTMLAudioElement | null>(null);
  // What the audio is doing, said on the button and to screen readers.
  const [audioState, setAudioState] = useState<'idle' | 'playing' | 'ended'>('idle');

  useEffect(() => () => audioRef.current?.pause(), []);

  if (state.kind === 'valid') {
    return (
      <div className={styles.step}>
        <p className={styles.label}>보안문자</p>
        <p className={styles.done} role="status">
          <span className={styles.doneMark} aria-hidden="true">
            ✓
          </span>
          보안문자 확인 완료
        </p>
      </div>
    );
  }

  const submit = (value: string) => {
    if (!uuid) return;
    setState({ kind: 'checking' });
    check.mutate(
      { uuid, answer: value },
      {
        onSuccess: ({ validYn }) => {
          if (currentUuid.current !== uuid) return; // refreshed meanwhile
          if (validYn === 'Y') {
            setState({ kind: 'valid' });
            onValid(uuid);
          } else {
            setState({ kind: 'error', message: identificationMessages.captchaMismatch });
          }
        },
        onError: (error) => {
          if (currentUuid.current !== uuid) return;
          // Expired or over-tried: the server's words say to refresh. Network failures were
          // alerted by the API client; the field simply becomes editable again.
          const shown = isApiRequestError(error) && !isClientFailure(error);
          setState(shown ? { kind: 'error', message: error.message } : { kind: 'default' });
        },
      },
    );
  };

  const refresh = () => {
    setAnswer('');
    setState({ kind: 'default' });
    audioRef.current?.pause();
    setAudioState('idle');
    void captcha.refetch();
    inputRef?.current?.focus();
  };

  const playAudio = () => {
    if (!uuid) return;
    audioRef.current?.pause();
    const audio = new Audio(captchaAudioUrl(uuid));
    audioRef.current = audio;
    let failed = false;
    const fail = () => {
      if (failed || audioRef.current !== audio) return;
      failed = true;
      setAudioState('idle');
      showAlert({ title: identificationMessages.captchaAudioFailed });
    };
    const mine = (next: 'playing' | 'ended' | 'idle') => () => {
      if (audioRef.current === audio) setAudioState(next);
    };
    audio.addEventListener('error', fail, { once: true });
    audio.addEventListener('playing', mine('playing'));
    audio.addEventListener('ended', mine('ended'));
    audio.addEventListener('pause', mine('idle'));
    audio.play().catch((error: unknown) => {
      // A pause (another tap, leaving the step) interrupts play(): not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      fail();
    });
  };

  const loading = captcha.isFetching || !captcha.data;
  const invalid = state.kind === 'error';

  return (
    <div className={styles.step}>
      <label htmlFor={id} className={styles.label}>
        보안문자
      </label>
      <div className={styles.captcha}>
        {captcha.data && !captcha.isFetching ? (
          <img
            className={styles.captchaImage}
            src={`data:image/png;base64,${captcha.data.base64Image}`}
            width={180}
            height={60}
            alt="보안문자 이미지. 숫자가 보이지 않으면 음성 듣기를 눌러 주세요."
          />
        ) : (
          <div
            className={styles.captchaImage}
            aria-busy={loading}
            role="img"
            aria-label={captcha.isError ? '보안문자를 불러오지 못했어요' : '보안문자를 불러오는 중'}
          />
        )}
        <div className={styles.captchaTools}>
          <button
            type="button"
            className={styles.tool}
            onClick={refresh}
            aria-label="보안문자 새로고침"
          >
            <RefreshIcon size={18} />
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={playAudio}
            disabled={!uuid}
            aria-label={audioState === 'playing' ? '보안문자 음성 재생 중' : '보안문자 음성 듣기'}
            aria-pressed={audioState === 'playing'}
          >
            {audioState === 'playing' ? '재생 중' : '음성 듣기'}
          </button>
        </div>
        <p className="sr-only" aria-live="polite">
          {audioState === 'playing' ? '보안문자 음성을 재생하고 있어요.' : null}
          {audioState === 'ended' ? '보안문자 음성 재생이 끝났어요.' : null}
        </p>
      </div>
      <input
        ref={inputRef}
        id={id}
        className={`${styles.input} ${styles.digits}`}
        value={answer}
        onChange={(event) => {
          const next = digitsOnly(event.target.value, CODE_LENGTH);
          setAnswer(next);
          if (state.kind === 'error') setState({ kind: 'default' });
          if (next.length === CODE_LENGTH && next !== answer) submit(next);
        }}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder="보안문자 6자리"
        autoComplete="off"
        readOnly={state.kind === 'checking'}
        aria-invalid={invalid}
        aria-describedby={helpId}
      />
      <p id={helpId} className={invalid ? styles.error : styles.help} aria-live="polite">
        {invalid ? state.message : '이미지의 숫자 6자리를 입력하면 자동으로 확인돼요.'}
      </p>
    </div>
  );
}
