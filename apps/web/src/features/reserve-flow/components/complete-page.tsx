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
import { useProgramInstances } from '../api/get-program-instances';
import { entryWord } from '../flow-guards';
import { useFlow, type WaitlistJoined } from '../flow-store';
import { BookingRecap } from './booking-recap';
import styles from './flow.module.css';
import { instanceWhenText } from './info-confirm-page';

/**
 * /programComplete (spec 001 §2 step 5): shown after a successful submit, from the flow state
 * that step 7 of §4 keeps (reserveEntryIdx and the type). Reached any other way it goes home.
 * The recap is the server's record of the booking: its number, the day with its
 * weekday and the time, the party size and the place; until it arrives, the program's name.
 * The same record brings the calendar links of a reservation (캘린더에 추가, Google 캘린더).
 */
export function CompletePage() {
  const joined = useFlow((state) => (state.inProgress ? null : state.waitlistJoined));
  return joined ? <WaitlistComplete joined={joined} /> : <BookingComplete />;
}

function BookingComplete() {
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

/**
 * /programComplete after 대기 신청 (decision 063): the place in line, the session and the party,
 * what happens next (an offer by 알림톡 when seats free up; 예약하기 before its deadline), and the
 * way to 내 대기.
 */
function WaitlistComplete({ joined }: { joined: WaitlistJoined }) {
  const titleId = useId();
  const programIdx = useFlow((state) => state.programIdx);
  const program = useProgramDetail(programIdx);
  const instances = useProgramInstances(programIdx ?? 0, programIdx !== null);
  const instance =
    instances.data?.find((i) => i.programInstanceIdx === joined.programInstanceIdx) ?? null;
  useHeaderTitle('대기 신청 완료');
  return (
    <div>
      <SuccessState titleId={titleId} className={styles.done} title="대기 신청이 완료되었어요">
        <p className={styles.position}>
          지금 <strong>대기 {joined.position}번째</strong>예요
        </p>
        {program.data ? (
          <div className={styles.stretch}>
            <BookingRecap
              label="대기 신청 정보"
              headingLevel="h3"
              programName={programNameText(program.data.programName)}
              lines={[
                ['일시', instance ? instanceWhenText(program.data, instance) : null],
                ['인원', `${joined.personCount}명`],
                ['대기 순서', `${joined.position}번째`],
              ]}
            />
          </div>
        ) : null}
        <section className={styles.nextSteps} aria-labelledby={`${titleId}-next`}>
          <h3 id={`${titleId}-next`} className={styles.nextStepsTitle}>
            이렇게 진행돼요
          </h3>
          <ol>
            <li>
              자리가 나면 <strong>알림톡으로 예약 제안</strong>을 보내 드려요.
            </li>
            <li>
              <strong>제안 마감 전에 예약하기</strong>를 눌러야 예약이 확정돼요.
            </li>
            <li>마감까지 예약하지 않으면 자리가 다음 대기자에게 넘어가요.</li>
          </ol>
        </section>
      </SuccessState>
      <div className={styles.actions}>
        <ButtonLink block to={paths.waitlist.getHref()}>
          내 대기 목록 보기
        </ButtonLink>
        <ButtonLink variant="secondary" block to={paths.home.getHref()}>
          홈으로
        </ButtonLink>
      </div>
    </div>
  );
}
