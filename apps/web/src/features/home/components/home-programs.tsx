import {
  EMPTY_PROGRAM_LIST_MESSAGE,
  HOME_PROGRAM_COUNT,
  seoulToday,
  type Ymd,
} from '@venue/contract/domain';
import { useState } from 'react';
import { ProgramCard } from '../../../components/program-card/program-card';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { SparkleIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { usePrograms } from '../../programs/api/get-programs';
import styles from './home.module.css';
import { WeekStrip } from './week-strip';

/**
 * The home's Programs section (spec 000 §2 Home, §9): the 3-week date strip, today selected
 * first, and the first 3 programs running on the chosen day (POST /api/program/list
 * {startDate}), which lists the day's own instances before the all-day programs. With 4
 * or more, a More link opens the program list's date tab on that day. No programs, or a failed
 * load (the client has alerted), shows the spec's empty message.
 */
export function HomePrograms({ now = new Date() }: { now?: Date }) {
  const [today] = useState(() => seoulToday(now));
  const [selected, setSelected] = useState<Ymd>(today);
  const programs = usePrograms({ startDate: selected });
  const list = programs.isError ? [] : (programs.data ?? []);
  const shown = list.slice(0, HOME_PROGRAM_COUNT);
  const headingId = 'home-programs-heading';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Programs
        </h2>
        {list.length > HOME_PROGRAM_COUNT && !programs.isPlaceholderData ? (
          <Link
            to={paths.program.list.getHref({ tab: 'date', startDate: selected })}
            className={styles.more}
          >
            More
            <span className="sr-only"> {dayText(selected)} 프로그램 전체 보기</span>
            <ChevronRightIcon size={18} />
          </Link>
        ) : null}
      </div>
      <p className={styles.sectionLead}>날짜를 골라 그날 열리는 프로그램을 만나 보세요.</p>
      <WeekStrip today={today} selected={selected} onSelect={setSelected} />
      <div className={styles.programs} aria-busy={programs.isPending || programs.isPlaceholderData}>
        {programs.isPending ? (
          <ProgramListSkeleton />
        ) : shown.length === 0 ? (
          <ProgramsEmpty />
        ) : (
          <ul
            className={`${styles.programList} ${programs.isPlaceholderData ? styles.stale : ''}`}
            aria-label={`${dayText(selected)} 프로그램`}
          >
            {shown.map((program) => (
              <li key={program.programIdx}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** "11월 24일": how the selected day is named to screen readers. */
function dayText(ymd: Ymd): string {
  return `${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8, 10))}일`;
}

/** Spec 000 §2: 지금은 새로운 이야기를 준비 중이에요. 조금만 기다려 주세요 :) */
export function ProgramsEmpty() {
  return (
    <div className={styles.empty}>
      <SparkleIcon size={32} className={styles.emptyIcon} />
      <p>{EMPTY_PROGRAM_LIST_MESSAGE}</p>
    </div>
  );
}

export function ProgramListSkeleton({ count = HOME_PROGRAM_COUNT }: { count?: number }) {
  return (
    <div className={styles.programList}>
      <span className="sr-only">프로그램을 불러오는 중이에요.</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.cardSkeleton} />
      ))}
    </div>
  );
}
