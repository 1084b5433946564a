import {
  type ExportFormat,
  STATS_MAX_DAYS,
  type StaffStats,
  type StaffStatsBody,
  type StatsFigures,
  staffStatsBody,
} from '@venue/contract';
import { seoulToday } from '@venue/contract/domain';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { FormMessages, SelectField, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { StatTile } from '../../../components/stat-tile';
import { parsePositiveId } from '../../../lib/parse-id';
import { useStatsDownload } from '../api/download-stats';
import { useStats } from '../api/get-stats';
import {
  dayLabel,
  number,
  percent,
  presetOf,
  presetRange,
  rangeFromSearch,
  STATS_PRESETS,
  type StatsRange,
} from '../stats-range';
import { type ChartSeries, ColumnChart } from './column-chart';
import css from './stats-page.module.css';

/** One number of the figures: a chart's series (by day) and its table's column. */
interface Measure {
  key: string;
  label: string;
  color: string;
  of: (figures: StatsFigures) => number;
}

const ACTIVITY: Measure[] = [
  { key: 'bookings', label: '예약', color: '#4b32e6', of: (f) => f.bookings },
  { key: 'drawEntries', label: '응모', color: '#ff5a36', of: (f) => f.drawEntries },
  { key: 'checkIns', label: '입장', color: '#0f7b6c', of: (f) => f.checkIns },
];

/** Cancels by cause, stacked in this order. */
const CANCELS: Measure[] = [
  { key: 'member', label: '회원 취소', color: '#4b32e6', of: (f) => f.cancels.member },
  { key: 'notComing', label: '못 가요', color: '#e08a00', of: (f) => f.cancels.notComing },
  { key: 'staff', label: '운영자 취소', color: '#d93b3b', of: (f) => f.cancels.staff },
  { key: 'session', label: '회차 취소', color: '#666e7d', of: (f) => f.cancels.session },
];

const COLORS = { fill: '#4b32e6', visitors: '#0f7b6c' } as const;

/**
 * /staff/stats (통계, any operator): a range of days (지난 7일 by default, presets
 * and two dates, at most 92 days), optionally one program or one floor, all in the address.
 * Four charts, each with a table of the same numbers under it, and the table as CSV or XLSX.
 */
export function StatsPage() {
  const [search, setSearch] = useSearchParams();
  const today = seoulToday(new Date());
  const range = rangeFromSearch(search, today);
  const programIdx = parsePositiveId(search.get('program')) ?? undefined;
  const floorIdx = parsePositiveId(search.get('floor')) ?? undefined;
  const body: StaffStatsBody = {
    ...range,
    ...(programIdx ? { programIdx } : {}),
    ...(floorIdx ? { floorIdx } : {}),
  };
  const stats = useStats(body);

  const go = (change: Partial<Record<'from' | 'to' | 'program' | 'floor', string>>) => {
    const next = new URLSearchParams(search);
    const values = { ...range, ...change };
    next.set('from', values.from);
    next.set('to', values.to);
    for (const key of ['program', 'floor'] as const) {
      const value = change[key];
      if (value === undefined) continue;
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="통계" />
      <Filters
        key={`${range.from}/${range.to}`}
        range={range}
        today={today}
        programIdx={programIdx}
        floorIdx={floorIdx}
        choices={stats.data?.choices}
        onChange={go}
      />
      {stats.error ? (
        <p className={styles.formError} role="alert">
          {stats.error.message}
        </p>
      ) : null}
      {stats.data ? (
        <Figures data={stats.data} body={body} />
      ) : stats.error ? null : (
        <p className={styles.empty}>불러오는 중이에요…</p>
      )}
    </div>
  );
}

function Filters({
  range,
  today,
  programIdx,
  floorIdx,
  choices,
  onChange,
}: {
  range: StatsRange;
  today: string;
  programIdx: number | undefined;
  floorIdx: number | undefined;
  choices: StaffStats['choices'] | undefined;
  onChange: (change: Partial<Record<'from' | 'to' | 'program' | 'floor', string>>) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const chosen = presetOf(range, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = staffStatsBody.safeParse({ from, to });
    if (!checked.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0];
        if ((key === 'from' || key === 'to') && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange({ from, to });
  };

  return (
    <Card id="stats-filters" title="기간과 범위">
      <fieldset className={css.presets}>
        <legend className="sr-only">기간 빠르게 고르기</legend>
        {STATS_PRESETS.map((preset) => (
          <button
            key={preset.key}
            type="button"
            className={styles.smallButton}
            aria-pressed={chosen === preset.key}
            onClick={() => onChange(presetRange(preset.key, today))}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <form className={css.filters} onSubmit={submit} noValidate>
        <div className={css.dates}>
          <TextField
            id="stats-from"
            label="시작 날짜"
            type="date"
            value={from}
            max={today}
            error={errors.from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            id="stats-to"
            label="끝 날짜"
            type="date"
            value={to}
            error={errors.to}
            hint={`${STATS_MAX_DAYS}일까지`}
            onChange={(event) => setTo(event.target.value)}
          />
          <div className={css.apply}>
            <button type="submit" className={styles.smallButton}>
              이 기간 보기
            </button>
          </div>
        </div>
        <div className={css.scopes}>
          <SelectField
            id="stats-program"
            label="프로그램"
            error={undefined}
            value={programIdx ?? ''}
            onChange={(event) => onChange({ program: event.target.value })}
          >
            <option value="">모든 프로그램</option>
            {choices?.programs.map((program) => (
              <option key={program.programIdx} value={program.programIdx}>
                {program.programName}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="stats-floor"
            label="층"
            error={undefined}
            value={floorIdx ?? ''}
            onChange={(event) => onChange({ floor: event.target.value })}
          >
            <option value="">모든 층</option>
            {choices?.floors.map((floor) => (
              <option key={floor.floorIdx} value={floor.floorIdx}>
                {floor.floorLabel} ({floor.floorName})
              </option>
            ))}
          </SelectField>
        </div>
      </form>
    </Card>
  );
}

function Figures({ data, body }: { data: StaffStats; body: StaffStatsBody }) {
  const days = data.days.map((day) => dayLabel(day.date));
  const t = data.totals;
  const span = `${dayLabel(data.from)}–${dayLabel(data.to)}`;
  const series = (measures: Measure[]): ChartSeries[] =>
    measures.map(({ key, label, color, of }) => ({ key, label, color, values: data.days.map(of) }));
  /** A table of the figures: a row per day, then the range's totals as 합계. */
  const figureTable = (columns: Column[]) => ({
    columns: columns.map(([label]) => label),
    rows: data.days.map((d) => [dayLabel(d.date), ...columns.map(([, cell]) => cell(d))]),
    total: ['합계', ...columns.map(([, cell]) => cell(t))],
  });
  const columnsOf = (measures: Measure[]) => measures.map(({ label, of }): Column => [label, of]);
  const fillRates = data.days.map((d) =>
    d.fillRate === null ? null : Math.round(d.fillRate * 1000) / 10,
  );
  const busy = data.hours.filter((h) => h.visitors > 0).map((h) => h.hour);
  const firstHour = Math.min(9, ...busy);
  const lastHour = Math.max(21, ...busy);
  const hours = data.hours.filter((h) => h.hour >= firstHour && h.hour <= lastHour);
  const hourLabel = (hour: number) => `${hour}시`;
  const peak = hours.reduce((best, h) => (h.visitors > best.visitors ? h : best), {
    hour: -1,
    visitors: 0,
  });

  return (
    <>
      <section aria-label="기간 합계" className={css.tiles}>
        <StatTile label="예약" value={`${number(t.bookings)}건`} />
        <StatTile label="응모" value={`${number(t.drawEntries)}건`} />
        <StatTile label="채움률" value={percent(t.fillRate)} />
        <StatTile label="입장" value={`${number(t.checkIns)}명`} />
        <StatTile label="불참" value={`${number(t.noShows)}건`} />
        <StatTile label="취소" value={`${number(t.cancels.total)}건`} />
        <StatTile label="대기 채움" value={`${number(t.refills)}건`} />
      </section>
      <Download body={body} />

      <Card id="stats-activity" title="날짜별 예약·응모·입장">
        <ColumnChart
          title="날짜별 예약·응모·입장"
          summary={`${span}: 예약 ${number(t.bookings)}건, 응모 ${number(t.drawEntries)}건, 입장 ${number(t.checkIns)}명`}
          categories={days}
          series={series(ACTIVITY)}
        />
        <StatsTable
          caption="날짜별 예약·응모·입장 (예약·응모는 신청한 날, 입장은 하루 한 번)"
          {...figureTable(columnsOf(ACTIVITY))}
        />
      </Card>

      <Card id="stats-fill" title="채움률">
        <p className={styles.hint}>
          그날 회차의 정원 중 예약된 좌석(예약, 당첨, 입장, 불참)의 비율이에요. 정원 없는 회차는
          빼요.
        </p>
        <ColumnChart
          title="날짜별 채움률"
          summary={`${span}: 정원 ${t.capacity === null ? '없음' : `${number(t.capacity)}석`}, 채움률 ${percent(t.fillRate)}`}
          categories={days}
          series={[{ key: 'fill', label: '채움률(%)', color: COLORS.fill, values: fillRates }]}
          line
          max={Math.max(100, ...fillRates.map((rate) => rate ?? 0))}
          format={(n) => `${n}%`}
        />
        <StatsTable
          caption="날짜별 정원과 채움률"
          {...figureTable([
            ['정원', (f) => f.capacity ?? '—'],
            ['예약 좌석', (f) => f.bookedSeats],
            ['채움률', (f) => percent(f.fillRate)],
          ])}
        />
      </Card>

      <Card id="stats-cancels" title="취소 사유와 불참">
        <ColumnChart
          title="날짜별 취소 사유"
          summary={`${span}: 취소 ${number(t.cancels.total)}건 (회원 ${t.cancels.member}, 못 가요 ${t.cancels.notComing}, 운영자 ${t.cancels.staff}, 회차 취소 ${t.cancels.session}), 불참 ${t.noShows}건`}
          categories={days}
          series={series(CANCELS)}
          stacked
        />
        <StatsTable
          caption="날짜별 취소 사유, 불참과 대기 채움 (취소는 취소한 날, 불참은 회차 날)"
          {...figureTable([
            ...columnsOf(CANCELS),
            ['취소 합계', (f) => f.cancels.total],
            ['불참', (f) => f.noShows],
            ['대기 채움', (f) => `${number(f.refills)}건 (${number(f.refilledSeats)}석)`],
          ])}
        />
      </Card>

      <Card id="stats-hours" title="시간대별 입장">
        <p className={styles.hint}>기간 전체에서 회원마다 그날 처음 입장한 시각을 셉니다.</p>
        <ColumnChart
          title="시간대별 입장"
          summary={
            peak.hour < 0
              ? `${span}: 입장 기록이 없어요`
              : `${span}: 가장 붐빈 때는 ${hourLabel(peak.hour)}대 ${number(peak.visitors)}명`
          }
          categories={hours.map((h) => hourLabel(h.hour))}
          series={[
            {
              key: 'visitors',
              label: '입장',
              color: COLORS.visitors,
              values: hours.map((h) => h.visitors),
            },
          ]}
        />
        <StatsTable
          caption="시간대별 입장 인원"
          columns={['입장']}
          rows={hours.map((h) => [`${hourLabel(h.hour)}대`, h.visitors])}
          total={['합계', hours.reduce((sum, h) => sum + h.visitors, 0)]}
        />
      </Card>
    </>
  );
}

/** A card of 통계 (the filters, a chart with its table), named by its heading. */
type Cell = string | number;

/** A column of a figures table: its heading and its cell, for a day or for the totals. */
type Column = [label: string, cell: (figures: StatsFigures) => Cell];

function StatsTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  rows: Cell[][];
  total: Cell[];
}) {
  const show = (cell: Cell | undefined) => (typeof cell === 'number' ? number(cell) : cell);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className={css.tableScroll} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">구분</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={String(head)}>
              <th scope="row">{head}</th>
              {cells.map((cell, i) => (
                <td key={columns[i]}>{show(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{total[0]}</th>
            {total.slice(1).map((cell, i) => (
              <td key={columns[i]}>{show(cell)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

function Download({ body }: { body: StaffStatsBody }) {
  const download = useStatsDownload();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const save = (format: ExportFormat) => {
    setFailure('');
    setDone('');
    download.mutate(
      { kind: 'stats', body: { ...body, format } },
      {
        onSuccess: (file) => setDone(`${file.fileName} 파일을 내려받았어요.`),
        onError: (error) => setFailure(error.message || '내려받지 못했어요. 다시 시도해 주세요.'),
      },
    );
  };
  return (
    <div className={css.download}>
      <span className={styles.hint}>이 기간의 표를 파일로</span>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={styles.smallButton}
          disabled={download.isPending}
          onClick={() => save(format)}
        >
          {format.toUpperCase()} 내려받기
        </button>
      ))}
      <FormMessages failure={failure} done={done} />
    </div>
  );
}
