import type { Operator, StaffRoster } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { Link, useSearchParams } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useRoster } from '../api/get-roster';
import { type PrintSession, printSessions } from '../roster-print-rows';
import { printFilters, rosterBodyOf } from '../roster-query';
import type { SessionGroup } from '../roster-sessions';
import { sessionTime } from '../staff-booking-words';
import css from './roster-print.module.css';

/**
 * /staff/roster/print (any operator): a session's or a day's roster on A4 for a
 * door without a device. One page per session (its header repeated on every printed page),
 * names and phones as the server masks them for the operator's role, and an empty 입장 box per
 * booking to tick with a pen (a booking already checked in shows its time). 인쇄 opens the
 * browser's print dialog; the console's menu is not printed.
 */
export function RosterPrint({ operator }: { operator: Operator }) {
  const [params] = useSearchParams();
  const body = rosterBodyOf(params);
  // The whole list: a search typed on the roster does not narrow what is printed.
  const printBody = body ? { ...body, search: undefined } : null;
  const roster = useRoster(printBody);
  const back = staffPaths.roster.getHref(body ? printFilters(body) : {});
  const data = body ? roster.data : undefined;
  return (
    <div className={css.page} data-print-sheet="">
      <div className={css.toolbar}>
        <PageHeader title="명단 인쇄">
          <Link className={styles.smallButton} to={back}>
            명단으로 돌아가기
          </Link>
          <button
            type="button"
            className={cms.primary}
            onClick={() => window.print()}
            disabled={!data}
          >
            인쇄
          </button>
        </PageHeader>
        <p className={css.note}>
          A4 세로로 인쇄돼요. 회차마다 새 쪽에서 시작하고, 표 머리글은 쪽마다 다시 나와요.
        </p>
      </div>
      {!body ? <p className={styles.empty}>명단에서 프로그램을 고른 뒤 인쇄해 주세요.</p> : null}
      {body && roster.isError ? (
        <p className={styles.formError} role="alert">
          {refusalWords(roster.error, '명단을 불러오지 못했어요.')}
        </p>
      ) : null}
      {body && !data && !roster.isError ? (
        <p className={styles.empty}>명단을 불러오는 중이에요.</p>
      ) : null}
      {data ? (
        <PrintSheets roster={data} chosen={body?.programInstanceIdx} operator={operator} />
      ) : null}
    </div>
  );
}

function PrintSheets({
  roster,
  chosen,
  operator,
}: {
  roster: StaffRoster;
  chosen: number | undefined;
  operator: Operator;
}) {
  const programName = htmlText(roster.program.programName);
  const sessions = printSessions(roster, chosen);
  const printedAt = seoulDateTimeLabel(new Date().toISOString());
  const masked = roster.fullPersonalDataYn !== 'Y';
  if (sessions.length === 0) {
    return <p className={styles.empty}>이 날에는 회차가 없어요.</p>;
  }
  // A day's paper skips the sessions nobody comes to (one line names them); a chosen one prints.
  const sheets = chosen ? sessions : sessions.filter((session) => session.entries.length > 0);
  const skipped = chosen ? [] : sessions.filter((session) => session.entries.length === 0);
  return (
    <>
      {skipped.length > 0 ? (
        <p className={css.skipped}>입장할 예약이 없는 회차: {skipped.map(sheetTime).join(', ')}</p>
      ) : null}
      {sheets.length === 0 ? <p className={styles.empty}>이 날에는 입장할 예약이 없어요.</p> : null}
      {roster.entries.length < roster.totalCount ? (
        <p className={styles.formError} role="alert">
          예약이 {roster.totalCount}건이라 앞의 {roster.entries.length}건만 담겼어요. 회차를 골라
          회차별로 인쇄해 주세요.
        </p>
      ) : null}
      {sheets.map((session, index) => (
        <SessionSheet
          key={session.session?.programInstanceIdx ?? `other-${index}`}
          programName={programName}
          execDate={roster.execDate}
          session={session}
          printedBy={`${operator.name} · ${printedAt} 출력`}
          masked={masked}
        />
      ))}
    </>
  );
}

/** A sheet's session as its title says it: `14:00–15:00`. */
const sheetTime = ({ session }: SessionGroup) => (session ? sessionTime(session) : '회차 없음');

function SessionSheet({
  programName,
  execDate,
  session,
  printedBy,
  masked,
}: {
  programName: string;
  execDate: string;
  session: PrintSession;
  printedBy: string;
  masked: boolean;
}) {
  const time = sheetTime(session);
  const headingId = `print-${session.session?.programInstanceIdx ?? 'other'}`;
  return (
    <section className={css.sheet} aria-labelledby={headingId}>
      <header className={css.sheetHeader}>
        <h2 id={headingId} className={css.title}>
          {programName} · {execDate} {time}
        </h2>
        <p className={css.meta}>
          예약 {session.entries.length}건 · {session.people}명
          {session.left > 0 ? ` · 취소·불참 ${session.left}건 제외` : ''}
          {session.session?.capacity ? ` · 정원 ${session.session.capacity}명` : ''}
          {masked ? ' · 개인정보 가림' : ''} · {printedBy}
        </p>
      </header>
      {session.entries.length === 0 ? (
        <p className={styles.empty}>이 회차에는 입장할 예약이 없어요.</p>
      ) : (
        <table className={css.table}>
          <caption className={css.caption}>
            {programName} {time} 입장 확인 명단
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.number}>
                번호
              </th>
              <th scope="col">예약 번호</th>
              <th scope="col">이름</th>
              <th scope="col">연락처</th>
              <th scope="col" className={css.number}>
                인원
              </th>
              <th scope="col">상태</th>
              <th scope="col">답변</th>
              <th scope="col" className={css.check}>
                입장
              </th>
            </tr>
          </thead>
          <tbody>
            {session.entries.map((entry, index) => (
              <tr key={entry.reserveEntryIdx}>
                <td className={css.number}>{index + 1}</td>
                <td className={css.code}>{entry.reserveEntryId}</td>
                <td className={css.code}>{entry.name ?? '-'}</td>
                <td className={css.code}>{entry.phoneNumber ?? '-'}</td>
                <td className={css.number}>{entry.participantCnt}</td>
                <td>{entry.statusLabel}</td>
                <td className={css.answers}>
                  {entry.answers.map((answer) => answer.answer).join(' / ')}
                </td>
                <td className={css.check}>
                  {entry.checkedInAt ? (
                    <span>✓ {toSeoulTime(new Date(entry.checkedInAt))}</span>
                  ) : (
                    <span className={css.box} role="img" aria-label="입장 확인 칸" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={css.signature}>확인자: ______________________</p>
    </section>
  );
}
