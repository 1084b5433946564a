/**
 * The venue settings (decision 030): one document in `venue_settings`, saved by the
 * ADMIN and read by everyone. This module is the one place other features ask about them:
 *
 * - `venueSettings(app)`: the current settings (or null before the venue has any), through the
 *   read cache's `value()` — dropped on every content write, 5 s TTL otherwise;
 * - `isVenueClosed(settings, ymd)` / `venueClosedDays(app)`: the venue's closed days, e.g. for a
 *   instance series that skips them;
 * - `activeMaintenance(settings, now)`: the scheduled maintenance window when it is on now.
 */
import {
  type ClosedDaysRule,
  isClosedOn,
  type StaffVenueSettings,
  toSeoulIso,
  type VenueInfo,
  type VenueSettings,
  venueSettingsInput,
  type Ymd,
} from '@venue/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { venueSettings as venueSettingsTable } from '../../../db/schema';
import type { Database } from '../../../db/types';

/**
 * The stored document as the contract answers it to the console (the public read answers all but
 * the message settings); null when none, or it no longer parses.
 */
export async function readVenueSettings(db: Database): Promise<StaffVenueSettings | null> {
  const [row] = await db
    .select({ settings: venueSettingsTable.settings })
    .from(venueSettingsTable)
    .where(eq(venueSettingsTable.settingsIdx, 1))
    .limit(1);
  if (!row) return null;
  const parsed = venueSettingsInput.safeParse(row.settings);
  return parsed.success ? toVenueInfo(parsed.data) : null;
}

/** Instants with the Seoul offset, as every instant the API answers. */
export function toVenueInfo(settings: VenueSettings): StaffVenueSettings {
  const { maintenance } = settings;
  return {
    ...settings,
    maintenance: maintenance && {
      ...maintenance,
      startAt: toSeoulIso(new Date(maintenance.startAt)),
      endAt: toSeoulIso(new Date(maintenance.endAt)),
    },
  };
}

export async function writeVenueSettings(
  db: Database,
  settings: VenueSettings,
): Promise<StaffVenueSettings> {
  const info = toVenueInfo(settings);
  await db
    .insert(venueSettingsTable)
    .values({ settingsIdx: 1, settings: info })
    .onConflictDoUpdate({
      target: venueSettingsTable.settingsIdx,
      set: { settings: info, modDate: new Date() },
    });
  return info;
}

const CACHE_KEY = 'venue:settings';

/** The current settings, from the read cache (null before the venue has any). */
export function venueSettings(app: FastifyInstance): Promise<StaffVenueSettings | null> {
  return app.readCache.value(CACHE_KEY, () => readVenueSettings(app.db));
}

/** The settings when the read cache holds them fresh, `{ value }`; undefined when they must load. */
export function cachedVenueSettings(
  app: FastifyInstance,
): { value: StaffVenueSettings | null } | undefined {
  return app.readCache.peek<StaffVenueSettings | null>(CACHE_KEY);
}

/** Whether the venue is closed on the Seoul day `ymd` (no settings: never closed). */
export function isVenueClosed(settings: { closedDays: ClosedDaysRule } | null, ymd: Ymd): boolean {
  return settings !== null && isClosedOn(settings.closedDays, ymd);
}

/** The venue's closed-days rule, for checking many days (an instance series) with `isClosedOn`. */
export async function venueClosedDays(app: FastifyInstance): Promise<ClosedDaysRule> {
  const settings = await venueSettings(app);
  return settings?.closedDays ?? { weekdays: [], monthlyWeekdays: [], dates: [] };
}

/** The maintenance window when `now` lies in it, else null. */
export function activeMaintenance(
  settings: VenueInfo | null,
  now: Date,
): NonNullable<VenueInfo['maintenance']> | null {
  const window = settings?.maintenance;
  if (!window) return null;
  const at = now.getTime();
  return at >= Date.parse(window.startAt) && at < Date.parse(window.endAt) ? window : null;
}
