/**
 * Content management of the venue's structure and settings (decision 030; README.md). Staff
 * calls: floors, zones, the tour and the floor maps for EDITOR, the venue settings for ADMIN;
 * every write through `auditedWrite(…, { content: true })`, so it is recorded and every
 * instance's read cache drops at once. The public read POST /api/venue/info serves the settings
 * from the read cache.
 */
import {
  seoulToday,
  staffClosedDayBookingsBody,
  staffClosedDayBookingsResponse,
  staffFloorDeleteBody,
  staffFloorDeleteResponse,
  staffFloorListBody,
  staffFloorListResponse,
  staffFloorPlanSaveBody,
  staffFloorPlanSaveResponse,
  staffFloorSaveBody,
  staffFloorSaveResponse,
  staffHotspotDeleteBody,
  staffHotspotDeleteResponse,
  staffHotspotListBody,
  staffHotspotListResponse,
  staffHotspotSaveBody,
  staffHotspotSaveResponse,
  staffTourDetailBody,
  staffTourDetailResponse,
  staffTourListBody,
  staffTourListResponse,
  staffTourSaveBody,
  staffTourSaveResponse,
  staffVenueSettingsBody,
  staffVenueSettingsResponse,
  staffVenueSettingsSaveBody,
  staffVenueSettingsSaveResponse,
  staffZoneDeleteBody,
  staffZoneDeleteResponse,
  staffZoneListBody,
  staffZoneListResponse,
  staffZoneSaveBody,
  staffZoneSaveResponse,
  venueInfoBody,
  venueInfoResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, sendJsonBytes } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
import { auditedWrite } from '../audit/audited-write';
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

const editor = { staff: 'EDITOR' } as const;
const admin = { staff: 'ADMIN' } as const;
const anyStaff = { staff: 'STAFF' } as const;

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
  app.post(
    '/api/venue/info',
    { schema: { body: venueInfoBody, response: { 200: venueInfoResponse } } },
    async (_request, reply) => {
      const body = await app.readCache.get('venue:info', venueInfoResponse, async () => {
        const settings = await readVenueSettings(app.db);
        if (!settings) throw AppError.notFound(VENUE_INFO_NOT_FOUND);
        return ok(settings);
      });
      return sendJsonBytes(reply, body);
    },
  );

  // ── Floors ────────────────────────────────────────────────────────────────
  app.post(
    '/api/staff/floors',
    {
      config: editor,
      schema: { body: staffFloorListBody, response: { 200: staffFloorListResponse } },
    },
    async () => ok(await listStaffFloors(app.db)),
  );

  app.post(
    '/api/staff/floors/save',
    {
      config: editor,
      schema: { body: staffFloorSaveBody, response: { 200: staffFloorSaveResponse } },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/api/staff/floors/plan/save',
    {
      config: editor,
      schema: { body: staffFloorPlanSaveBody, response: { 200: staffFloorPlanSaveResponse } },
    },
    async (request) => {
      const { floorIdx, plan } = request.body;
      await contentWrite(request, async (tx, audit) => {
        const { before, after } = await saveFloorPlan(tx, floorIdx, plan);
        audit({ action: 'floor.plan', targetType: 'floor', targetId: floorIdx, before, after });
      });
      return ok({ floorIdx });
    },
  );

  app.post(
    '/api/staff/floors/delete',
    {
      config: editor,
      schema: { body: staffFloorDeleteBody, response: { 200: staffFloorDeleteResponse } },
    },
    async (request) => {
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
    },
  );

  // ── Zones ─────────────────────────────────────────────────────────────────
  app.post(
    '/api/staff/zones',
    {
      config: editor,
      schema: { body: staffZoneListBody, response: { 200: staffZoneListResponse } },
    },
    async (request) => ok(await listStaffZones(app.db, request.body?.floorIdx)),
  );

  app.post(
    '/api/staff/zones/save',
    {
      config: editor,
      schema: { body: staffZoneSaveBody, response: { 200: staffZoneSaveResponse } },
    },
    async (request) => {
      const zoneIdx = await contentWrite(request, async (tx, audit) => {
        const { before, after } = await saveZone(tx, request.body);
        audit({ action: 'zone.save', targetType: 'zone', targetId: after.zoneIdx, before, after });
        return after.zoneIdx;
      });
      return ok({ zoneIdx });
    },
  );

  app.post(
    '/api/staff/zones/delete',
    {
      config: editor,
      schema: { body: staffZoneDeleteBody, response: { 200: staffZoneDeleteResponse } },
    },
    async (request) => {
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
    },
  );

  // ── Floor-map hotspots ────────────────────────────────────────────────────
  app.post(
    '/api/staff/hotspots',
    {
      config: editor,
      schema: { body: staffHotspotListBody, response: { 200: staffHotspotListResponse } },
    },
    async (request) => ok(await listStaffHotspots(app.db, request.body?.floorIdx)),
  );

  app.post(
    '/api/staff/hotspots/save',
    {
      config: editor,
      schema: { body: staffHotspotSaveBody, response: { 200: staffHotspotSaveResponse } },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/api/staff/hotspots/delete',
    {
      config: editor,
      schema: { body: staffHotspotDeleteBody, response: { 200: staffHotspotDeleteResponse } },
    },
    async (request) => {
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
    },
  );

  // ── The tour ──────────────────────────────────────────────────────────────
  app.post(
    '/api/staff/tours',
    {
      config: editor,
      schema: { body: staffTourListBody, response: { 200: staffTourListResponse } },
    },
    async () => ok(await listStaffTours(app.db)),
  );

  app.post(
    '/api/staff/tours/detail',
    {
      config: editor,
      schema: { body: staffTourDetailBody, response: { 200: staffTourDetailResponse } },
    },
    async (request) => {
      const tour = await findStaffTour(app.db, request.body.tourIdx);
      if (!tour) throw AppError.notFound(TOUR_NOT_FOUND);
      return ok(tour);
    },
  );

  app.post(
    '/api/staff/tours/save',
    {
      config: editor,
      schema: { body: staffTourSaveBody, response: { 200: staffTourSaveResponse } },
    },
    async (request) => {
      const tourIdx = await contentWrite(request, async (tx, audit) => {
        const { tourIdx: id, before, after } = await saveTour(tx, request.body);
        audit({ action: 'tour.save', targetType: 'tour', targetId: id, before, after });
        return id;
      });
      return ok({ tourIdx });
    },
  );

  // ── Venue settings (ADMIN) ────────────────────────────────────────────────
  app.post(
    '/api/staff/venue/settings',
    {
      config: admin,
      schema: { body: staffVenueSettingsBody, response: { 200: staffVenueSettingsResponse } },
    },
    async () => {
      const settings = await readVenueSettings(app.db);
      if (!settings) throw AppError.notFound(VENUE_INFO_NOT_FOUND);
      return ok(settings);
    },
  );

  app.post(
    '/api/staff/venue/closed-day-bookings',
    {
      config: anyStaff,
      schema: {
        body: staffClosedDayBookingsBody,
        response: { 200: staffClosedDayBookingsResponse },
      },
    },
    async () =>
      ok({
        list: await listClosedDayBookings(
          app.db,
          await venueClosedDays(app),
          seoulToday(new Date()),
        ),
      }),
  );

  app.post(
    '/api/staff/venue/settings/save',
    {
      config: admin,
      schema: {
        body: staffVenueSettingsSaveBody,
        response: { 200: staffVenueSettingsSaveResponse },
      },
    },
    async (request) => {
      await contentWrite(request, async (tx, audit) => {
        const before = await readVenueSettings(tx);
        const after = await writeVenueSettings(tx, request.body);
        audit({ action: 'venue.settings', targetType: 'venue', targetId: 1, before, after });
      });
      return ok(null);
    },
  );
};
