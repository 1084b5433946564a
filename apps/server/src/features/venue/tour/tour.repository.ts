import type { TourDetail } from '@venue/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { floors, tourStops, tours } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';

/**
 * The current tour of the venue page's tour tab: the displayed tour edited last (the id breaks
 * ties, so two tours saved in one instant still give one answer), with its stops in order and
 * each stop's floorName from its floor. Null when no tour is displayed.
 */
export async function findCurrentTour(db: Database): Promise<TourDetail | null> {
  const [tour] = await db
    .select({
      tourIdx: tours.tourIdx,
      tourTitle: tours.tourTitle,
      tourIntro: tours.tourIntro,
      savePath: tours.savePath,
      checklist: tours.checklist,
    })
    .from(tours)
    .where(eq(tours.displayYn, true))
    .orderBy(desc(tours.modDate), desc(tours.tourIdx))
    .limit(1);
  if (!tour) return null;

  const stopList = await db
    .select({
      tourStopIdx: tourStops.tourStopIdx,
      floorIdx: tourStops.floorIdx,
      floorName: floors.floorName,
      zoneIdx: tourStops.zoneIdx,
      programIdx: tourStops.programIdx,
      label: tourStops.label,
      title: tourStops.stopTitle,
      minutes: tourStops.minutes,
      text: tourStops.stopText,
      tips: tourStops.tips,
    })
    .from(tourStops)
    .leftJoin(floors, eq(floors.floorIdx, tourStops.floorIdx))
    .where(eq(tourStops.tourIdx, tour.tourIdx))
    .orderBy(asc(tourStops.sortIndex), asc(tourStops.tourStopIdx));

  return { ...tour, tourIntro: sanitizeEditorHtml(tour.tourIntro), stopList };
}
