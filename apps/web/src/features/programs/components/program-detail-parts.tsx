import type { ProgramDetail } from '@venue/contract';
import { ProgramType, programStatusLabel } from '@venue/contract/domain';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './program-detail-parts.module.css';

/**
 * Pieces the program detail page and the program guide sheet share: the badges and the
 * 체험방법 알아보기 button.
 */

/** How a program takes part, as its badge says (spec 001 §1: DEFAULT takes no entries). */
const TYPE_LABELS: Record<string, string> = {
  [ProgramType.RESERVATION]: '사전 예약',
  [ProgramType.APPLICATION]: '응모',
  [ProgramType.DEFAULT]: '자유 관람',
};

export function programTypeLabel(programType: string): string | null {
  return TYPE_LABELS[programType] ?? null;
}

/** Category, status (상시 운영 for always-running programs) and type, in that order. */
export function ProgramBadges({
  program,
  className,
}: {
  program: Pick<
    ProgramDetail,
    'programCategoryName' | 'status' | 'scheduleType' | 'periodType' | 'programType'
  >;
  className?: string;
}) {
  const status = programStatusLabel(program);
  const ended = program.status === 'CLOSED' || program.status === 'CLOSEDADMIN';
  const type = programTypeLabel(program.programType);
  return (
    <ul className={className ? `${styles.badges} ${className}` : styles.badges} aria-label="분류">
      {program.programCategoryName ? (
        <li className={`${styles.badge} ${styles.category}`}>{program.programCategoryName}</li>
      ) : null}
      <li className={`${styles.badge} ${ended ? styles.ended : styles.status}`}>{status.ko}</li>
      {type ? <li className={`${styles.badge} ${styles.type}`}>{type}</li> : null}
    </ul>
  );
}

/** 체험방법 알아보기: only for programs with a tutorial (tutorialYn Y). */
export function TutorialButton({
  program,
}: {
  program: Pick<ProgramDetail, 'programIdx' | 'tutorialYn'>;
}) {
  if (program.tutorialYn !== 'Y') return null;
  return (
    <ButtonLink to={paths.tutorial.getHref(program.programIdx)} variant="secondary" block>
      체험방법 알아보기
    </ButtonLink>
  );
}
