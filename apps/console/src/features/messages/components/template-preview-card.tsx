import type { MessageClass, MessageKind, TemplateReviewStatus } from '@venue/contract';
import styles from '../../../components/console.module.css';
import { useVenueName } from '../../../lib/use-venue-name';
import { previewMessage, sampleValues } from '../template-preview';
import css from './message-templates.module.css';

/** Why a template's messages go as text messages, not 알림톡. */
function smsReason(reviewStatus: TemplateReviewStatus, messageClass: MessageClass): string {
  if (messageClass === 'ADVERTISING') return '광고성 메시지는 알림톡으로 보낼 수 없어요.';
  if (reviewStatus === 'REJECTED') return '카카오 검수에서 반려되었어요.';
  return '카카오 검수에서 승인받기 전이에요.';
}

/**
 * The message as a member would get it with the form as it stands, its variables filled with
 * sample values: a 알림톡 as KakaoTalk shows it (the channel's name, the yellow 알림톡 도착 head,
 * the buttons), or the plain SMS/LMS it goes as otherwise, its buttons as link lines.
 */
export function TemplatePreview({
  className,
  kind,
  text,
  reviewStatus,
  messageClass,
  buttons,
}: {
  className?: string;
  /** the kind previewed: a few variables read differently per kind */
  kind?: MessageKind;
  text: string;
  reviewStatus: TemplateReviewStatus;
  messageClass: MessageClass;
  buttons: readonly { name: string; path: string }[];
}) {
  const venueName = useVenueName();
  const message = previewMessage(
    { text, reviewStatus, messageClass },
    buttons,
    sampleValues(venueName, kind),
    window.location.origin,
  );
  return (
    <section
      className={`${styles.card} ${className ?? ''}`}
      aria-labelledby="template-preview-heading"
    >
      <h3 id="template-preview-heading" className={css.subheading}>
        미리보기
      </h3>
      {message.channel === 'ALIMTALK' ? (
        <p className={css.previewNote}>
          <strong>알림톡</strong>으로 보내요.
        </p>
      ) : (
        <p className={css.previewNote}>
          <strong>문자({message.channel})</strong>로 보내요. {smsReason(reviewStatus, messageClass)}
        </p>
      )}
      <div className={css.phone}>
        {message.channel === 'ALIMTALK' ? (
          <>
            <p className={css.sender}>{venueName ?? '우리 공간'}</p>
            <div className={css.kakao}>
              <p className={css.kakaoHead}>알림톡 도착</p>
              <p className={css.bubbleText}>{message.text}</p>
              {message.buttons.length > 0 ? (
                <ul className={css.kakaoButtons} aria-label="알림톡 버튼">
                  {message.buttons.map((button) => (
                    <li key={`${button.name}-${button.url}`}>{button.name}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <p className={css.sender}>문자 메시지 ({message.channel})</p>
            <div className={css.sms}>
              <p className={css.bubbleText}>{message.text}</p>
            </div>
          </>
        )}
      </div>
      <p className={styles.hint}>
        변수는 예시 값으로 채웠어요. 실제로는 회원과 예약에 맞는 값이 들어가요.
      </p>
    </section>
  );
}
