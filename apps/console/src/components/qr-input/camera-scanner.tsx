import { useCallback, useEffect, useRef, useState } from 'react';
import { Card } from '../card';
import styles from '../console.module.css';
import {
  browserDecoderEnvironment,
  createQrDecoder,
  type DecoderEnvironment,
  type QrDecoder,
} from './qr-decoder';

/** About 8 frames a second: quick enough to feel instant, light enough for an old phone. */
export const FRAME_INTERVAL_MS = 125;

type CameraState = 'idle' | 'starting' | 'running' | 'denied' | 'unavailable' | 'failed';

/** What the camera needs from the browser; tests hand in their own. */
export type CameraEnvironment = {
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
  decoder: DecoderEnvironment;
};

export function browserCameraEnvironment(): CameraEnvironment {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return {
    getUserMedia: devices?.getUserMedia ? (c) => devices.getUserMedia(c) : undefined,
    decoder: browserDecoderEnvironment(),
  };
}

const cameraMessages: Record<Exclude<CameraState, 'running'>, string> = {
  idle: 'QR을 읽으려면 카메라를 켜 주세요.',
  starting: '카메라를 켜는 중이에요…',
  denied:
    '카메라 권한이 꺼져 있어요. 브라우저 설정에서 카메라를 허용하거나, 아래에 입장 코드를 입력해 주세요.',
  unavailable: '이 기기에서는 카메라를 쓸 수 없어요. 아래에 입장 코드를 입력해 주세요.',
  failed: '카메라를 켜지 못했어요. 다시 시도하거나 아래에 입장 코드를 입력해 주세요.',
};

function failureState(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
}

/**
 * The scanner's camera (decision 017): the back camera into a <video>, a frame decoded about 8
 * times a second (BarcodeDetector, else jsqr; see qr-decoder.ts), every decoded text handed to
 * `onDecode` (the page drops repeats). The camera stops when the page is left or the tab hidden;
 * a denied or missing camera says so, and the manual entry below keeps working.
 */
export function CameraScanner({
  onDecode,
  environment = browserCameraEnvironment,
}: {
  onDecode: (text: string) => void;
  environment?: () => CameraEnvironment;
}) {
  const [state, setState] = useState<CameraState>('idle');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  // Each start gets a number; a start that finishes after a stop sees a newer number and undoes itself.
  const runRef = useRef(0);
  const onDecodeRef = useRef(onDecode);
  onDecodeRef.current = onDecode;

  const stop = useCallback(() => {
    runRef.current += 1;
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = async () => {
    const env = environment();
    if (!env.getUserMedia) {
      setState('unavailable');
      return;
    }
    stop();
    const run = runRef.current;
    setState('starting');
    let decoder: QrDecoder;
    try {
      const stream = await env.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (run !== runRef.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => {});
      }
      decoder = await createQrDecoder(env.decoder);
      if (run !== runRef.current) return;
    } catch (error) {
      if (run !== runRef.current) return;
      stop();
      setState(failureState(error));
      return;
    }
    setState('running');
    let decoding = false;
    timerRef.current = window.setInterval(() => {
      const video = videoRef.current;
      if (decoding || !video) return;
      decoding = true;
      decoder
        .decode(video)
        .then((text) => {
          if (text && run === runRef.current) onDecodeRef.current(text);
        })
        .catch(() => {})
        .finally(() => {
          decoding = false;
        });
    }, FRAME_INTERVAL_MS);
  };

  const turnOff = () => {
    stop();
    setState('idle');
  };

  // Off when the tab is hidden (the phone locked, another app) and when the page is left.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && streamRef.current) {
        stop();
        setState('idle');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [stop]);

  const running = state === 'running';
  return (
    <Card id="staff-camera-heading" title="QR 스캔">
      <div
        className={`${styles.viewfinder} ${running || state === 'starting' ? '' : styles.viewfinderIdle}`}
      >
        <video
          ref={videoRef}
          className={styles.video}
          muted
          playsInline
          aria-label="카메라 화면"
          hidden={!running && state !== 'starting'}
        />
        {running ? (
          <>
            <div className={styles.frame} aria-hidden="true" />
            <button
              type="button"
              className={`${styles.smallButton} ${styles.cameraStop}`}
              onClick={turnOff}
            >
              카메라 끄기
            </button>
          </>
        ) : (
          <div className={styles.cameraIdle}>
            <p
              className={styles.cameraMessage}
              role={state === 'idle' || state === 'starting' ? undefined : 'alert'}
            >
              {cameraMessages[state]}
            </p>
            {state === 'starting' || state === 'unavailable' ? null : (
              <button type="button" className={styles.bigButton} onClick={start}>
                {state === 'idle' ? '카메라 켜기' : '다시 시도'}
              </button>
            )}
          </div>
        )}
      </div>
      <p className={styles.hint}>
        {running
          ? '회원님의 QR을 네모 안에 맞춰 주세요.'
          : 'QR을 읽지 못하면 아래에 입장 코드를 입력해 주세요.'}
      </p>
    </Card>
  );
}
