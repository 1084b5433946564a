/**
 * Content management of the venue's structure and settings (decision 030; README.md). Staff
 * calls: floors, zones, the tour and the floor maps for EDITOR, the venue settings for ADMIN;
 * every write through `auditedWrite(…, { content: true })`, so it is recorded and every
 * instance's read cache drops at once. The public read POST /api/venue/info serves the settings
 * from the read cache.
 */
import { seoulToday, venueInfoResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { listClosedDayBookings } from './closed-day-bookings';
import {
  deleteFloor,
  deleteHotspot,
  deleteZone,
  findStaffTour,
  listStaffFloors,
  listStaffHotspots,
  listStaffTours,
  listStaffZones,
  saveFloor,
  saveFloorPlan,
  saveHotspot,
  saveTour,
  saveZone,
  TOUR_NOT_FOUND,
} from './cms-venue.repository';
import { readVenueSettings, venueClosedDays, writeVenueSettings } from './venue-settings';

export const VENUE_INFO_NOT_FOUND = '공간 정보가 아직 등록되지 않았어요.';

export const cmsVenueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The console's answers are the operator's own: never kept by a browser or a proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/staff/')) reply.header('cache-control', 'no-store');
  });
  // Content writes run in one audited transaction that drops every instance's read cache.
  const contentWrite = <T>(
    request: Parameters<typeof requireOperator>[0],
    work: Parameters<typeof auditedWrite<T>>[3],
  ) => auditedWrite(app, requireOperator(request), { content: true }, work);

  // ── Public ────────────────────────────────────────────────────────────────
  registerCall(app, 'venueInfo', async (_request, reply) => {
    const body = await app.readCache.get('venue:info', venueInfoResponse, async () => {
      const settings = await readVenueSettings(app.db);
      if (!settings) throw AppError.notFound(VENUE_INFO_NOT_FOUND);
      return ok(settings);
    });
    return sendJsonBytes(reply, body);
  });

  // ── Floors ────────────────────────────────────────────────────────────────
  registerCall(app, 'staffFloorList', async () => ok(await listStaffFloors(app.db)));

  registerCall(app, 'staffFloorSave', async (request) => {
    const floorIdx = await contentWrite(request, async (tx, audit) => {
      const { before, after } = await saveFloor(tx, request.body);
      audit({
        action: 'floor.save',
        targetType: 'floor',
        targetId: after.floorIdx,
        before,
        after,
      });
      return after.floorIdx;
    });
    return ok({ floorIdx });
  });

  registerCall(app, 'staffFloorPlanSave', async (request) => {
    const { floorIdx, plan } = request.body;
    await contentWrite(request, async (tx, audit) => {
      const { before, after } = await saveFloorPlan(tx, floorIdx, plan);
      audit({ action: 'floor.plan', targetType: 'floor', targetId: floorIdx, before, after });
    });
    return ok({ floorIdx });
  });

  registerCall(app, 'staffFloorDelete', async (request) => {
    const { floorIdx } = request.body;
    await contentWrite(request, async (tx, audit) => {
      const before = await deleteFloor(tx, floorIdx);
      audit({
        action: 'floor.delete',
        targetType: 'floor',
        targetId: floorIdx,
        before,
        after: null,
      });
    });
    return ok({ floorIdx });
  });

  // ── Zones ─────────────────────────────────────────────────────────────────
  registerCall(app, 'staffZoneList', async (request) =>
    ok(await listStaffZones(app.db, request.body?.floorIdx)),
  );

  registerCall(app, 'staffZoneSave', async (request) => {
    const zoneIdx = await contentWrite(request, async (tx, audit) => {
      const { before, after } = await saveZone(tx, request.body);
      audit({ action: 'zone.save', targetType: 'zone', targetId: after.zoneIdx, before, after });
      return after.zoneIdx;
    });
    return ok({ zoneIdx });
  });

  registerCall(app, 'staffZoneDelete', async (request) => {
    const { zoneIdx } = request.body;
    await contentWrite(request, async (tx, audit) => {
      const before = await deleteZone(tx, zoneIdx);
      audit({
        action: 'zone.delete',
        targetType: 'zone',
        targetId: zoneIdx,
        before,
        after: null,
      });
    });
    return ok({ zoneIdx });
  });

  // ── Floor-map hotspots ────────────────────────────────────────────────────
  registerCall(app, 'staffHotspotList', async (request) =>
    ok(await listStaffHotspots(app.db, request.body?.floorIdx)),
  );

  registerCall(app, 'staffHotspotSave', async (request) => {
    const mapHotspotIdx = await contentWrite(request, async (tx, audit) => {
      const { before, after } = await saveHotspot(tx, request.body);
      audit({
        action: 'hotspot.save',
        targetType: 'hotspot',
        targetId: after.mapHotspotIdx,
        before,
        after,
      });
      return after.mapHotspotIdx;
    });
    return ok({ mapHotspotIdx });
  });

  registerCall(app, 'staffHotspotDelete', async (request) => {
    const { mapHotspotIdx } = request.body;
    await contentWrite(request, async (tx, audit) => {
      const before = await deleteHotspot(tx, mapHotspotIdx);
      audit({
        action: 'hotspot.delete',
        targetType: 'hotspot',
        targetId: mapHotspotIdx,
        before,
        after: null,
      });
    });
    return ok({ mapHotspotIdx });
  });

  // ── The tour ──────────────────────────────────────────────────────────────
  registerCall(app, 'staffTourList', async () => ok(await listStaffTours(app.db)));

  registerCall(app, 'staffTourDetail', async (request) => {
    const tour = await findStaffTour(app.db, request.body.tourIdx);
    if (!tour) throw AppError.notFound(TOUR_NOT_FOUND);
    return ok(tour);
  });

  registerCall(app, 'staffTourSave', async (request) => {
    const tourIdx = await contentWrite(request, async (tx, audit) => {
      const { tourIdx: id, before, after } = await saveTour(tx, request.body);
      audit({ action: 'tour.save', targetType: 'tour', targetId: id, before, after });
      return id;
    });
    return ok({ tourIdx });
  });

  // ── Venue settings (ADMIN) ────────────────────────────────────────────────
  registerCall(app, 'staffVenueSettings', async () => {
    const settings = await readVenueSettings(app.db);
    if (!settings) throw AppError.notFound(VENUE_INFO_NOT_FOUND);
    return ok(settings);
  });

  registerCall(app, 'staffClosedDayBookings', async () =>
    ok({
      list: await listClosedDayBookings(app.db, await venueClosedDays(app), seoulToday(new Date())),
    }),
  );

  registerCall(app, 'staffVenueSettingsSave', async (request) => {
    await contentWrite(request, async (tx, audit) => {
      const before = await readVenueSettings(tx);
      const after = await writeVenueSettings(tx, request.body);
      audit({ action: 'venue.settings', targetType: 'venue', targetId: 1, before, after });
    });
    return ok(null);
  });
};
