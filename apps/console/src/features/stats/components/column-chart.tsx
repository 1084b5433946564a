import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useId } from 'react';
import css from './stats-page.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  /** a CSS colour (a design token) */
  color: string;
  values: (number | null)[];
}

const WIDTH = 1000;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };
const AXIS_COLOR = '#666e7d';
const GRID_COLOR = '#e4e7ec';

/**
 * A column chart drawn with visx: one group of columns per category (a day, an
 * hour), the series side by side or stacked, or as a line (`line`). An SVG that scales with its
 * card; its title and summary are its accessible name, and the table under it holds the numbers.
 * With many categories only every n-th label is written under the axis.
 */
export function ColumnChart({
  title,
  summary,
  categories,
  series,
  stacked = false,
  line = false,
  max,
  format = (n) => n.toLocaleString('ko-KR'),
}: {
  title: string;
  summary: string;
  categories: string[];
  series: ChartSeries[];
  stacked?: boolean;
  line?: boolean;
  /** the top of the scale (else the largest value, at least 1) */
  max?: number;
  format?: (n: number) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const top = max ?? Math.max(1, ...totals);
  const x = scaleBand<string>({ domain: categories, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const every = Math.max(1, Math.ceil(categories.length / 16));
  const ticks = y.ticks(5).filter((tick) => max !== undefined || Number.isInteger(tick));

  return (
    <figure className={css.chart}>
      <ul className={css.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={css.swatch} style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={css.svg}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <Line
              key={tick}
              from={{ x: 0, y: y(tick) }}
              to={{ x: innerWidth, y: y(tick) }}
              stroke={GRID_COLOR}
            />
          ))}
          {line
            ? series.map((s) => (
                <Group key={s.key}>
                  <LinePath<[string, number]>
                    data={categories.flatMap((c, i) => {
                      const value = s.values[i];
                      return value === null || value === undefined ? [] : [[c, value]];
                    })}
                    x={([c]) => (x(c) ?? 0) + x.bandwidth() / 2}
                    y={([, value]) => y(value)}
                    stroke={s.color}
                    strokeWidth={3}
                  />
                  {categories.map((c, i) => {
                    const value = s.values[i];
                    if (value === null || value === undefined) return null;
                    return (
                      <circle
                        key={c}
                        cx={(x(c) ?? 0) + x.bandwidth() / 2}
                        cy={y(value)}
                        r={4}
                        fill={s.color}
                      />
                    );
                  })}
                </Group>
              ))
            : categories.map((c, i) => {
                let base = 0;
                return (
                  <Group key={c} left={x(c) ?? 0}>
                    {series.map((s) => {
                      const value = s.values[i] ?? 0;
                      if (value <= 0) return null;
                      if (stacked) {
                        const bar = (
                          <Bar
                            key={s.key}
                            x={0}
                            width={x.bandwidth()}
                            y={y(base + value)}
                            height={y(base) - y(base + value)}
                            fill={s.color}
                          />
                        );
                        base += value;
                        return bar;
                      }
                      return (
                        <Bar
                          key={s.key}
                          x={inner(s.key) ?? 0}
                          width={inner.bandwidth()}
                          y={y(value)}
                          height={innerHeight - y(value)}
                          fill={s.color}
                        />
                      );
                    })}
                  </Group>
                );
              })}
          <AxisLeft
            scale={y}
            tickValues={ticks}
            tickFormat={(value) => format(Number(value))}
            stroke={AXIS_COLOR}
            tickStroke={AXIS_COLOR}
            tickLabelProps={{ fill: AXIS_COLOR, fontSize: 13, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={categories.filter((_, i) => i % every === 0)}
            stroke={AXIS_COLOR}
            tickStroke={AXIS_COLOR}
            tickLabelProps={{ fill: AXIS_COLOR, fontSize: 13, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </figure>
  );
}
