import { TUTORIAL_IFRAME_DEFAULT_HEIGHT } from '@venue/contract/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { programNameText } from '../../../components/program-card/program-card';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { parsePositiveId } from '../../../lib/parse-id';
// The program's detail and the embed-height rule come from the programs feature's query and
// component files (features/programs).
import { useProgramDetail } from '../../programs/api/get-program-detail';
import { embedHeightFromMessage } from '../../programs/components/description-frame';
import styles from './qr.module.css';

/**
 * /tutorial/{programIdx} (spec 000 §2 QR): the program's "how to experience" page (its
 * tutorialLink, from POST /api/program/detail) in a full-width frame, 400 px high by default
 * (spec 000 §9), then as tall as our embed pages say they are (same-origin height messages, the
 * program detail's rule). An invalid id, an unknown program or one without a tutorial shows a
 * friendly empty state with a way back.
 */
export function ProgramTutorial() {
  const headingId = useId();
  const programIdx = parsePositiveId(useParams().programIdx);
  const detail = useProgramDetail(programIdx);
  const program = detail.data;

  if (programIdx !== null && detail.isPending) {
    return (
      <p className={styles.status} role="status">
        체험방법을 불러오는 중이에요.
      </p>
    );
  }
  if (program?.tutorialYn !== 'Y' || !program.tutorialLink) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <div className={styles.empty}>
          <h2 id={headingId} className={styles.heading}>
            체험방법을 찾을 수 없어요
          </h2>
          <p>
            이 프로그램은 아직 체험방법 안내가 없거나, 주소가 올바르지 않아요. 현장 스태프에게
            물어보시면 친절히 알려 드릴게요.
          </p>
          <ButtonLink
            to={program ? paths.program.detail.getHref(program.programIdx) : paths.home.getHref()}
            variant="secondary"
          >
            {program ? '프로그램 보기' : '홈으로'}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const name = programNameText(program.programName) || '프로그램';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {name}
      </h2>
      <p className={styles.lead}>체험방법을 확인하고 바로 참여해 보세요.</p>
      <TutorialFrame src={program.tutorialLink} title={`${name} 체험방법`} />
      <div className={styles.actions}>
        <ButtonLink to={paths.program.detail.getHref(program.programIdx)} block variant="secondary">
          프로그램 자세히 보기
        </ButtonLink>
      </div>
    </section>
  );
}

function TutorialFrame({ src, title }: { src: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(TUTORIAL_IFRAME_DEFAULT_HEIGHT);

  useEffect(() => {
    const allowed = [window.location.origin];
    const onMessage = (event: MessageEvent) => {
      const next = embedHeightFromMessage(event, frameRef.current?.contentWindow, allowed);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={src}
      title={title}
      style={{ height }}
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
