/**
 * 통계 as a file: the stats table, a row per day and a 합계 row, written by the
 * exports' own `runExport` (ops-admin), so it is audited like every export (`export.stats`).
 * The counts hold no personal data, so masking changes nothing here.
 */
import type { ExportFormat, StatsFigures } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { runExport } from '../ops-admin/ops-admin.service';
import { readStats, readStatsChoices, type StatsFilter } from './stats.repository';

export const STATS_COLUMNS = [
  '날짜',
  '예약',
  '응모',
  '정원',
  '예약 좌석',
  '채움률(%)',
  '입장',
  '불참',
  '취소 합계',
  '회원 취소',
  '못 가요',
  '운영자 취소',
  '회차 취소',
  '대기 채움',
  '대기 채움 좌석',
];

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

const cells = (label: string, f: StatsFigures) => [
  label,
  f.bookings,
  f.drawEntries,
  f.capacity,
  f.bookedSeats,
  percent(f.fillRate),
  f.checkIns,
  f.noShows,
  f.cancels.total,
  f.cancels.member,
  f.cancels.notComing,
  f.cancels.staff,
  f.cancels.session,
  f.refills,
  f.refilledSeats,
];

export async function statsWithChoices(app: FastifyInstance, filter: StatsFilter, now: Date) {
  const [stats, choices] = await Promise.all([
    readStats(app.db, filter, now),
    readStatsChoices(app.db),
  ]);
  return { ...stats, choices };
}

export function exportStats(
  app: FastifyInstance,
  operator: StaffOperator,
  filter: StatsFilter,
  format: ExportFormat,
  now: Date,
) {
  return runExport(app, operator, {
    action: 'export.stats',
    format,
    filters: filter,
    read: async (tx, filters) => {
      const stats = await readStats(tx, filters, now);
      return {
        title: `통계_${filters.from}_${filters.to}`,
        columns: STATS_COLUMNS,
        rows: [...stats.days.map((day) => cells(day.date, day)), cells('합계', stats.totals)],
      };
    },
  });
}
