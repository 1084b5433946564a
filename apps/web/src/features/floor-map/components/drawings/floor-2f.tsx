import { Core } from './core';
import { Door, PlanSvg, plan, Room, RoomName, Shell } from './plan-kit';

/**
 * 2F (floorIdx 3): the Flex Hall west, the AI Circle (a round stage between two studio pods)
 * under the core, The Lounge along the south.
 */
export default function Floor2fDrawing({ label }: { label: string }) {
  return (
    <PlanSvg label={label}>
      <Shell />
      {/* Flex Hall: the talk stage north and movable seating */}
      <Room x={14} y={14} w={132} h={248} fill={plan.hall} />
      <rect
        x={26}
        y={28}
        width={108}
        height={66}
        rx={10}
        fill={plan.hallDeep}
        stroke={plan.accent}
        strokeOpacity={0.45}
        strokeDasharray="4 4"
      />
      <g fill={plan.accent} opacity={0.22}>
        {[200, 214, 228, 242].map((y) =>
          [32, 48, 64, 80, 96, 112].map((x) => (
            <rect key={`${x}-${y}`} x={x} y={y} width={11} height={7} rx={2} />
          )),
        )}
      </g>
      <Door x1={146} y1={60} x2={146} y2={96} />
      {/* Rest area by the stairs */}
      <g fill={plan.service} stroke={plan.wall} strokeWidth={1.5}>
        <rect x={166} y={82} width={12} height={28} rx={6} />
        <rect x={222} y={82} width={12} height={28} rx={6} />
      </g>
      <RoomName x={200} y={48} ko="휴게 공간" en="Rest Area" />
      <Core />
      {/* AI Circle: the round stage and the two studio pods */}
      <Room x={146} y={120} w={200} h={142} fill={plan.studio} />
      <circle cx={246} cy={164} r={36} fill="#cfe1ff" stroke="#8fb2ea" strokeDasharray="3 4" />
      <g fill="#d8e7ff" stroke="#8fb2ea" strokeDasharray="4 4">
        <rect x={156} y={206} width={74} height={48} rx={10} />
        <rect x={262} y={206} width={74} height={48} rx={10} />
      </g>
      <Door x1={160} y1={120} x2={190} y2={120} />
      {/* The Lounge: sofas, round tables and the little stage in the east corner */}
      <Room x={14} y={262} w={332} h={124} fill={plan.lounge} />
      <rect
        x={230}
        y={274}
        width={104}
        height={66}
        rx={10}
        fill="#c5e8d4"
        stroke="#7cc39b"
        strokeDasharray="4 4"
      />
      <g fill="#bfe3cf" stroke="#7cc39b" strokeWidth={1.2}>
        <rect x={28} y={276} width={60} height={14} rx={7} />
        <rect x={28} y={358} width={60} height={14} rx={7} />
        <circle cx={214} cy={366} r={9} />
        <circle cx={266} cy={366} r={9} />
        <circle cx={318} cy={366} r={9} />
      </g>
      <Door x1={40} y1={262} x2={90} y2={262} />
      <Door x1={190} y1={262} x2={226} y2={262} />
    </PlanSvg>
  );
}
