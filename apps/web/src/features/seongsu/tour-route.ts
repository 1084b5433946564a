/**
 * Pure helpers of the tour tab. The course itself is CMS content: POST /api/tour/detail
 * (api/get-tour.ts, seeded in apps/server/src/db/seed/tour.ts).
 */

type Minutes = { minutes: number };
type OnFloor = { floorIdx: number | null };

/** The suggested minutes of every stop, added up. */
export function totalTourMinutes(stops: readonly Minutes[]): number {
  return stops.reduce((sum, stop) => sum + stop.minutes, 0);
}

/** How many different floors the stops visit (a stop not on one floor counts for none). */
export function tourFloorCount(stops: readonly OnFloor[]): number {
  return new Set(stops.flatMap((stop) => (stop.floorIdx === null ? [] : [stop.floorIdx]))).size;
}

/** 135 → '2시간 15분', 40 → '40분', 120 → '2시간'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}
