import type { DashboardInstance, Operator, StaffDashboard } from '@venue/contract';
import { Link } from 'react-router';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { StatTile } from '../../../components/stat-tile';
import { staffPaths } from '../../../config/paths';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useDashboard } from '../api/get-dashboard';
import { DoorIntegrityCard } from './door-integrity';
import { Headcount } from './headcount';
import { LastSevenDays } from './last-seven-days';
import { SetupChecklistCard } from './setup-checklist';
import css from './today-dashboard.module.css';

const number = (n: number) => n.toLocaleString('ko-KR');
const count = (n: number) => `${number(n)}명`;

/**
 * /staff/today (any operator, decision 033): arrivals today and in the last hour, who is in the
 * building per floor against its capacity (issue 30 §2, its own call every 15 s), the last seven
 * days, each instance's seats, today's draws and the open inquiries. It asks again
 * every 30 seconds by itself; a failed refresh keeps the last figures and says so. Above the
 * day, 운영 준비: the venue's setup checklist. Under the floors, 입장 방식과 충돌 (decision 070).
 */
export function TodayDashboard({ operator }: { operator: Operator }) {
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <div className={styles.page}>
      <PageHeader title="오늘" />
      <SetupChecklistCard operator={operator} />
      {dashboard.error ? (
        <p className={styles.formError} role="alert">
          {data ? '새로 고치지 못했어요. 마지막으로 받은 숫자예요.' : dashboard.error.message}
        </p>
      ) : null}
      {data ? (
        <Day data={data} />
      ) : dashboard.error ? null : (
        <p className={styles.empty}>불러오는 중이에요…</p>
      )}
    </div>
  );
}

function Day({ data }: { data: StaffDashboard }) {
  return (
    <>
      <p className={css.updated} aria-live="polite">
        {data.date} · {seoulDateTimeLabel(data.generatedAt).slice(-5)} 기준, 30초마다 새로 고쳐요
      </p>
      <section aria-label="방문 요약" className={css.tiles}>
        <StatTile label="오늘 입장" value={count(data.checkedInToday)} />
        <StatTile label="최근 1시간" value={count(data.checkedInLastHour)} />
        <StatTile label="지금 관내" value={count(data.inBuilding)} />
      </section>

      <Headcount />
      <DoorIntegrityCard />
      <LastSevenDays days={data.lastSevenDays} />

      <section className={styles.card} aria-labelledby="today-instances">
        <h2 id="today-instances" className={styles.cardTitle}>
          오늘의 회차
        </h2>
        {data.instances.length === 0 ? (
          <p className={styles.empty}>오늘 진행하는 회차가 없어요.</p>
        ) : (
          <ul className={css.rows}>
            {data.instances.map((instance) => (
              <InstanceRow key={instance.programInstanceIdx} instance={instance} />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="today-waitlist">
        <h2 id="today-waitlist" className={styles.cardTitle}>
          대기 신청과 빈자리
        </h2>
        <ul className={css.rows}>
          {(
            [
              ['오늘 취소로 생긴 자리', `${number(data.waitlist.freedSeats)}석`],
              ['대기자로 다시 채운 자리', `${number(data.waitlist.refilledSeats)}석`],
              ['답을 기다리는 예약 제안', `${number(data.waitlist.offersOpen)}건`],
              ['대기 중인 회원', count(data.waitlist.waiting)],
              [
                '오늘 불참',
                `${number(data.instances.reduce((sum, instance) => sum + instance.noShow, 0))}건`,
              ],
            ] as const
          ).map(([label, value]) => (
            <li key={label} className={css.row}>
              <span className={css.rowName}>{label}</span>
              <span className={css.count}>{value}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="today-draws">
        <h2 id="today-draws" className={styles.cardTitle}>
          오늘 발표하는 추첨
        </h2>
        {data.draws.length === 0 ? (
          <p className={styles.empty}>오늘 발표하는 추첨이 없어요.</p>
        ) : (
          <ul className={css.rows}>
            {data.draws.map((draw) => (
              <li key={draw.programIdx} className={css.row}>
                <span className={css.rowName}>{draw.programName}</span>
                <span className={css.figures}>
                  {seoulDateTimeLabel(draw.winnerAnnouncementAt).slice(-5)} 발표 · 응모{' '}
                  {draw.entryCount}건 · 당첨 {draw.winnerCount ?? '회차별'}
                  {draw.drawnYn === 'Y' ? ' · 추첨 완료' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="today-inquiries">
        <h2 id="today-inquiries" className={styles.cardTitle}>
          답변을 기다리는 문의
        </h2>
        <p>
          <span className={css.count}>{data.openInquiries.toLocaleString('ko-KR')}건</span>{' '}
          <Link to={staffPaths.inquiries.getHref('WAITING')}>문의 보기</Link>
        </p>
      </section>
    </>
  );
}

function InstanceRow({ instance }: { instance: DashboardInstance }) {
  const figures: [string, string][] = [
    ['예약', `${instance.booked}건 (${instance.bookedPeople}명)`],
    ['입장', `${instance.checkedIn}건`],
    ['불참', `${instance.noShow}건`],
    ['잔여', instance.free === null ? '제한 없음' : `${instance.free}석`],
  ];
  return (
    <li className={css.row}>
      <span className={css.rowName}>
        {instance.startTime}–{instance.endTime} {instance.programName}
      </span>
      <dl className={css.figures}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
