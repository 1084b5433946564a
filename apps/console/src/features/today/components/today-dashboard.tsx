import type { DashboardInstance, Operator, StaffDashboard } from '@venue/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
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
import { FigureRows, LiveFigures, number } from './today-card';
import css from './today-dashboard.module.css';

const count = (n: number) => `${number(n)}명`;

/**
 * /staff/today (any operator, decision 033): arrivals today and in the last hour, who is in the
 * building per floor against its capacity (its own call every 15 s), the last seven
 * days, each instance's seats, today's draws and the open inquiries. It asks again
 * every 30 seconds by itself; a failed refresh keeps the last figures and says so. Above the
 * day, 운영 준비: the venue's setup checklist. Under the floors, 입장 방식과 충돌 (decision 070).
 */
export function TodayDashboard({ operator }: { operator: Operator }) {
  return (
    <div className={styles.page}>
      <PageHeader title="오늘" />
      <SetupChecklistCard operator={operator} />
      <LiveFigures query={useDashboard()} stale="새로 고치지 못했어요. 마지막으로 받은 숫자예요.">
        {(data) => <Day data={data} />}
      </LiveFigures>
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

      <Card id="today-instances" title="오늘의 회차">
        {data.instances.length === 0 ? (
          <p className={styles.empty}>오늘 진행하는 회차가 없어요.</p>
        ) : (
          <ul className={css.rows}>
            {data.instances.map((instance) => (
              <InstanceRow key={instance.programInstanceIdx} instance={instance} />
            ))}
          </ul>
        )}
      </Card>

      <Card id="today-waitlist" title="대기 신청과 빈자리">
        <FigureRows
          rows={[
            ['오늘 취소로 생긴 자리', `${number(data.waitlist.freedSeats)}석`],
            ['대기자로 다시 채운 자리', `${number(data.waitlist.refilledSeats)}석`],
            ['답을 기다리는 예약 제안', `${number(data.waitlist.offersOpen)}건`],
            ['대기 중인 회원', count(data.waitlist.waiting)],
            [
              '오늘 불참',
              `${number(data.instances.reduce((sum, instance) => sum + instance.noShow, 0))}건`,
            ],
          ]}
        />
      </Card>

      <Card id="today-draws" title="오늘 발표하는 추첨">
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
      </Card>

      <Card id="today-inquiries" title="답변을 기다리는 문의">
        <p>
          <span className={css.count}>{number(data.openInquiries)}건</span>{' '}
          <Link to={staffPaths.inquiries.getHref('WAITING')}>문의 보기</Link>
        </p>
      </Card>
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
