import { Core } from './core';
import { Door, Entrance, PlanSvg, plan, Room, RoomName, Shell } from './plan-kit';

/** 1F (floorIdx 2): the lobby from the street, the Main Hall behind it, Way To Light east. */
export default function Floor1fDrawing({ label }: { label: string }) {
  return (
    <PlanSvg label={label}>
      <Shell />
      {/* Main Hall, its projection wall along the north side and the immersive room */}
      <Room x={14} y={14} w={236} h={226} fill={plan.hall} />
      <rect x={24} y={22} width={216} height={6} rx={3} fill={plan.accent} opacity={0.35} />
      <rect
        x={46}
        y={40}
        width={168}
        height={74}
        rx={10}
        fill={plan.hallDeep}
        stroke={plan.accent}
        strokeOpacity={0.45}
        strokeDasharray="4 4"
      />
      <Door x1={104} y1={240} x2={156} y2={240} />
      <Door x1={250} y1={196} x2={250} y2={226} color={plan.light} />
      {/* Way To Light: the passage of lights along the east side */}
      <Room x={250} y={120} w={96} h={196} fill={plan.light} />
      <g fill="#ffc93d" opacity={0.75}>
        {[140, 160, 180, 200, 220, 240, 300].map((y) => (
          <g key={y}>
            <circle cx={262} cy={y} r={2.4} />
            <circle cx={334} cy={y} r={2.4} />
          </g>
        ))}
      </g>
      <Door x1={262} y1={316} x2={300} y2={316} />
      <Core />
      {/* Lobby: information desk, QR check-in kiosks, lockers */}
      <path
        d="M40 282q44-22 88 0"
        fill="none"
        stroke={plan.wall}
        strokeWidth={7}
        strokeLinecap="round"
      />
      <RoomName x={84} y={302} ko="인포메이션" en="Information" />
      <g fill={plan.service} stroke={plan.wall} strokeWidth={1.5}>
        <rect x={176} y={262} width={16} height={20} rx={3} />
        <rect x={198} y={262} width={16} height={20} rx={3} />
      </g>
      <RoomName x={196} y={298} ko="QR 체크인" en="Check-in" />
      <Room x={262} y={330} w={84} h={56} fill={plan.service} />
      <g stroke="#b4bac6" strokeWidth={1}>
        {[276, 290, 304, 318, 332].map((x) => (
          <line key={x} x1={x} y1={334} x2={x} y2={350} />
        ))}
      </g>
      <RoomName x={304} y={366} ko="물품보관함" en="Lockers" />
      <Door x1={262} y1={340} x2={262} y2={362} />
      <Door x1={118} y1={386} x2={170} y2={386} width={6} />
      <Entrance x={144} y={350} />
    </PlanSvg>
  );
}
