import { BUILT_IN_PLAN_SIZE as MAP_VIEWBOX } from '@venue/contract/domain';
import type { ReactNode } from 'react';

/**
 * The drawing kit shared by the four floor plans: one palette, one wall weight and one set of
 * symbols (stairs, lift, restrooms, doors, the entrance), so the floors read as one building.
 * Plans are drawn in MAP_VIEWBOX units (360 × 400) and scale with the page. Room names of the
 * hotspots are not drawn here: the hotspot layer puts them on top as real links.
 */
export const plan = {
  wall: '#262a35',
  floor: '#ffffff',
  text: '#4a5160',
  muted: '#6b7282',
  service: '#eceef3',
  hall: '#ece9ff',
  hallDeep: '#d9d3ff',
  shop: '#ffeedd',
  light: '#fff4c7',
  lounge: '#dff3e8',
  studio: '#e0edff',
  deck: '#f4ebde',
  lawn: '#e0f0d6',
  plant: '#9fcf8a',
  paving: '#eceae6',
  accent: '#4b32e6',
} as const;

export function PlanSvg({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
      role="img"
      aria-label={label}
      fontFamily="inherit"
      style={{ width: '100%', height: '100%' }}
    >
      {children}
    </svg>
  );
}

/** The outer walls with a soft drop shadow; the rooftop's open floor is paving, not `floor`. */
export function Shell({ fill = plan.floor }: { fill?: string }) {
  const d = 'M14 14H346V386H14Z';
  return (
    <>
      <path d={d} fill="#000" opacity={0.06} transform="translate(2 4)" />
      <path d={d} fill={fill} stroke={plan.wall} strokeWidth={4} strokeLinejoin="round" />
    </>
  );
}

export function Room({
  x,
  y,
  w,
  h,
  fill,
  rx = 0,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  rx?: number;
}) {
  return (
    <rect x={x} y={y} width={w} height={h} rx={rx} fill={fill} stroke={plan.wall} strokeWidth={2} />
  );
}

/** An opening in a wall from (x1, y1) to (x2, y2): the wall is painted over in `color`. */
export function Door({
  x1,
  y1,
  x2,
  y2,
  color = plan.floor,
  width = 4.5,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color?: string;
  width?: number;
}) {
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={color} strokeWidth={width} />;
}

/** Stairs: a box of treads, with an arrow going up. Horizontal treads when `vertical`. */
export function Stairs({
  x,
  y,
  w,
  h,
  vertical = false,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  vertical?: boolean;
}) {
  const treads: ReactNode[] = [];
  const count = Math.floor((vertical ? h : w) / 7);
  for (let i = 1; i < count; i++) {
    const t = (i * (vertical ? h : w)) / count;
    treads.push(
      vertical ? (
        <line key={i} x1={x} y1={y + t} x2={x + w} y2={y + t} />
      ) : (
        <line key={i} x1={x + t} y1={y} x2={x + t} y2={y + h} />
      ),
    );
  }
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={plan.service}
        stroke={plan.wall}
        strokeWidth={2}
      />
      <g stroke="#b4bac6" strokeWidth={1}>
        {treads}
      </g>
      <path
        d={
          vertical
            ? `M${cx} ${y + h - 6}V${y + 8}m-4 5l4-5 4 5`
            : `M${x + 6} ${cy}H${x + w - 8}m-5-4l5 4-5 4`
        }
        fill="none"
        stroke={plan.text}
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A lift shaft: a box with the up/down triangles everyone knows from the call button. */
export function Lift({ x, y, size = 30 }: { x: number; y: number; size?: number }) {
  const cx = x + size / 2;
  const cy = y + size / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={size}
        height={size}
        fill={plan.service}
        stroke={plan.wall}
        strokeWidth={2}
      />
      <path
        d={`M${cx} ${cy - 9}l5 6h-10zM${cx} ${cy + 9}l5-6h-10z`}
        fill={plan.text}
        stroke="none"
      />
    </g>
  );
}

/** Restrooms: a room with the two pictograms. */
export function Restroom({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={plan.service}
        stroke={plan.wall}
        strokeWidth={2}
      />
      <g fill={plan.text} transform={`translate(${cx - 11} ${cy - 9})`}>
        <circle cx={4} cy={2.5} r={2.5} />
        <rect x={1.2} y={6} width={5.6} height={12} rx={2} />
        <circle cx={18} cy={2.5} r={2.5} />
        <path d="M18 6l4.5 8h-9z" />
        <rect x={15.6} y={13} width={4.8} height={5} rx={1} />
        <rect x={10.6} y={0} width={0.8} height={18} opacity={0.5} />
      </g>
    </g>
  );
}

/** Two-line name of a service room (Korean, then English), centred on (x, y). */
export function RoomName({ x, y, ko, en }: { x: number; y: number; ko: string; en?: string }) {
  return (
    <g textAnchor="middle">
      <text x={x} y={en ? y - 1 : y + 3.5} fontSize={10.5} fontWeight={700} fill={plan.text}>
        {ko}
      </text>
      {en ? (
        <text x={x} y={y + 10.5} fontSize={8.5} fill={plan.muted}>
          {en}
        </text>
      ) : null}
    </g>
  );
}

/** The street entrance: an arrow pointing in at (x, y), with its name under it. */
export function Entrance({ x, y, label = '입구', en = 'Entrance' }: EntranceProps) {
  return (
    <g>
      <path
        d={`M${x} ${y + 24}V${y + 6}m-6 6l6-6 6 6`}
        fill="none"
        stroke={plan.accent}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x={x + 12}
        y={y + 22}
        fontSize={9.5}
        fontWeight={700}
        fill={plan.accent}
        textAnchor="start"
      >
        {label}
        <tspan fontWeight={500} fontSize={8}>
          {` ${en}`}
        </tspan>
      </text>
    </g>
  );
}

type EntranceProps = { x: number; y: number; label?: string; en?: string };
