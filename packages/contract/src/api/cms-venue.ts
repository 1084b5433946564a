/**
 * Content management of the venue's structure and settings (decision 030). Staff calls are
 * POST /api/staff/...: floors, zones, the tour and the floor maps for EDITOR (and ADMIN), the
 * venue settings for ADMIN. A save without an id creates, with an id updates, and answers the id.
 * The public read POST /api/venue/info answers the settings.
 */
import { z } from 'zod';
import { withParticle } from '../domain/josa';
import { hotspotKindOf } from '../domain/map-hotspots';
import { DEFAULT_NOSHOW_RULES } from '../domain/noshow-rules';
import { WAITLIST_MAX_PER_MEMBER } from '../domain/waitlist';
import { cmsText, requiredMessage, tooLongMessage } from './cms-content';
import { mediaPath, optionalMediaPath, requiredMediaPath } from './cms-media';
import { congestion, zoneState } from './enums';
import { apiSuccess, emptyBody, idNumber, isoDateTime, safeText, ymd } from './envelope';
import { messageKind, venueMessageSettings } from './messages';

// ── Field builders ──────────────────────────────────────────────────────────

/** Lines of plain text (a checklist, tips, notes). */
const lines = (label: string, maxLines: number, maxLength = 200) =>
  z
    .array(cmsText(label, maxLength), {
      error: `${withParticle(label, '을/를')} 목록으로 보내 주세요.`,
    })
    .max(maxLines, {
      error: `${withParticle(label, '은/는')} ${maxLines}개까지 입력할 수 있어요.`,
    });

/**
 * An image the venue's pages show: a path under /media/ (what POST /api/staff/media/upload
 * answers, or a generated image of the demo venue). No scheme, no host, no `..`.
 */
/** A display order: 0..9999, smaller first. */
const order = z
  .number({ error: '순서는 숫자로 입력해 주세요.' })
  .int({ error: '순서는 정수로 입력해 주세요.' })
  .min(0, { error: '순서는 0 이상이어야 해요.' })
  .max(9999, { error: '순서는 9999 이하여야 해요.' });

/** Editor HTML (sanitized by the server when written). */
const editorHtml = (label: string) =>
  safeText(requiredMessage(label)).max(50_000, {
    error: `${withParticle(label, '이/가')} 너무 길어요.`,
  });

// ── Floors ──────────────────────────────────────────────────────────────────

/** A floor's plan image: its path and natural size in pixels (hotspots are fractions of it). */
export const floorPlan = z.object({
  savePath: mediaPath,
  width: z
    .number({ error: '평면도의 가로 크기를 입력해 주세요.' })
    .int({ error: '평면도 크기는 정수(px)여야 해요.' })
    .min(1, { error: '평면도 크기는 1px 이상이어야 해요.' })
    .max(20_000, { error: '평면도 크기는 20000px 이하여야 해요.' }),
  height: z
    .number({ error: '평면도의 세로 크기를 입력해 주세요.' })
    .int({ error: '평면도 크기는 정수(px)여야 해요.' })
    .min(1, { error: '평면도 크기는 1px 이상이어야 해요.' })
    .max(20_000, { error: '평면도 크기는 20000px 이하여야 해요.' }),
});
export type FloorPlan = z.infer<typeof floorPlan>;

export const staffFloor = z.object({
  floorIdx: z.number().int(),
  floorName: z.string(),
  floorLabel: z.string(),
  index: z.number().int(),
  congestion,
  plan: floorPlan.nullable(),
  zoneCount: z.number().int(),
  hotspotCount: z.number().int(),
  /** how many people the floor holds at once; null: not set */
  capacity: z.number().int().nullable(),
});
export type StaffFloor = z.infer<typeof staffFloor>;

/** A floor's capacity for the live headcount: 1..100000 people, or null for none. */
export const floorCapacity = z
  .number({ error: '수용 인원은 숫자로 입력해 주세요.' })
  .int({ error: '수용 인원은 정수로 입력해 주세요.' })
  .min(1, { error: '수용 인원은 1명 이상이어야 해요.' })
  .max(100_000, { error: '수용 인원은 100000명 이하로 입력해 주세요.' })
  .nullable();

export const staffFloorListBody = emptyBody;
export const staffFloorListResponse = apiSuccess(z.array(staffFloor));

export const staffFloorSaveBody = z
  .object({
    floorIdx: idNumber().optional(),
    /** B1, 1F, 2F, Rooftop */
    floorName: cmsText('층 이름', 40),
    /** 지하 1층 */
    floorLabel: cmsText('층 한글 이름', 40),
    index: order,
    congestion: congestion.default('NORMAL'),
    /** null clears it; left out, an update keeps the floor's capacity */
    capacity: floorCapacity.optional(),
  })
  .strict();
export type StaffFloorSaveBody = z.infer<typeof staffFloorSaveBody>;
export const staffFloorSaveResponse = apiSuccess(z.object({ floorIdx: z.number().int() }));

export const staffFloorDeleteBody = z.object({ floorIdx: idNumber() }).strict();
export const staffFloorDeleteResponse = apiSuccess(z.object({ floorIdx: z.number().int() }));

/** Sets (or, with null, removes) a floor's plan image. */
export const staffFloorPlanSaveBody = z
  .object({ floorIdx: idNumber(), plan: floorPlan.nullable() })
  .strict();
export const staffFloorPlanSaveResponse = apiSuccess(z.object({ floorIdx: z.number().int() }));

// ── Zones ───────────────────────────────────────────────────────────────────

export const staffZone = z.object({
  zoneIdx: z.number().int(),
  floorIdx: z.number().int(),
  zoneName: z.string(),
  zoneNameEn: z.string(),
  zoneSummary: z.string(),
  zoneDescription: z.string(),
  state: zoneState,
  mainFileContentSavePath: z.string(),
  locationFileContentSavePath: z.string(),
  index: z.number().int(),
});
export type StaffZone = z.infer<typeof staffZone>;

export const staffZoneListBody = z.object({ floorIdx: idNumber().optional() }).strict().optional();
export const staffZoneListResponse = apiSuccess(z.array(staffZone));

export const staffZoneSaveBody = z
  .object({
    zoneIdx: idNumber().optional(),
    floorIdx: idNumber(),
    zoneName: cmsText('공간 이름', 100),
    zoneNameEn: cmsText('공간 영문 이름', 100),
    zoneSummary: cmsText('공간 요약', 500, 0).default(''),
    zoneDescription: editorHtml('공간 소개').default(''),
    state: zoneState.default('OPEN'),
    mainFileContentSavePath: requiredMediaPath('대표 이미지'),
    /** '' for none: the visitor's sheet then shows the main image, the detail page no 공간 위치 */
    locationFileContentSavePath: optionalMediaPath.default(''),
    index: order.default(0),
  })
  .strict();
export type StaffZoneSaveBody = z.infer<typeof staffZoneSaveBody>;
export const staffZoneSaveResponse = apiSuccess(z.object({ zoneIdx: z.number().int() }));

export const staffZoneDeleteBody = z.object({ zoneIdx: idNumber() }).strict();
export const staffZoneDeleteResponse = apiSuccess(z.object({ zoneIdx: z.number().int() }));

// ── The tour ────────────────────────────────────────────────────────────────

export const staffTourSummary = z.object({
  tourIdx: z.number().int(),
  tourTitle: z.string(),
  displayYn: z.enum(['Y', 'N']),
  stopCount: z.number().int(),
  modDate: z.string(),
});
export const staffTourListBody = emptyBody;
export const staffTourListResponse = apiSuccess(z.array(staffTourSummary));

const minutes = z
  .number({ error: '머무는 시간은 숫자(분)로 입력해 주세요.' })
  .int({ error: '머무는 시간은 정수(분)로 입력해 주세요.' })
  .min(0, { error: '머무는 시간은 0분 이상이어야 해요.' })
  .max(600, { error: '머무는 시간은 600분 이하여야 해요.' });

/** A stop of the tour as the console edits it; the array order is the visiting order. */
export const staffTourStopInput = z
  .object({
    floorIdx: idNumber().nullable().default(null),
    /** the zone the stop visits (its page is linked from the stop) */
    zoneIdx: idNumber().nullable().default(null),
    /** a program at the stop (linked from the stop) */
    programIdx: idNumber().nullable().default(null),
    label: cmsText('정류장 표시', 40),
    title: cmsText('정류장 제목', 200),
    minutes,
    text: cmsText('정류장 설명', 2000),
    tips: lines('팁', 10).default([]),
  })
  .strict();

export const staffTourStop = z.object({
  tourStopIdx: z.number().int(),
  floorIdx: z.number().int().nullable(),
  zoneIdx: z.number().int().nullable(),
  programIdx: z.number().int().nullable(),
  label: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  text: z.string(),
  tips: z.array(z.string()),
});

export const staffTour = z.object({
  tourIdx: z.number().int(),
  tourTitle: z.string(),
  tourIntro: z.string(),
  savePath: z.string().nullable(),
  checklist: z.array(z.string()),
  displayYn: z.enum(['Y', 'N']),
  stopList: z.array(staffTourStop),
});
export type StaffTour = z.infer<typeof staffTour>;

export const staffTourDetailBody = z.object({ tourIdx: idNumber() }).strict();
export const staffTourDetailResponse = apiSuccess(staffTour);

/** Saves the tour and replaces its stops with `stopList`, in that order. */
export const staffTourSaveBody = z
  .object({
    tourIdx: idNumber().optional(),
    tourTitle: cmsText('투어 제목', 200),
    tourIntro: editorHtml('투어 소개').default(''),
    savePath: mediaPath.nullable().default(null),
    checklist: lines('준비물', 20).default([]),
    displayYn: z.enum(['Y', 'N'], { error: '노출 여부는 Y 또는 N이어야 해요.' }).default('Y'),
    stopList: z
      .array(staffTourStopInput, { error: '정류장을 목록으로 보내 주세요.' })
      .max(30, { error: '정류장은 30개까지 만들 수 있어요.' }),
  })
  .strict();
export type StaffTourSaveBody = z.infer<typeof staffTourSaveBody>;
export const staffTourSaveResponse = apiSuccess(z.object({ tourIdx: z.number().int() }));

// ── Floor-map hotspots ──────────────────────────────────────────────────────

/**
 * A hotspot code (spec 000 §2 mapType): two characters of the floor (B1, G1 …), P for a
 * program or Z for a zone, four digits. The spec's codes (B1P0001 …) are of this form; a venue
 * may add its own.
 */
export const mapTypeCode = safeText('지도 코드를 입력해 주세요.').regex(/^[A-Z0-9]{2}[PZ]\d{4}$/, {
  error: '지도 코드는 B1P0001처럼 층 2자, P(프로그램) 또는 Z(공간), 숫자 4자리예요.',
});

const fraction = (label: string) =>
  z
    .number({ error: `${withParticle(label, '은/는')} 0과 1 사이의 숫자예요.` })
    .min(0, { error: `${withParticle(label, '은/는')} 0 이상이어야 해요.` })
    .max(1, { error: `${withParticle(label, '은/는')} 1 이하여야 해요.` });

/** A rectangle on the floor's plan, in fractions of the plan's width and height (0..1). */
export const hotspotRect = z.object({
  x: fraction('가로 위치'),
  y: fraction('세로 위치'),
  width: fraction('너비').refine((v) => v > 0, { error: '너비는 0보다 커야 해요.' }),
  height: fraction('높이').refine((v) => v > 0, { error: '높이는 0보다 커야 해요.' }),
});
export type HotspotRect = z.infer<typeof hotspotRect>;

/** A rectangle that lies on the plan (a little rounding is forgiven). */
export const rectFitsPlan = (rect: HotspotRect) =>
  rect.x + rect.width <= 1 + 1e-9 && rect.y + rect.height <= 1 + 1e-9;

export const staffHotspot = z.object({
  mapHotspotIdx: z.number().int(),
  floorIdx: z.number().int(),
  mapType: z.string(),
  programIdx: z.number().int().nullable(),
  zoneIdx: z.number().int().nullable(),
  label: z.string(),
  labelEn: z.string().nullable(),
  rect: hotspotRect.nullable(),
});
export type StaffHotspot = z.infer<typeof staffHotspot>;

export const staffHotspotListBody = z
  .object({ floorIdx: idNumber().optional() })
  .strict()
  .optional();
export const staffHotspotListResponse = apiSuccess(z.array(staffHotspot));

export const staffHotspotSaveBody = z
  .object({
    mapHotspotIdx: idNumber().optional(),
    floorIdx: idNumber(),
    mapType: mapTypeCode,
    /** program codes: the program it opens */
    programIdx: idNumber().nullable().default(null),
    /** zone codes: the zone it opens */
    zoneIdx: idNumber().nullable().default(null),
    /** the name on the map: the room, or the spot in a room (메인 무대) */
    label: cmsText('지도에 표시할 이름', 40),
    labelEn: cmsText('지도에 표시할 영문 이름', 60).nullable().default(null),
    rect: hotspotRect.refine(rectFitsPlan, { error: '영역이 평면도 밖으로 나가요.' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const kind = hotspotKindOf(body.mapType);
    if (kind === 'program' && (body.programIdx === null || body.zoneIdx !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['programIdx'],
        message: '프로그램 코드(P)에는 프로그램을 하나 지정해 주세요.',
      });
    }
    if (kind === 'zone' && (body.zoneIdx === null || body.programIdx !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['zoneIdx'],
        message: '공간 코드(Z)에는 공간을 하나 지정해 주세요.',
      });
    }
  });
export type StaffHotspotSaveBody = z.infer<typeof staffHotspotSaveBody>;
export const staffHotspotSaveResponse = apiSuccess(z.object({ mapHotspotIdx: z.number().int() }));

export const staffHotspotDeleteBody = z.object({ mapHotspotIdx: idNumber() }).strict();
export const staffHotspotDeleteResponse = apiSuccess(z.object({ mapHotspotIdx: z.number().int() }));

// ── Venue settings ──────────────────────────────────────────────────────────

const weekday = z
  .number({ error: '요일은 0(일)부터 6(토)까지의 숫자예요.' })
  .int({ error: '요일은 0(일)부터 6(토)까지의 숫자예요.' })
  .min(0, { error: '요일은 0(일)부터 6(토)까지의 숫자예요.' })
  .max(6, { error: '요일은 0(일)부터 6(토)까지의 숫자예요.' });

const hhmm = safeText('시간을 입력해 주세요.').regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: '시간은 HH:MM 형식으로 입력해 주세요.',
});

/**
 * The days the venue is closed: weekdays every week, the n-th weekday of every month (the demo
 * venue's third Monday), and single dates (holidays, 설날 and 추석, which move every year).
 * `notes` are the lines the venue page shows about them.
 */
export const closedDays = z.object({
  weekdays: z.array(weekday).max(7, { error: '요일은 7개까지예요.' }).default([]),
  monthlyWeekdays: z
    .array(
      z
        .object({
          /** 1..5: the first … fifth such weekday of the month */
          week: z
            .number({ error: '몇째 주인지 1부터 5까지의 숫자로 입력해 주세요.' })
            .int({ error: '몇째 주인지 1부터 5까지의 숫자로 입력해 주세요.' })
            .min(1, { error: '몇째 주인지 1부터 5까지의 숫자로 입력해 주세요.' })
            .max(5, { error: '몇째 주인지 1부터 5까지의 숫자로 입력해 주세요.' }),
          weekday,
        })
        .strict(),
    )
    .max(10, { error: '매월 휴관 규칙은 10개까지예요.' })
    .default([]),
  dates: z.array(ymd).max(400, { error: '휴관일은 400일까지 입력할 수 있어요.' }).default([]),
  notes: lines('휴관 안내', 10).default([]),
});
export type ClosedDays = z.infer<typeof closedDays>;

const maintenanceInput = z
  .object({
    startAt: isoDateTime,
    endAt: isoDateTime,
    /** shown on /inspection; empty for the default wording */
    message: cmsText('점검 안내', 500, 0).default(''),
  })
  .strict()
  .refine((m) => Date.parse(m.endAt) > Date.parse(m.startAt), {
    error: '점검 종료 시각은 시작 시각보다 늦어야 해요.',
    path: ['endAt'],
  });

const httpsUrl = safeText('주소를 입력해 주세요.')
  .trim()
  .max(500, { error: tooLongMessage('주소', 500) })
  .regex(/^https:\/\/[^\s"'<>]+$/, { error: 'https:// 로 시작하는 주소를 입력해 주세요.' });

/** Text that may be left empty: '' when not given. */
const optionalText = (label: string, max: number) => cmsText(label, max, 0).default('');

/** A coordinate that may be left empty (null): the venue page then finds the venue by address. */
const coordinate = (label: '위도' | '경도', limit: number) =>
  z
    .number({ error: `${label}는 숫자로 입력해 주세요.` })
    .min(-limit, { error: `${label}가 올바르지 않아요.` })
    .max(limit, { error: `${label}가 올바르지 않아요.` })
    .nullable()
    .default(null);

/** Empty, or what `pattern` accepts. */
const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  safeText(message)
    .trim()
    .max(max, { error: message })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .default('');

/**
 * The venue's own words on its brand tab: the title, the story in paragraphs, a
 * closing line, an optional photo, a card per floor and the house rules. Empty parts are left
 * out of the page.
 */
export const venueBrandInput = z
  .object({
    /** the brand tab's heading, e.g. 연결이 신호가 되는 곳 (the venue's name follows it) */
    title: optionalText('브랜드 소개 제목', 100),
    story: lines('브랜드 이야기', 10, 1000).default([]),
    quote: optionalText('맺음말', 300),
    imagePath: mediaPath.nullable().default(null),
    floors: z
      .array(
        z
          .object({
            /** B1, 1F … as on the floor tabs */
            badge: cmsText('층 표시', 20),
            /** a word in English, e.g. SOUND */
            word: optionalText('층의 키워드', 30),
            title: cmsText('층 소개 제목', 60),
            text: optionalText('층 소개', 500),
            /** the floor's places in one line */
            zones: optionalText('층의 공간', 200),
          })
          .strict(),
        { error: '층 소개를 목록으로 보내 주세요.' },
      )
      .max(12, { error: '층 소개는 12개까지예요.' })
      .default([]),
    rules: z
      .array(
        z.object({ title: cmsText('약속 제목', 60), text: cmsText('약속 내용', 300) }).strict(),
        { error: '이용 약속을 목록으로 보내 주세요.' },
      )
      .max(10, { error: '이용 약속은 10개까지예요.' })
      .default([]),
  })
  .strict();

/**
 * How to get there: the location tab's heading line (성수역 5번 출구에서 도보 약 6분),
 * the walk in steps, and a drawn or photographed map of the surroundings (an image of the media
 * library, or the demo's built-in drawing BUILT_IN_VENUE_MAP) shown when there is no Kakao map.
 */
export const venueDirectionsInput = z
  .object({
    summary: optionalText('오시는 길 한 줄 안내', 100),
    steps: z
      .array(
        z
          .object({ title: cmsText('오시는 길 단계', 40), text: cmsText('단계 설명', 200) })
          .strict(),
        { error: '오시는 길을 목록으로 보내 주세요.' },
      )
      .max(8, { error: '오시는 길은 8단계까지예요.' })
      .default([]),
    mapImagePath: mediaPath.nullable().default(null),
  })
  .strict();

const emptyBrand = { title: '', story: [], quote: '', imagePath: null, floors: [], rules: [] };
const emptyDirections = { summary: '', steps: [], mapImagePath: null };

/** A whole number from `min` to `max`; `label` with its topic particle (집계 기간은). */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} 숫자로 입력해 주세요.` })
    .int({ error: `${label} 정수로 입력해 주세요.` })
    .min(min, { error: `${label} ${min} 이상이어야 해요.` })
    .max(max, { error: `${label} ${max} 이하여야 해요.` });

/** The no-show rules (decision 065; domain/noshow-rules.ts): steps with rising counts. */
export const noShowRulesInput = z
  .object({
    windowDays: wholeNumber('집계 기간은', 7, 365),
    lateCancelHours: wholeNumber('늦은 취소 기준 시간은', 0, 48),
    warnAt: wholeNumber('경고 횟수는', 1, 10),
    steps: z
      .array(
        z.object({
          count: wholeNumber('제한 횟수는', 1, 20),
          days: wholeNumber('제한 일수는', 1, 365),
        }),
      )
      .max(5),
  })
  .strict()
  .refine(
    (rules) =>
      rules.steps.every((step, i) => i === 0 || step.count > (rules.steps[i - 1]?.count ?? 0)),
    { error: '제한 단계의 횟수는 단계마다 커져야 해요.', path: ['steps'] },
  );

/** The venue settings as the ADMIN saves them (everything; the whole document each time). */
export const venueSettingsInput = z
  .object({
    venueName: cmsText('공간 이름', 60),
    /** the header's wordmark on the home; the Korean name when empty */
    venueNameEn: optionalText('공간 영문 이름', 60),
    phone: safeText('대표 전화번호를 입력해 주세요.').regex(/^\d{2,4}-\d{3,4}-\d{4}$/, {
      error: '전화번호는 02-1599-2641 형식으로 입력해 주세요.',
    }),
    roadAddress: cmsText('도로명 주소', 200),
    addressDetail: cmsText('상세 주소', 200, 0).default(''),
    /** both or neither: without them the map and the directions find the venue by its address */
    lat: coordinate('위도', 90),
    lng: coordinate('경도', 180),
    hours: z
      .object({
        /** 매일 11:00 – 20:00 */
        summary: cmsText('운영 시간', 100),
        note: cmsText('운영 시간 안내', 300, 0).default(''),
        /** per weekday (0 Sunday … 6 Saturday), optional detail */
        weekly: z
          .array(z.object({ weekday, open: hhmm, close: hhmm }).strict())
          .max(7, { error: '요일별 운영 시간은 7개까지예요.' })
          .default([]),
      })
      .strict(),
    closedDays: closedDays.strict(),
    transport: z
      .array(
        z.object({ title: cmsText('교통 안내 제목', 40), lines: lines('교통 안내', 8) }).strict(),
      )
      .max(6, { error: '교통 안내는 6개까지예요.' })
      .default([]),
    brand: venueBrandInput.default(emptyBrand),
    directions: venueDirectionsInput.default(emptyDirections),
    /** the footer's business information: each line shows when filled */
    business: z
      .object({
        companyName: optionalText('상호', 100),
        ceoName: optionalText('대표자', 60),
        businessNumber: optionalPattern(
          /^\d{3}-\d{2}-\d{5}$/,
          '사업자등록번호는 000-00-00000 형식이에요.',
          12,
        ),
        mailOrderNumber: optionalText('통신판매업 신고번호', 60),
        address: optionalText('사업장 주소', 200),
        email: optionalPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 형식이 올바르지 않아요.', 254),
      })
      .strict()
      .default({
        companyName: '',
        ceoName: '',
        businessNumber: '',
        mailOrderNumber: '',
        address: '',
        email: '',
      }),
    privacyPolicyUrl: httpsUrl.nullable().default(null),
    copyright: optionalText('저작권 표시', 200),
    maintenance: maintenanceInput.nullable().default(null),
    /** 알림톡: kinds switched off and the reminder's hour */
    messages: venueMessageSettings.default({ disabledKinds: [], reminderHour: 10 }),
    /** 불참 rules (decision 065): warning and restriction steps */
    noShowRules: noShowRulesInput.default(DEFAULT_NOSHOW_RULES),
    /** 대기 신청 (decision 063): how many sessions a member may wait for at once */
    waitlist: z
      .object({ maxPerMember: wholeNumber('한 회원이 동시에 대기할 수 있는 회차 수는', 1, 10) })
      .strict()
      .default({ maxPerMember: WAITLIST_MAX_PER_MEMBER }),
  })
  .strict()
  .refine((settings) => (settings.lat === null) === (settings.lng === null), {
    error: '위도와 경도는 함께 입력하거나 함께 비워 주세요.',
    path: ['lng'],
  });
export type VenueSettingsInput = z.input<typeof venueSettingsInput>;

/** The settings as stored and answered (every default filled, instants with the Seoul offset). */
export type VenueSettings = z.output<typeof venueSettingsInput>;

/** GET the settings for the console (ADMIN). */
export const staffVenueSettingsBody = emptyBody;
export const venueSettingsOutput = z.object({
  venueName: z.string(),
  venueNameEn: z.string(),
  phone: z.string(),
  roadAddress: z.string(),
  addressDetail: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  hours: z.object({
    summary: z.string(),
    note: z.string(),
    weekly: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  }),
  closedDays: z.object({
    weekdays: z.array(z.number().int()),
    monthlyWeekdays: z.array(z.object({ week: z.number().int(), weekday: z.number().int() })),
    dates: z.array(z.string()),
    notes: z.array(z.string()),
  }),
  transport: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
  brand: z.object({
    title: z.string(),
    story: z.array(z.string()),
    quote: z.string(),
    imagePath: z.string().nullable(),
    floors: z.array(
      z.object({
        badge: z.string(),
        word: z.string(),
        title: z.string(),
        text: z.string(),
        zones: z.string(),
      }),
    ),
    rules: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  directions: z.object({
    summary: z.string(),
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
    mapImagePath: z.string().nullable(),
  }),
  business: z.object({
    companyName: z.string(),
    ceoName: z.string(),
    businessNumber: z.string(),
    mailOrderNumber: z.string(),
    address: z.string(),
    email: z.string(),
  }),
  privacyPolicyUrl: z.string().nullable(),
  copyright: z.string(),
  maintenance: z.object({ startAt: z.string(), endAt: z.string(), message: z.string() }).nullable(),
});
export type VenueInfo = z.infer<typeof venueSettingsOutput>;
/** The console's view adds what visitors are not shown: the message settings. */
export const staffVenueSettingsOutput = venueSettingsOutput.extend({
  messages: z.object({
    disabledKinds: z.array(messageKind),
    reminderHour: z.number().int(),
  }),
  noShowRules: z.object({
    windowDays: z.number().int(),
    lateCancelHours: z.number().int(),
    warnAt: z.number().int(),
    steps: z.array(z.object({ count: z.number().int(), days: z.number().int() })),
  }),
  waitlist: z.object({ maxPerMember: z.number().int() }),
});
export type StaffVenueSettings = z.infer<typeof staffVenueSettingsOutput>;
export const staffVenueSettingsResponse = apiSuccess(staffVenueSettingsOutput);
export const staffVenueSettingsSaveBody = venueSettingsInput;
export const staffVenueSettingsSaveResponse = apiSuccess(z.null());

/**
 * POST /api/staff/venue/closed-day-bookings (designed, STAFF+): the instances from
 * today on whose day is a closed day of the venue and that still hold bookings (reservations or
 * draw entries not cancelled), earliest first, up to 200. A closed day takes no new bookings;
 * operators cancel these one by one with a reason in the roster (ops-entries, audited).
 */
export const staffClosedDayBookingsBody = emptyBody;
export const closedDayInstance = z.object({
  programIdx: z.number().int(),
  programName: z.string(),
  programInstanceIdx: z.number().int(),
  execDate: z.string(),
  /** HH:MM */
  startTime: z.string(),
  /** HH:MM */
  endTime: z.string(),
  /** bookings not cancelled */
  entryCount: z.number().int(),
});
export type ClosedDayInstance = z.infer<typeof closedDayInstance>;
export const staffClosedDayBookingsResponse = apiSuccess(
  z.object({ list: z.array(closedDayInstance) }),
);

/**
 * POST /api/venue/info (designed, public): the venue's name, contact, address, hours, closed
 * days, business information and the scheduled maintenance window, for the footer, the hero,
 * the venue page and /inspection. 404 NOT_FOUND while the venue has no settings.
 */
export const venueInfoBody = emptyBody;
export const venueInfoResponse = apiSuccess(venueSettingsOutput);
