import { Door, Lift, plan, Restroom, Stairs } from './plan-kit';

/**
 * The building's core, in the same place on every floor (north-east): stairs, the lift and the
 * restrooms. On the rooftop it is the stair house.
 */
export function Core({ doorColor = plan.floor }: { doorColor?: string }) {
  return (
    <g>
      <Stairs x={250} y={14} w={96} h={52} />
      <Lift x={250} y={66} size={40} />
      <Restroom x={290} y={66} w={56} h={54} />
      <Door x1={262} y1={106} x2={280} y2={106} color={doorColor} />
      <Door x1={300} y1={120} x2={320} y2={120} color={doorColor} />
      <line x1={250} y1={14} x2={250} y2={66} stroke={plan.wall} strokeWidth={2} />
    </g>
  );
}
