import { ProgramType, toDotDateWeekday, toSeoulTime } from '@venue/contract/domain';
import { useId } from 'react';
import { Navigate } from 'react-router';
import { CalendarButtons } from '../../../components/calendar-buttons/calendar-buttons';
import { programNameText } from '../../../components/program-card/program-card';
import { ButtonLink } from '../../../components/ui/button';
import { SuccessState } from '../../../components/ui/success-state';
import { paths } from '../../../config/paths';
import { useHeaderTitle } from '../../../stores/header-store';
import { useProgramDetail } from '../../programs/api/get-program-detail';
// The booking as the server recorded it: the history feature's query and its when/where texts.
import { useReserveEntry } from '../../res-entry/api/get-reserve-entry';
import { entryPlaceText, entryWhenText } from '../../res-entry/components/res-entry-list';
import { entryWord } from '../flow-guards';
import { useFlow } from '../flow-store';
import { BookingRecap } from './booking-recap';
import styles from './flow.module.css';

/**
 * /programComplete (spec 001 §2 step 5): shown after a successful submit, from the flow state
 * that step 7 of §4 keeps (reserveEntryIdx and the type). Reached any other way it goes home.
 * The recap is the server's record of the booking: its number, the day with its
 * weekday and the time, the party size and the place; until it arrives, the program's name.
 * The same record brings the calendar links of a reservation (캘린더에 추가, Google 캘린더).
 */
export function CompletePage() {
  const titleId = useId();
  const flow = useFlow((state) => state);
  const program = useProgramDetail(flow.programIdx);
  const done = !flow.inProgress && flow.reserveEntryIdx !== null && flow.programType !== null;
  const entry = useReserveEntry(flow.reserveEntryIdx ?? 0, flow.programType ?? undefined, done);
  // The title says what the heading says: 예약 완료 or 응모 완료 (the route's 신청 완료 until then).
  useHeaderTitle(flow.programType ? `${entryWord(flow.programType)} 완료` : '신청 완료');
  if (flow.inProgress || flow.reserveEntryIdx === null || flow.programType === null) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const word = entryWord(flow.programType);
  return (
    <div>
      <SuccessState
        titleId={titleId}
        className={styles.done}
        title={
          // 예약이 / 응모가: the particle follows the word's last syllable.
          `${word === '응모' ? '응모가' : `${word}이`} 완료되었어요`
        }
      >
        {entry.data ? (
          <BookingRecap
            label={`${word} 정보`}
            headingLevel="h3"
            programName={programNameText(entry.data.programName)}
            lines={[
              [`${word} 번호`, entry.data.reserveEntryId],
              ['일시', entryWhenText(entry.data) || null],
              ['인원', `${entry.data.participantCnt}명`],
              ['장소', entryPlaceText(entry.data) || null],
              [
                '당첨자 발표',
                entry.data.programType === ProgramType.APPLICATION &&
                entry.data.winnerAnnouncementDate
                  ? `${toDotDateWeekday(entry.data.winnerAnnouncementDate)} ${toSeoulTime(new Date(entry.data.winnerAnnouncementDate))}`
                  : null,
              ],
            ]}
          />
        ) : program.data ? (
          <p className={styles.lead}>{programNameText(program.data.programName)}</p>
        ) : null}
        <p className={styles.muted}>
          {word === '응모'
            ? '당첨 결과는 발표일에 예약·응모 내역에서 확인할 수 있어요.'
            : '방문하실 때 My QR로 입장해 주세요.'}
        </p>
      </SuccessState>
      <div className={styles.actions}>
        {/* A reservation (a draw entry has no visit yet): 캘린더에 추가 and Google 캘린더. */}
        {entry.data?.calendar ? <CalendarButtons calendar={entry.data.calendar} /> : null}
        <ButtonLink block to={paths.resEntryDetail.getHref(flow.reserveEntryIdx, flow.programType)}>
          {word} 내역 보기
        </ButtonLink>
        <ButtonLink variant="secondary" block to={paths.home.getHref()}>
          홈으로
        </ButtonLink>
      </div>
    </div>
  );
}
