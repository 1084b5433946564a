import { Core } from './core';
import { Door, PlanSvg, plan, Room, RoomName, Shell } from './plan-kit';

/** B1 (floorIdx 1): The Stage, a black-box hall, west; the Goods Zone east. */
export default function FloorB1Drawing({ label }: { label: string }) {
  return (
    <PlanSvg label={label}>
      <Shell />
      {/* The Stage: the stage platform north, rows of seats facing it */}
      <Room x={14} y={14} w={190} h={290} fill={plan.hall} />
      <path
        d="M28 28H190V86Q109 112 28 86Z"
        fill={plan.hallDeep}
        stroke={plan.accent}
        strokeOpacity={0.45}
      />
      <g
        stroke={plan.accent}
        strokeOpacity={0.28}
        strokeWidth={3}
        strokeLinecap="round"
        fill="none"
      >
        {[124, 138, 236, 250, 264, 278].map((y) => (
          <path key={y} d={`M42 ${y}Q109 ${y + 12} 176 ${y}`} />
        ))}
      </g>
      <Door x1={204} y1={212} x2={204} y2={244} />
      <Door x1={96} y1={304} x2={140} y2={304} />
      <Core />
      {/* Goods Zone: shelves along the walls and the pop-up showroom */}
      <Room x={218} y={156} w={128} h={230} fill={plan.shop} />
      <g fill="#f6d2ad">
        <rect x={226} y={164} width={8} height={70} rx={2} />
        <rect x={330} y={164} width={8} height={70} rx={2} />
      </g>
      <rect
        x={236}
        y={270}
        width={96}
        height={100}
        rx={10}
        fill="#ffdcbb"
        stroke="#e9a567"
        strokeDasharray="4 4"
      />
      <Door x1={218} y1={176} x2={218} y2={206} />
      {/* Waiting area and the photo booth by the stage doors */}
      <Room x={14} y={330} w={72} h={56} fill={plan.service} />
      <RoomName x={50} y={358} ko="포토 부스" en="Photo Booth" />
      <Door x1={86} y1={342} x2={86} y2={370} />
      <g fill={plan.service} stroke={plan.wall} strokeWidth={1.5}>
        <rect x={112} y={344} width={70} height={12} rx={6} />
        <rect x={112} y={364} width={70} height={12} rx={6} />
      </g>
      <RoomName x={147} y={330} ko="대기 공간" />
    </PlanSvg>
  );
}
