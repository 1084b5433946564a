import { Core } from './core';
import { Door, PlanSvg, plan, Room, Shell } from './plan-kit';

/**
 * Rooftop (floorIdx 4): the wooden deck and its sunset stage, The Ground lawn, the glass pavilion
 * of The Archive and The Garden's planters, around the stair house.
 */
export default function FloorRooftopDrawing({ label }: { label: string }) {
  return (
    <PlanSvg label={label}>
      <Shell fill={plan.paving} />
      {/* The Rooftop deck with its planks and the sunset stage */}
      <Room x={14} y={14} w={170} h={236} fill={plan.deck} />
      <g stroke="#e4d5bf" strokeWidth={1}>
        {[40, 66, 92, 118, 144, 170, 196, 222].map((y) => (
          <line key={y} x1={16} y1={y} x2={182} y2={y} />
        ))}
      </g>
      <path d="M30 28H154V78Q92 104 30 78Z" fill="#efd7b5" stroke="#d3a86d" strokeDasharray="4 4" />
      {/* The Ground: the lawn */}
      <Room x={184} y={134} w={162} h={132} fill={plan.lawn} />
      <g fill="#b9dca6">
        {[152, 176, 200, 224, 248].map((y) =>
          [198, 226, 254, 282, 310, 332].map((x) => (
            <circle key={`${x}-${y}`} cx={x + ((y / 24) % 2) * 6} cy={y} r={1.6} />
          )),
        )}
      </g>
      <Door x1={184} y1={180} x2={184} y2={220} color={plan.deck} />
      <Core doorColor={plan.paving} />
      {/* The Archive: a glass pavilion */}
      <Room x={14} y={270} w={140} h={116} fill={plan.studio} />
      <g stroke="#9cbcf0" strokeWidth={1}>
        <line x1={24} y1={280} x2={144} y2={280} />
        <line x1={24} y1={376} x2={144} y2={376} />
      </g>
      <Door x1={60} y1={270} x2={100} y2={270} color={plan.paving} />
      {/* The Garden: planters in a ring */}
      <Room x={154} y={266} w={192} h={120} fill="#eaf6e2" />
      <g fill={plan.plant} stroke="#7fb86a" strokeWidth={1.2}>
        <circle cx={176} cy={288} r={12} />
        <circle cx={324} cy={288} r={12} />
        <circle cx={176} cy={364} r={12} />
        <circle cx={324} cy={364} r={12} />
        <rect x={206} y={372} width={90} height={8} rx={4} />
      </g>
      <Door x1={230} y1={266} x2={280} y2={266} color={plan.lawn} />
    </PlanSvg>
  );
}
