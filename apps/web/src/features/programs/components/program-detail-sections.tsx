import type { ProgramButton, ProgramDetail, RelatedProgram } from '@venue/contract';
import { ButtonType } from '@venue/contract/domain';
import { useId } from 'react';
import { ProgramCard } from '../../../components/program-card/program-card';
import { usePreviousPrograms } from '../api/get-previous-programs';
import { useProgramButtons } from '../api/get-program-buttons';
import { useProgramOptions } from '../api/get-program-options';
import { useRelatedPrograms } from '../api/get-related-programs';
import styles from './program-detail-sections.module.css';

/**
 * The detail's blocks that come from their own calls (spec 001 §2 Program detail, §7): the option
 * table, the shortcut buttons, related programs and up to 3 previous programs. Each shows only
 * when its flag is Y (useOptionYn, useButtonYn, useRelatedProgramYn, usePrevProgramYn), asks its
 * call only then, and stays out of the page while loading, when empty or when its call failed
 * (the failure alerts, api/program-sub-list.ts).
 */

/** Previous programs shown at most (spec 001 §9). */
export const MAX_PREVIOUS_PROGRAMS = 3;

export function OptionTable({
  program,
}: {
  program: Pick<ProgramDetail, 'programIdx' | 'useOptionYn'>;
}) {
  const headingId = useId();
  const options = useProgramOptions(program.programIdx, program.useOptionYn === 'Y');
  if (program.useOptionYn !== 'Y' || !options.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        일정 및 장소
      </h3>
      <dl className={styles.options}>
        {options.data.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their order is their identity
          <div key={index} className={styles.optionRow}>
            <dt>{option.optionTitle}</dt>
            <dd>{option.optionDescription}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What a shortcut button is: URL → a link opening a new tab (rel noopener noreferrer), FILE → a
 * download of savePath. A button without a usable address is left out. URLs are limited to
 * same-site paths and http(s), so a CMS value like `javascript:` never becomes a link.
 */
export function shortcutHref(button: ProgramButton): { href: string; download: boolean } | null {
  const raw = (button.buttonType === ButtonType.FILE ? button.savePath : button.buttonUrl)?.trim();
  if (!raw) return null;
  const safe =
    (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) ||
    /^https?:\/\//i.test(raw);
  if (!safe) return null;
  return { href: raw, download: button.buttonType === ButtonType.FILE };
}

export function ShortcutButtons({
  program,
}: {
  program: Pick<ProgramDetail, 'programIdx' | 'useButtonYn'>;
}) {
  const headingId = useId();
  const buttons = useProgramButtons(program.programIdx, program.useButtonYn === 'Y');
  const items = (buttons.data ?? [])
    .map((button) => ({ button, target: shortcutHref(button) }))
    .filter((item) => item.target !== null);
  if (program.useButtonYn !== 'Y' || items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-only">
        바로가기
      </h3>
      <ul className={styles.buttons}>
        {items.map(({ button, target }, index) =>
          target ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their order is their identity
            <li key={index}>
              {target.download ? (
                <a className={styles.shortcut} href={target.href} download>
                  {button.buttonName}
                  <span className={styles.kind}>다운로드</span>
                </a>
              ) : (
                <a
                  className={styles.shortcut}
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {button.buttonName}
                  <span className={styles.kind}>
                    새 창<span className="sr-only">에서 열기</span>
                  </span>
                </a>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

function ProgramList({ title, programs }: { title: string; programs: RelatedProgram[] }) {
  const headingId = useId();
  if (programs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.cards}>
        {programs.map((item) => (
          <li key={`${item.programIdx}-${item.programInstanceIdx ?? ''}`}>
            <ProgramCard program={item} headingLevel="h4" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedPrograms({
  program,
}: {
  program: Pick<ProgramDetail, 'programIdx' | 'useRelatedProgramYn'>;
}) {
  const enabled = program.useRelatedProgramYn === 'Y';
  const related = useRelatedPrograms(program.programIdx, enabled);
  if (!enabled) return null;
  return <ProgramList title="함께 보면 좋은 프로그램" programs={related.data ?? []} />;
}

export function PreviousPrograms({
  program,
}: {
  program: Pick<ProgramDetail, 'programIdx' | 'usePrevProgramYn'>;
}) {
  const enabled = program.usePrevProgramYn === 'Y';
  const previous = usePreviousPrograms(program.programIdx, enabled);
  if (!enabled) return null;
  return (
    <ProgramList
      title="지난 프로그램"
      programs={(previous.data ?? []).slice(0, MAX_PREVIOUS_PROGRAMS)}
    />
  );
}
