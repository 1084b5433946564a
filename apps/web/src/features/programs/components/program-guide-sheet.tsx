import type { ProgramDetail } from '@venue/contract';
import { placeText, programDateText } from '@venue/contract/domain';
import { useId } from 'react';
import { PROGRAM_IMAGE_SIZE, ProgramName } from '../../../components/program-card/program-card';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ButtonLink } from '../../../components/ui/button';
import { CalendarIcon, PinIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { ProgramBadges, TutorialButton } from './program-detail-parts';
import styles from './program-guide-sheet.module.css';

/** Spec 000 §2 fallbacks of the guide sheet. */
export const PROGRAM_NO_TITLE_TEXT = '제목 없음';
export const PROGRAM_NO_PLACE_TEXT = '장소 미정';

/**
 * 프로그램 안내, the program guide bottom sheet of the floor map's G1P0001 (spec 000 §2 Floor
 * map): thumbnail, badges, name, place, dates, summary, 상세보기 to /program/{id} and, for
 * programs with a tutorial, 체험방법 알아보기. It opens with a loaded program only; the floor map
 * fetches it first (a failure alerts and leaves the sheet closed).
 */
export function ProgramGuideSheet({
  program,
  onClose,
}: {
  program: ProgramDetail;
  onClose: () => void;
}) {
  const dates = programDateText(program);
  const nameId = useId();
  const place = program.zoneName?.trim()
    ? placeText(program.floorName, program.zoneName)
    : PROGRAM_NO_PLACE_TEXT;
  return (
    <BottomSheet
      open
      onClose={onClose}
      title="프로그램 안내"
      footer={
        <div className={styles.actions}>
          <TutorialButton program={program} />
          <ButtonLink to={paths.program.detail.getHref(program.programIdx)} block>
            상세보기
          </ButtonLink>
        </div>
      }
    >
      <article className={styles.program} aria-labelledby={nameId}>
        <div className={styles.head}>
          <div className={styles.thumb}>
            {program.savePath ? (
              <img
                src={program.savePath}
                alt=""
                width={PROGRAM_IMAGE_SIZE}
                height={PROGRAM_IMAGE_SIZE}
                decoding="async"
              />
            ) : null}
          </div>
          <div className={styles.headText}>
            <ProgramBadges program={program} />
            <h3 id={nameId} className={styles.name}>
              <ProgramName html={program.programName} fallback={PROGRAM_NO_TITLE_TEXT} />
            </h3>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>
              <PinIcon size={16} />
              <span className="sr-only">장소</span>
            </dt>
            <dd>{place}</dd>
          </div>
          {dates ? (
            <div>
              <dt>
                <CalendarIcon size={16} />
                <span className="sr-only">운영 기간</span>
              </dt>
              <dd>{dates}</dd>
            </div>
          ) : null}
        </dl>
        {program.programSummary.trim() ? (
          <p className={styles.summary}>{program.programSummary}</p>
        ) : null}
      </article>
    </BottomSheet>
  );
}
