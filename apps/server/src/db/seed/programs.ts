import { addDays, weekdayOf } from '@venue/contract';
import {
  guideFilePath,
  imagePath,
  programEmbedPath,
  tutorialEmbedPath,
} from '../../lib/media-paths';
import type {
  programButtons,
  programCategories,
  programInstances,
  programLinks,
  programOptions,
  programQuestionOptions,
  programQuestions,
  programs,
  programTerms,
} from '../schema';
import { daysBetween, seoulAt } from './dates';
import { buildFloors, buildZones, zoneIds } from './floors-zones';

export type ProgramType = 'DEFAULT' | 'RESERVATION' | 'APPLICATION';
export type ProgramStatus = 'PENDING' | 'OPEN' | 'CLOSED' | 'CLOSEDADMIN';
export type ScheduleType = 'ALWAYS' | 'SINGLE' | 'ONCE' | 'MULTI';
export type PeriodType = 'LIMIT' | 'UNLIMIT';

type CategoryRow = typeof programCategories.$inferInsert & { programCategoryIdx: number };
type ProgramRow = typeof programs.$inferInsert & {
  programIdx: number;
  programType: ProgramType;
  status: ProgramStatus;
  scheduleType: ScheduleType;
  periodType: PeriodType;
};
type InstanceRow = typeof programInstances.$inferInsert & {
  programInstanceIdx: number;
  programIdx: number;
  execDate: string;
};
type OptionRow = typeof programOptions.$inferInsert & { programOptionIdx: number };
type ButtonRow = typeof programButtons.$inferInsert & { programButtonIdx: number };
type LinkRow = typeof programLinks.$inferInsert;
type QuestionRow = typeof programQuestions.$inferInsert & { programQuestionIdx: number };
type QuestionOptionRow = typeof programQuestionOptions.$inferInsert & {
  programQuestionOptionIdx: number;
};
type ProgramTermsRow = typeof programTerms.$inferInsert & { programTermsIdx: number };

/** /infocomfirm fields: collected and required flags (spec 001 §3 Collect settings). */
interface CollectSource {
  name: [collect: boolean, required: boolean];
  contact: [collect: boolean, required: boolean];
  email: [collect: boolean, required: boolean];
}

interface QuestionSource {
  type: 'OBJONE' | 'OBJMULTI' | 'SUBJECTIVE' | 'DESCRIPTIVE';
  text: string;
  required: boolean;
  options?: string[];
}

interface ProgramTermSource {
  name: string;
  description: string;
  required: boolean;
}

/** The consent most bookable programs ask for: what the applicant fields are used for. */
const entryInfoTerm: ProgramTermSource = {
  name: '프로그램 참여자 개인정보 수집·이용 동의',
  required: true,
  description:
    '<p><strong>수집 항목</strong>: 이름, 연락처, 이메일(입력한 경우)</p><p><strong>이용 목적</strong>: 예약·응모 확인, 당첨 및 일정 변경 안내</p><p><strong>보유 기간</strong>: 프로그램 종료 후 3개월</p><p>동의하지 않을 수 있으나, 동의하지 않으면 예약·응모할 수 없습니다.</p>',
};

export const categoryIds = {
  exhibition: 1,
  experience: 2,
  performance: 3,
  class: 4,
  talk: 5,
  event: 6,
} as const;

export function buildProgramCategories(): CategoryRow[] {
  const names = ['전시', '체험', '공연', '클래스', '토크', '이벤트'];
  return names.map((programCategoryName, index) => ({
    programCategoryIdx: index + 1,
    programCategoryName,
    sortIndex: index + 1,
  }));
}

/** Program ids referenced by hotspots, banners and tests; the order of `sources` below. */
export const programIds = {
  signalWave: 1,
  cityFrequency: 2,
  aiPortraitStudio: 3,
  vrSkyWalk: 4,
  sunsetAcousticLive: 5,
  earlyTesterCrew: 6,
  creatorTalk: 7,
  summerPreview: 8,
  winterLightGarden: 9,
  droneRacing: 10,
  signalEditionGoods: 11,
  loungeRecharge: 12,
  archiveDocent: 13,
  stageShowcase: 14,
  customPhoneCase: 15,
  aiComposingClass: 16,
  techTalk: 17,
  stampTour: 18,
  loungeJazzNight: 19,
  rooftopYoga: 20,
  fleaMarket: 21,
  archive100Years: 22,
  signalRadioLive: 23,
  springTerrarium: 24,
  talkFutureOfConnection: 25,
  nightLightWalk: 26,
  robotBarista: 27,
  stageUnplugged: 28,
  rooftopLuckyDraw: 29,
} as const;

interface Slot {
  start: string;
  end: string;
  /** null = no limit (informational DEFAULT programs). */
  capacity: number | null;
}

interface ProgramSource {
  id: number;
  key: string;
  name: string;
  category: number;
  zone: number;
  type: ProgramType;
  status: ProgramStatus;
  schedule: ScheduleType;
  period: PeriodType;
  summary: string;
  editor: string;
  /** Exec dates of dated programs; ALWAYS programs use `range` instead. */
  dates?: string[];
  slots?: Slot[];
  /** ALWAYS programs: first day, and last day for LIMIT (UNLIMIT has none). */
  range?: { from: string; to?: string };
  /** Seats already taken per instance; only the sold-out demos use it. */
  reserved?: (execDate: string, slotIndex: number, capacity: number) => number;
  maxPersonCount?: number;
  entry?: { start?: Date; end?: Date };
  announcement?: Date;
  winnerCount?: number;
  link?: boolean;
  notice?: { type: 'WARNING' | 'INFO'; text: string };
  tutorial?: boolean;
  options?: { title: string; description: string }[];
  buttons?: ({ type: 'URL'; name: string; url: string } | { type: 'FILE'; name: string })[];
  related?: number[];
  prev?: number[];
  /** Applicant fields; absent = name and contact collected and required, no email. */
  collect?: CollectSource;
  questions?: QuestionSource[];
  /** Program terms; absent on a RESERVATION or APPLICATION program = the entry-info consent. */
  terms?: ProgramTermSource[];
}

const weekdayLabels = ['일', '월', '화', '수', '목', '금', '토'];

function dotDay(ymd: string): string {
  return `${ymd.slice(5, 7)}.${ymd.slice(8, 10)}(${weekdayLabels[weekdayOf(ymd)]})`;
}

function describeSchedule(source: ProgramSource): string {
  const times = (source.slots ?? []).map((slot) => slot.start).join(' / ');
  const dates = source.dates ?? [];
  const first = dates[0];
  const last = dates.at(-1);
  if (source.schedule === 'ALWAYS' || !first || !last) {
    const to = source.range?.to;
    return to
      ? `${dotDay(source.range?.from ?? '')} – ${dotDay(to)} 매일 11:00 – 20:00`
      : '상시 운영 (매일 11:00 – 20:00)';
  }
  if (first === last) return `${dotDay(first)} ${times}`;
  if (source.schedule === 'MULTI' && dates.length <= 8) {
    return `${dates.map(dotDay).join(', ')} ${times}`;
  }
  return `${dotDay(first)} – ${dotDay(last)} 중 운영일 ${times}`;
}

function sources(today: string): ProgramSource[] {
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number, hhmm: string) => seoulAt(day(offset), hhmm);
  const daily = (from: number, to: number) => daysBetween(day(from), day(to));
  const weekdays = (from: number, to: number, keep: number[]) =>
    daysBetween(day(from), day(to), (weekday) => keep.includes(weekday));

  return [
    {
      id: programIds.signalWave,
      key: 'signal-wave',
      name: '시그널 웨이브: 빛으로 듣는 소리',
      category: categoryIds.exhibition,
      zone: zoneIds.wayToLight,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'UNLIMIT',
      range: { from: day(-90) },
      summary: '발걸음에 반응하는 빛과 소리의 통로를 천천히 걸어 보세요.',
      editor:
        '<p>Way To Light의 40m 통로를 따라 걸으면 센서가 걸음의 속도와 방향을 읽어 빛과 소리로 되돌려 줍니다. 같은 길도 누가, 어떻게 걷느냐에 따라 매번 다른 장면이 됩니다.</p><ul><li>예약 없이 자유롭게 관람할 수 있어요.</li><li>소요 시간은 약 10분입니다.</li></ul>',
      tutorial: true,
      related: [programIds.nightLightWalk, programIds.cityFrequency],
    },
    {
      id: programIds.cityFrequency,
      key: 'city-frequency',
      name: '몰입형 미디어 아트<br>〈도시의 주파수〉',
      category: categoryIds.exhibition,
      zone: zoneIds.mainHall,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'LIMIT',
      range: { from: day(-20), to: day(40) },
      summary: '성수동의 하루를 소리와 빛으로 다시 그린 20분의 몰입형 미디어 아트.',
      editor:
        '<p>새벽 공장의 기계음, 점심시간 골목의 말소리, 밤늦은 지하철의 진동까지. 성수동에서 채집한 소리를 주파수로 바꾸어 네 면의 벽과 바닥 가득 펼칩니다.</p><p>작품은 20분마다 처음부터 다시 시작하며, 상영 중에도 자유롭게 입장할 수 있습니다.</p><ul><li>작가: 미디어 아트 그룹 루멘랩</li><li>관람 연령: 전체 관람가</li></ul>',
      notice: {
        type: 'INFO',
        text: '상영 중에는 플래시 촬영을 삼가 주세요.\n바닥 영상 보호를 위해 신발 커버를 착용해 주세요.',
      },
      tutorial: true,
      options: [
        { title: '관람 시간', description: '20분 (상시 입장)' },
        { title: '관람료', description: '무료' },
      ],
      related: [programIds.signalWave, programIds.stampTour],
      prev: [programIds.winterLightGarden],
    },
    {
      id: programIds.aiPortraitStudio,
      key: 'ai-portrait-studio',
      name: 'AI 포트레이트 스튜디오',
      category: categoryIds.experience,
      zone: zoneIds.aiCircle,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: daily(-2, 12),
      slots: [
        { start: '11:00', end: '11:40', capacity: 6 },
        { start: '14:00', end: '14:40', capacity: 6 },
        { start: '17:00', end: '17:40', capacity: 6 },
      ],
      // The most wanted program: today and tomorrow's first two slots are already gone.
      reserved: (execDate, slotIndex, capacity) =>
        execDate <= day(1) ? (slotIndex < 2 ? capacity : 4) : slotIndex === 0 ? 3 : 1,
      maxPersonCount: 2,
      summary: '여섯 명만 들어가는 원형 스튜디오에서 AI가 그리는 나의 초상화.',
      editor:
        '<p>원형 스튜디오에서 12대의 카메라가 동시에 촬영한 사진을 AI가 다섯 가지 화풍의 초상화로 그려 드립니다. 결과물은 체험이 끝나면 휴대폰으로 바로 전송됩니다.</p><ul><li>회차당 6명, 1인 최대 2명까지 예약할 수 있어요.</li><li>촬영 원본은 전송 즉시 삭제되며 서버에 보관하지 않습니다.</li></ul>',
      notice: {
        type: 'WARNING',
        text: '회차 시작 5분 전까지 AI Circle 앞에서 QR 체크인을 해 주세요.\n시작 후 10분이 지나면 입장할 수 없으며 노쇼로 처리됩니다.\n노쇼가 2회 누적되면 30일간 예약이 제한됩니다.',
      },
      tutorial: true,
      options: [
        { title: '소요 시간', description: '40분' },
        { title: '참여 인원', description: '회차당 6명 (1인 최대 2명)' },
        { title: '참가비', description: '무료' },
      ],
      buttons: [
        { type: 'FILE', name: '체험 안내서 내려받기' },
        { type: 'URL', name: '오시는 길', url: '/seongsu?tab=location' },
      ],
      questions: [
        {
          type: 'OBJONE',
          text: '가장 받아 보고 싶은 화풍을 골라 주세요.',
          required: true,
          options: ['수채화', '유화', '팝아트', '웹툰', '흑백 드로잉'],
        },
        {
          type: 'OBJMULTI',
          text: '함께 오시는 분을 모두 골라 주세요.',
          required: false,
          options: ['혼자', '친구', '가족', '연인', '동료'],
        },
        {
          type: 'DESCRIPTIVE',
          text: '초상화에 담고 싶은 이야기가 있다면 적어 주세요. (200자 이내)',
          required: false,
        },
      ],
      terms: [
        entryInfoTerm,
        {
          name: '촬영 사진 활용 동의',
          required: false,
          description:
            '<p>체험 중 촬영한 결과물 일부를 시그널 하우스 전시 및 SNS 홍보에 활용할 수 있습니다. 동의하지 않아도 체험할 수 있어요.</p>',
        },
      ],
      related: [programIds.aiComposingClass, programIds.robotBarista],
      prev: [
        programIds.springTerrarium,
        programIds.talkFutureOfConnection,
        programIds.stageUnplugged,
      ],
    },
    {
      id: programIds.vrSkyWalk,
      key: 'vr-sky-walk',
      name: 'VR 스카이워크',
      category: categoryIds.experience,
      zone: zoneIds.theRooftop,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: daily(0, 9),
      slots: [
        { start: '12:00', end: '12:30', capacity: 10 },
        { start: '15:00', end: '15:30', capacity: 10 },
        { start: '18:00', end: '18:30', capacity: 10 },
      ],
      maxPersonCount: 4,
      summary: '루프탑 위 200m 상공을 걷는 초저지연 VR 체험.',
      editor:
        '<p>초저지연 네트워크로 연결된 VR 헤드셋을 쓰고 성수동 200m 상공에 놓인 유리 다리를 건너 보세요. 실제 루프탑 바닥의 진동과 바람이 함께 움직입니다.</p><ul><li>만 8세 이상 참여할 수 있어요.</li><li>1인 최대 4명까지 예약할 수 있어요.</li></ul>',
      notice: {
        type: 'WARNING',
        text: '고소공포증, 심혈관 질환이 있거나 임신 중인 분은 체험을 삼가 주세요.\n우천 및 강풍 시 회차가 취소될 수 있으며 취소 시 개별 안내해 드립니다.',
      },
      options: [
        { title: '소요 시간', description: '30분' },
        { title: '대상', description: '만 8세 이상' },
      ],
      collect: { name: [true, true], contact: [true, true], email: [true, false] },
      questions: [
        {
          type: 'OBJONE',
          text: '고소공포증이나 어지럼증이 있으신가요?',
          required: true,
          options: ['없어요', '조금 있어요', '있어요'],
        },
        {
          type: 'SUBJECTIVE',
          text: '참여하시는 분의 연령대를 적어 주세요. (예: 20대 2명)',
          required: true,
        },
      ],
      related: [programIds.sunsetAcousticLive],
    },
    {
      id: programIds.sunsetAcousticLive,
      key: 'sunset-acoustic-live',
      name: '루프탑 선셋 어쿠스틱 라이브',
      category: categoryIds.performance,
      zone: zoneIds.theRooftop,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'SINGLE',
      period: 'LIMIT',
      dates: [day(3)],
      slots: [
        { start: '18:00', end: '18:50', capacity: 30 },
        { start: '19:00', end: '19:50', capacity: 30 },
      ],
      // Sold out: every seat of both shows is taken.
      reserved: (_execDate, _slotIndex, capacity) => capacity,
      maxPersonCount: 2,
      summary: '해 질 녘 루프탑에서 듣는 어쿠스틱 기타와 목소리.',
      editor:
        '<p>노을이 지는 시간, 루프탑 무대에서 싱어송라이터 한결과 기타리스트 서윤이 어쿠스틱 라이브를 들려 드립니다. 좌석은 선착순 예약제로 운영합니다.</p><ul><li>회차당 30석</li><li>담요는 현장에서 무료로 대여해 드려요.</li></ul>',
      notice: {
        type: 'WARNING',
        text: '우천 시 공연은 지하 1층 The Stage로 장소를 옮겨 진행합니다.\n공연 시작 후에는 입장이 제한될 수 있습니다.',
      },
      options: [
        { title: '러닝타임', description: '50분' },
        { title: '좌석', description: '회차당 30석, 자유석' },
      ],
      related: [programIds.vrSkyWalk, programIds.loungeJazzNight],
      prev: [programIds.stageUnplugged],
    },
    {
      id: programIds.earlyTesterCrew,
      key: 'early-tester-crew',
      name: '신제품 얼리 체험단 모집',
      category: categoryIds.event,
      zone: zoneIds.flexHall,
      type: 'APPLICATION',
      status: 'OPEN',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(5)],
      slots: [{ start: '14:00', end: '16:00', capacity: 20 }],
      entry: { start: at(-5, '10:00'), end: at(1, '23:59') },
      announcement: at(2, '14:00'),
      winnerCount: 20,
      summary: '출시 전 신제품을 가장 먼저 써 보고 의견을 들려줄 체험단 20명을 모집합니다.',
      editor:
        '<p>곧 출시될 웨어러블 기기를 누구보다 먼저 사용해 보고, 개발팀과 직접 이야기를 나눌 얼리 체험단을 모집합니다.</p><ul><li>모집 인원: 20명 (추첨)</li><li>당첨자 발표: 프로그램 상세와 예약·응모 내역에서 확인할 수 있어요.</li><li>당첨자 전원에게 체험 기기를 선물로 드립니다.</li></ul>',
      notice: {
        type: 'INFO',
        text: '당첨자 발표 후 3일 이내에 참여 의사를 확인해 주세요.\n미확인 시 당첨이 취소되고 예비 당첨자에게 기회가 넘어갑니다.',
      },
      options: [
        { title: '응모 기간', description: '당첨자 발표 전날 23:59까지' },
        { title: '선정 방식', description: '무작위 추첨' },
      ],
      collect: { name: [true, true], contact: [true, true], email: [true, true] },
      questions: [
        {
          type: 'OBJMULTI',
          text: '평소 사용하는 웨어러블 기기를 모두 골라 주세요.',
          required: true,
          options: ['스마트워치', '무선 이어폰', '스마트 링', '사용하지 않아요'],
        },
        {
          type: 'DESCRIPTIVE',
          text: '체험단에 지원하는 이유를 알려 주세요. (200자 이내)',
          required: true,
        },
      ],
      terms: [
        entryInfoTerm,
        {
          name: '체험 후기 제출 동의',
          required: true,
          description:
            '<p>당첨되면 체험 기간이 끝난 뒤 7일 이내에 간단한 설문과 후기를 제출해 주셔야 합니다.</p>',
        },
      ],
      related: [programIds.techTalk],
    },
    {
      id: programIds.creatorTalk,
      key: 'creator-talk-sound',
      name: '크리에이터 토크: 소리를 디자인하는 사람들',
      category: categoryIds.talk,
      zone: zoneIds.theStage,
      type: 'APPLICATION',
      status: 'OPEN',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(3)],
      slots: [{ start: '18:00', end: '19:30', capacity: 60 }],
      entry: { start: at(-10, '10:00'), end: at(-3, '23:59') },
      announcement: at(-1, '15:00'),
      winnerCount: 60,
      summary: '알림음부터 전시 음향까지, 소리를 만드는 사람들의 이야기.',
      editor:
        '<p>우리가 매일 듣는 알림음과 통화 연결음은 누가, 어떻게 만들까요? 사운드 디자이너 세 명이 작업 과정과 실패담을 솔직하게 들려 드립니다.</p><ul><li>연사: 사운드 디자이너 박도현, 이세린, 최윤</li><li>진행: 시그널 하우스 큐레이터</li></ul>',
      related: [programIds.cityFrequency],
    },
    {
      id: programIds.summerPreview,
      key: 'summer-preview',
      name: '시즌 프리뷰: 뉴 시그널',
      category: categoryIds.exhibition,
      zone: zoneIds.flexHall,
      type: 'RESERVATION',
      status: 'PENDING',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: daily(7, 13),
      slots: [
        { start: '11:00', end: '12:00', capacity: 20 },
        { start: '15:00', end: '16:00', capacity: 20 },
      ],
      entry: { start: at(4, '10:00') },
      maxPersonCount: 2,
      summary: '다음 시즌 전시를 큐레이터와 함께 먼저 둘러보는 프리뷰 투어.',
      editor:
        '<p>다음 시즌 Flex Hall 전시를 정식 오픈 전에 큐레이터의 설명과 함께 먼저 만나 보세요. 예약은 오픈 3일 전 오전 10시에 시작합니다.</p>',
      options: [{ title: '예약 오픈', description: '오픈 3일 전 10:00' }],
    },
    {
      id: programIds.winterLightGarden,
      key: 'winter-light-garden',
      name: '윈터 라이트 가든',
      category: categoryIds.exhibition,
      zone: zoneIds.theGarden,
      type: 'DEFAULT',
      status: 'CLOSED',
      schedule: 'ALWAYS',
      period: 'LIMIT',
      range: { from: day(-60), to: day(-30) },
      summary: '루프탑 정원을 수놓았던 2만 개의 빛.',
      editor:
        '<p>The Garden을 2만 개의 LED로 채웠던 지난 시즌 전시입니다. 많은 관심과 사랑에 감사드립니다.</p>',
    },
    {
      id: programIds.droneRacing,
      key: 'drone-racing',
      name: '드론 레이싱 체험',
      category: categoryIds.experience,
      zone: zoneIds.theGround,
      type: 'RESERVATION',
      status: 'CLOSEDADMIN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: daily(-3, 4),
      slots: [
        { start: '13:00', end: '13:40', capacity: 8 },
        { start: '16:00', end: '16:40', capacity: 8 },
      ],
      summary: 'FPV 고글을 쓰고 The Ground 상공 코스를 비행하는 드론 레이싱.',
      editor:
        '<p>안전 점검으로 운영을 잠시 중단했습니다. 예약하신 분들께는 개별 안내를 드렸으며, 재개 일정은 공지사항으로 알려 드리겠습니다.</p>',
      notice: {
        type: 'WARNING',
        text: '안전 점검으로 운영이 중단되었습니다.\n기존 예약은 모두 취소 처리되었습니다.',
      },
    },
    {
      id: programIds.signalEditionGoods,
      key: 'signal-edition-goods',
      name: '굿즈 존 시그널 에디션',
      category: categoryIds.event,
      zone: zoneIds.goodsZone,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'UNLIMIT',
      range: { from: day(-90) },
      summary: '여기서만 살 수 있는 한정판 굿즈와 아티스트 협업 에디션.',
      editor:
        '<p>시그널 하우스의 로고 패턴을 담은 오리지널 굿즈와 매달 바뀌는 아티스트 협업 에디션을 만나 보세요.</p><ul><li>QR 체크인 회원은 10% 할인</li><li>한정판은 1인 2개까지 구매할 수 있어요.</li></ul>',
      related: [programIds.customPhoneCase],
    },
    {
      id: programIds.loungeRecharge,
      key: 'lounge-recharge',
      name: '더 라운지 휴식 & 충전',
      category: categoryIds.experience,
      zone: zoneIds.theLounge,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'UNLIMIT',
      range: { from: day(-90) },
      summary: '관람 중 잠시 쉬어 가세요. 무선 충전 테이블과 무료 Wi-Fi가 있어요.',
      editor:
        '<p>무선 충전 테이블, 리클라이너, 무료 Wi-Fi를 갖춘 휴식 공간입니다. 누구나 예약 없이 이용할 수 있어요.</p>',
    },
    {
      id: programIds.archiveDocent,
      key: 'archive-digital-docent',
      name: '아카이브 디지털 도슨트',
      category: categoryIds.exhibition,
      zone: zoneIds.theArchive,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'LIMIT',
      range: { from: day(-10), to: day(50) },
      summary: '휴대폰으로 듣는 The Archive 전시 해설.',
      editor: '',
      link: true,
      tutorial: true,
      related: [programIds.archive100Years],
    },
    {
      id: programIds.stageShowcase,
      key: 'stage-daily-showcase',
      name: '더 스테이지 데일리 쇼케이스',
      category: categoryIds.performance,
      zone: zoneIds.theStage,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: daily(-1, 13),
      slots: [
        { start: '13:00', end: '13:40', capacity: 40 },
        { start: '16:00', end: '16:40', capacity: 40 },
        { start: '19:00', end: '19:40', capacity: 40 },
      ],
      maxPersonCount: 4,
      summary: '매일 세 번, 신인 뮤지션과 퍼포머가 오르는 40분 쇼케이스.',
      editor:
        '<p>매주 새로 선정되는 신인 뮤지션과 퍼포머가 The Stage에 오릅니다. 360도 입체 음향으로 듣는 라이브를 가까이에서 즐겨 보세요.</p><ul><li>회차당 40명, 1인 최대 4명</li><li>출연진은 매주 월요일 공지사항으로 안내합니다.</li></ul>',
      notice: {
        type: 'INFO',
        text: '공연 시작 10분 전부터 입장할 수 있습니다.\n공연 중 촬영은 가능하지만 플래시는 사용할 수 없습니다.',
      },
      options: [
        { title: '러닝타임', description: '40분' },
        { title: '좌석', description: '스탠딩 (회차당 40명)' },
      ],
      // A walk-in style show: only the name, no contact, no terms to agree to.
      collect: { name: [true, true], contact: [false, false], email: [false, false] },
      terms: [],
      related: [programIds.creatorTalk],
      prev: [programIds.stageUnplugged],
    },
    {
      id: programIds.customPhoneCase,
      key: 'custom-phone-case',
      name: '나만의 폰케이스 만들기',
      category: categoryIds.class,
      zone: zoneIds.goodsZone,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: weekdays(0, 20, [2, 4, 6]),
      slots: [
        { start: '14:00', end: '15:00', capacity: 8 },
        { start: '16:00', end: '17:00', capacity: 8 },
      ],
      summary: '레진과 드라이플라워로 만드는 세상에 하나뿐인 폰케이스.',
      editor:
        '<p>투명 케이스에 레진, 드라이플라워, 시그널 하우스 스티커를 더해 나만의 폰케이스를 만듭니다. 완성품은 UV 경화 후 바로 가져갈 수 있어요.</p><ul><li>화, 목, 토요일 운영</li><li>재료비 15,000원 (현장 결제)</li></ul>',
      options: [
        { title: '소요 시간', description: '60분' },
        { title: '재료비', description: '15,000원 (현장 결제)' },
        { title: '지원 기종', description: '최근 3년 내 출시된 주요 스마트폰' },
      ],
      buttons: [{ type: 'FILE', name: '지원 기종 목록 내려받기' }],
      related: [programIds.signalEditionGoods],
    },
    {
      id: programIds.aiComposingClass,
      key: 'ai-composing-class',
      name: 'AI 작곡 원데이 클래스',
      category: categoryIds.class,
      zone: zoneIds.aiCircle,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(1)],
      slots: [{ start: '15:00', end: '17:00', capacity: 12 }],
      summary: '흥얼거린 멜로디가 AI와 함께 한 곡의 노래가 되는 두 시간.',
      editor:
        '<p>휴대폰에 흥얼거린 멜로디를 AI 작곡 도구로 편곡하고, 직접 가사를 붙여 한 곡을 완성합니다. 악기를 다룰 줄 몰라도 괜찮아요.</p><ul><li>정원 12명</li><li>완성곡은 음원 파일로 보내 드립니다.</li></ul>',
      options: [
        { title: '소요 시간', description: '120분' },
        { title: '준비물', description: '유선 이어폰 또는 헤드폰' },
      ],
      related: [programIds.aiPortraitStudio],
    },
    {
      id: programIds.techTalk,
      key: 'tech-talk-beyond-6g',
      name: '테크 토크: 6G 이후의 연결',
      category: categoryIds.talk,
      zone: zoneIds.flexHall,
      type: 'APPLICATION',
      status: 'OPEN',
      schedule: 'SINGLE',
      period: 'LIMIT',
      dates: [day(9)],
      slots: [
        { start: '14:00', end: '15:30', capacity: 50 },
        { start: '17:00', end: '18:30', capacity: 50 },
      ],
      entry: { start: at(-4, '10:00'), end: at(5, '23:59') },
      announcement: at(6, '12:00'),
      winnerCount: 100,
      summary: '네트워크 연구자들과 함께 그려 보는 10년 뒤의 연결.',
      editor:
        '<p>초저지연 네트워크, 위성 통신, 온디바이스 AI는 우리 일상을 어떻게 바꿀까요? 연구자 세 명이 10년 뒤의 연결을 이야기합니다. 회차별 50명을 추첨으로 모십니다.</p>',
      options: [
        { title: '회차', description: '14:00 / 17:00 (회차별 50명)' },
        { title: '선정 방식', description: '회차별 무작위 추첨' },
      ],
      related: [programIds.earlyTesterCrew],
      prev: [programIds.talkFutureOfConnection, programIds.creatorTalk],
    },
    {
      id: programIds.stampTour,
      key: 'four-floor-stamp-tour',
      name: '스탬프 투어: 네 개의 층, 네 개의 신호',
      category: categoryIds.event,
      zone: zoneIds.mainHall,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'LIMIT',
      range: { from: day(-7), to: day(21) },
      summary: '층마다 숨은 신호를 찾아 스탬프를 모으면 선물을 드려요.',
      editor:
        '<p>지하 1층부터 루프탑까지, 층마다 숨겨진 신호 오브제 앞에서 My QR을 스캔해 스탬프를 모아 보세요.</p><ol><li>1층 인포메이션 데스크에서 QR 체크인</li><li>각 층의 신호 오브제 찾기</li><li>네 개를 모두 모으면 굿즈 존에서 선물 수령</li></ol>',
      notice: { type: 'INFO', text: '선물은 1인 1회, 소진 시까지 드립니다.' },
      buttons: [{ type: 'URL', name: '층별 안내 보기', url: '/seongsu?tab=space' }],
    },
    {
      id: programIds.loungeJazzNight,
      key: 'lounge-jazz-night',
      name: '라운지 재즈 나잇',
      category: categoryIds.performance,
      zone: zoneIds.theLounge,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'SINGLE',
      period: 'LIMIT',
      dates: [day(0)],
      slots: [
        { start: '17:00', end: '17:50', capacity: 25 },
        { start: '18:30', end: '19:20', capacity: 25 },
      ],
      maxPersonCount: 2,
      summary: '오늘 저녁, 라운지에서 듣는 트리오 재즈.',
      editor:
        '<p>피아노, 베이스, 드럼으로 이루어진 트리오가 라운지를 작은 재즈 클럽으로 바꿉니다. 편안한 소파에 앉아 하루를 마무리해 보세요.</p>',
      related: [programIds.sunsetAcousticLive],
    },
    {
      id: programIds.rooftopYoga,
      key: 'rooftop-morning-yoga',
      name: '루프탑 모닝 요가',
      category: categoryIds.class,
      zone: zoneIds.theGarden,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: weekdays(0, 20, [0, 6]),
      slots: [{ start: '11:00', end: '12:00', capacity: 15 }],
      summary: '주말 오전, 정원에서 여는 60분 요가 클래스.',
      editor:
        '<p>주말 오전 The Garden에서 강사와 함께 몸을 깨우는 60분 요가 클래스입니다. 매트와 생수를 준비해 드립니다.</p>',
      notice: {
        type: 'WARNING',
        text: '편한 운동복 차림으로 와 주세요.\n우천 시 2층 Flex Hall에서 진행합니다.',
      },
      options: [
        { title: '소요 시간', description: '60분' },
        { title: '준비물', description: '운동복 (매트 제공)' },
      ],
      prev: [programIds.springTerrarium],
    },
    {
      id: programIds.fleaMarket,
      key: 'ground-flea-market',
      name: '더 그라운드 미니 플리마켓',
      category: categoryIds.event,
      zone: zoneIds.theGround,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'SINGLE',
      period: 'LIMIT',
      dates: [day(2)],
      slots: [{ start: '12:00', end: '18:00', capacity: null }],
      summary: '성수동 작은 브랜드 스무 곳이 모이는 하루 플리마켓.',
      editor:
        '<p>성수동의 작은 공방과 브랜드 스무 곳이 The Ground에 모입니다. 수공예 소품, 빈티지 의류, 로컬 디저트를 만나 보세요.</p>',
    },
    {
      id: programIds.archive100Years,
      key: 'archive-100-years',
      name: '아카이브 특별전: 연결의 100년',
      category: categoryIds.exhibition,
      zone: zoneIds.theArchive,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'LIMIT',
      range: { from: day(-30), to: day(60) },
      summary: '다이얼 전화기에서 스마트폰까지, 실물로 보는 통신의 역사.',
      editor:
        '<p>자석식 전화기, 공중전화, 삐삐, 폴더폰까지 120여 점의 실물 자료로 연결의 100년을 돌아봅니다.</p>',
      related: [programIds.archiveDocent],
    },
    {
      id: programIds.signalRadioLive,
      key: 'signal-radio-live',
      name: '시그널 라디오 공개방송',
      category: categoryIds.performance,
      zone: zoneIds.mainHall,
      type: 'APPLICATION',
      status: 'PENDING',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(14)],
      slots: [{ start: '16:00', end: '17:00', capacity: 80 }],
      entry: { start: at(3, '10:00'), end: at(10, '23:59') },
      announcement: at(11, '14:00'),
      winnerCount: 80,
      summary: 'Main Hall에서 열리는 라디오 공개방송, 방청객 80명을 모십니다.',
      editor:
        '<p>인기 라디오 프로그램이 시그널 하우스 Main Hall에서 공개방송을 진행합니다. 응모는 방송 11일 전 오전 10시에 시작합니다.</p>',
    },
    {
      id: programIds.springTerrarium,
      key: 'spring-terrarium-class',
      name: '봄 테라리움 만들기',
      category: categoryIds.class,
      zone: zoneIds.theGarden,
      type: 'RESERVATION',
      status: 'CLOSED',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: [day(-40), day(-39), day(-33)],
      slots: [{ start: '11:00', end: '12:30', capacity: 12 }],
      summary: '유리병 속 작은 정원을 만들었던 지난 클래스.',
      editor: '<p>지난 시즌에 진행된 클래스입니다. 참여해 주신 모든 분께 감사드립니다.</p>',
    },
    {
      id: programIds.talkFutureOfConnection,
      key: 'talk-future-of-connection',
      name: '토크: 연결의 미래',
      category: categoryIds.talk,
      zone: zoneIds.flexHall,
      type: 'APPLICATION',
      status: 'CLOSED',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(-25)],
      slots: [{ start: '15:00', end: '16:30', capacity: 60 }],
      entry: { start: at(-40, '10:00'), end: at(-30, '23:59') },
      announcement: at(-28, '14:00'),
      winnerCount: 60,
      summary: '지난달 열린 토크, 연결의 미래를 이야기했습니다.',
      editor: '<p>지난달 Flex Hall에서 진행된 토크입니다. 다음 토크도 기대해 주세요.</p>',
    },
    {
      id: programIds.nightLightWalk,
      key: 'night-light-walk',
      name: '웨이 투 라이트 나이트 워크',
      category: categoryIds.experience,
      zone: zoneIds.wayToLight,
      type: 'RESERVATION',
      status: 'OPEN',
      schedule: 'MULTI',
      period: 'LIMIT',
      dates: weekdays(0, 20, [5, 6]),
      slots: [{ start: '19:00', end: '19:40', capacity: 20 }],
      maxPersonCount: 4,
      summary: '금, 토요일 저녁에만 열리는 도슨트와 함께 걷는 빛의 통로.',
      editor:
        '<p>금요일과 토요일 저녁, 조명을 낮춘 Way To Light를 도슨트와 함께 걸으며 작품에 숨은 신호를 찾아봅니다.</p>',
      tutorial: true,
      related: [programIds.signalWave],
    },
    {
      id: programIds.robotBarista,
      key: 'robot-barista',
      name: 'AI 서클 로봇 바리스타',
      category: categoryIds.experience,
      zone: zoneIds.aiCircle,
      type: 'DEFAULT',
      status: 'OPEN',
      schedule: 'ALWAYS',
      period: 'UNLIMIT',
      range: { from: day(-90) },
      summary: '주문부터 라테 아트까지, 로봇이 내려 주는 커피 한 잔.',
      editor:
        '<p>음성으로 주문하면 로봇 팔이 원두를 갈고 라테 아트까지 완성합니다. 음료는 유료이며 QR 체크인 회원은 1,000원 할인됩니다.</p>',
    },
    {
      id: programIds.stageUnplugged,
      key: 'stage-unplugged',
      name: '스테이지 언플러그드',
      category: categoryIds.performance,
      zone: zoneIds.theStage,
      type: 'RESERVATION',
      status: 'CLOSED',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(-35)],
      slots: [{ start: '18:00', end: '19:30', capacity: 100 }],
      summary: '앰프를 끄고 목소리와 악기만으로 채웠던 지난 공연.',
      editor: '<p>지난달 The Stage에서 열린 언플러그드 공연입니다. 함께해 주셔서 감사합니다.</p>',
    },
    {
      // The draw a tester can try today (decision 016): entries close at 23:58 and the draw is
      // announced at 23:59 Seoul; POST /sandbox/api/draws/run {"programIdx":29} draws it now.
      id: programIds.rooftopLuckyDraw,
      key: 'rooftop-lucky-draw',
      name: '오늘의 럭키 드로우: 루프탑 티타임',
      category: categoryIds.event,
      zone: zoneIds.theRooftop,
      type: 'APPLICATION',
      status: 'OPEN',
      schedule: 'ONCE',
      period: 'LIMIT',
      dates: [day(2)],
      slots: [{ start: '16:00', end: '17:00', capacity: 10 }],
      entry: { start: at(-1, '10:00'), end: at(0, '23:58') },
      announcement: at(0, '23:59'),
      winnerCount: 10,
      summary: '오늘 밤 발표! 모레 루프탑 티타임에 초대할 10명을 추첨합니다.',
      editor:
        '<p>노을이 지는 루프탑에서 시그널 하우스가 준비한 차와 디저트를 즐겨 보세요. 오늘 23:58까지 응모하면, 23:59에 당첨자 10명을 무작위로 추첨해 발표합니다.</p><ul><li>당첨 결과는 예약·응모 내역에서 확인할 수 있어요.</li></ul>',
      options: [
        { title: '응모 기간', description: '오늘 23:58까지' },
        { title: '선정 방식', description: '무작위 추첨 (1인 1회)' },
      ],
      related: [programIds.sunsetAcousticLive],
    },
  ];
}

export interface ProgramSeed {
  categories: CategoryRow[];
  programs: ProgramRow[];
  instances: InstanceRow[];
  options: OptionRow[];
  buttons: ButtonRow[];
  links: LinkRow[];
  questions: QuestionRow[];
  questionOptions: QuestionOptionRow[];
  programTerms: ProgramTermsRow[];
}

/**
 * Every program of the demo venue, dated relative to `today` (a Seoul 'YYYY-MM-DD').
 * Dated programs (SINGLE one day, ONCE one day and one slot, MULTI a set of days) get one
 * instance per day and slot, DEFAULT ones too (capacity null) so a date filter finds them;
 * ALWAYS programs have none and run from minExecDate to maxExecDate (none when UNLIMIT).
 */
export function buildPrograms(today: string): ProgramSeed {
  const zonesById = new Map(buildZones().map((zone) => [zone.zoneIdx, zone]));
  const floorsById = new Map(buildFloors().map((floor) => [floor.floorIdx, floor]));
  const seed: ProgramSeed = {
    categories: buildProgramCategories(),
    programs: [],
    instances: [],
    options: [],
    buttons: [],
    links: [],
    questions: [],
    questionOptions: [],
    programTerms: [],
  };

  for (const [index, source] of sources(today).entries()) {
    const dates = source.dates ?? [];
    const zone = zonesById.get(source.zone);
    const floor = zone ? floorsById.get(zone.floorIdx) : undefined;
    const optionRows = source.options ?? [];
    const place = zone && floor ? `${floor.floorLabel} ${zone.zoneName}` : '';
    const options = [
      { title: '일정', description: describeSchedule(source) },
      { title: '장소', description: place },
      ...optionRows,
    ];
    const links: LinkRow[] = [
      ...(source.related ?? []).map((linkedProgramIdx, sortIndex) => ({
        programIdx: source.id,
        linkedProgramIdx,
        kind: 'RELATED',
        sortIndex,
      })),
      ...(source.prev ?? []).slice(0, 3).map((linkedProgramIdx, sortIndex) => ({
        programIdx: source.id,
        linkedProgramIdx,
        kind: 'PREV',
        sortIndex,
      })),
    ];

    const collect: CollectSource = source.collect ?? {
      name: [true, true],
      contact: [true, true],
      email: [false, false],
    };
    seed.programs.push({
      programIdx: source.id,
      programCategoryIdx: source.category,
      zoneIdx: source.zone,
      programName: source.name,
      programSummary: source.summary,
      savePath: imagePath('program', source.key),
      programType: source.type,
      status: source.status,
      scheduleType: source.schedule,
      periodType: source.period,
      minExecDate: source.schedule === 'ALWAYS' ? (source.range?.from ?? null) : (dates[0] ?? null),
      maxExecDate:
        source.schedule === 'ALWAYS' ? (source.range?.to ?? null) : (dates.at(-1) ?? null),
      winnerAnnouncementDate: source.announcement ?? null,
      winnerCount: source.winnerCount ?? null,
      entryStartAt: source.entry?.start ?? null,
      entryEndAt: source.entry?.end ?? null,
      maxPersonCount: source.maxPersonCount ?? 1,
      descriptionType: source.link ? 'LINK' : 'EDITOR',
      programEditor: source.editor,
      programLink: source.link ? programEmbedPath(source.key) : null,
      useOptionYn: optionRows.length > 0,
      useButtonYn: (source.buttons ?? []).length > 0,
      useRelatedProgramYn: (source.related ?? []).length > 0,
      usePrevProgramYn: (source.prev ?? []).length > 0,
      noticeType: source.notice?.type ?? 'NONE',
      noticeText: source.notice?.text ?? '',
      tutorialYn: source.tutorial ?? false,
      tutorialLink: source.tutorial ? tutorialEmbedPath(source.key) : null,
      nameCollectYn: collect.name[0],
      nameRequiredYn: collect.name[1],
      contactCollectYn: collect.contact[0],
      contactRequiredYn: collect.contact[1],
      emailCollectYn: collect.email[0],
      emailRequiredYn: collect.email[1],
      displayYn: true,
      // Published, as the console's publication stamps it (decision 026): a demo program an
      // operator hides later has ended for visitors, not vanished.
      publishedAt: seoulAt(addDays(today, -1), '10:00'),
      sortIndex: index + 1,
    });

    for (const execDate of dates) {
      for (const [slotIndex, slot] of (source.slots ?? []).entries()) {
        const capacity = slot.capacity;
        seed.instances.push({
          programInstanceIdx: seed.instances.length + 1,
          programIdx: source.id,
          execDate,
          startTime: `${slot.start}:00`,
          endTime: `${slot.end}:00`,
          capacity,
          reservedCount:
            capacity !== null && source.reserved
              ? source.reserved(execDate, slotIndex, capacity)
              : 0,
        });
      }
    }

    if (optionRows.length > 0) {
      for (const [sortIndex, option] of options.entries()) {
        seed.options.push({
          programOptionIdx: seed.options.length + 1,
          programIdx: source.id,
          optionTitle: option.title,
          optionDescription: option.description,
          sortIndex,
        });
      }
    }

    for (const [sortIndex, button] of (source.buttons ?? []).entries()) {
      seed.buttons.push({
        programButtonIdx: seed.buttons.length + 1,
        programIdx: source.id,
        buttonType: button.type,
        buttonName: button.name,
        buttonUrl: button.type === 'URL' ? button.url : null,
        savePath: button.type === 'FILE' ? guideFilePath(`${source.key}-guide`) : null,
        sortIndex,
      });
    }

    seed.links.push(...links);

    for (const [sortIndex, question] of (source.questions ?? []).entries()) {
      const programQuestionIdx = seed.questions.length + 1;
      seed.questions.push({
        programQuestionIdx,
        programIdx: source.id,
        questionType: question.type,
        requiredYn: question.required,
        questionText: question.text,
        duplicateYn: question.type === 'OBJMULTI',
        sortIndex,
      });
      for (const [optionIndex, multipleText] of (question.options ?? []).entries()) {
        seed.questionOptions.push({
          programQuestionOptionIdx: seed.questionOptions.length + 1,
          programQuestionIdx,
          multipleText,
          sortIndex: optionIndex,
        });
      }
    }

    const takesEntries = source.type !== 'DEFAULT';
    const terms = source.terms ?? (takesEntries ? [entryInfoTerm] : []);
    for (const [sortIndex, term] of terms.entries()) {
      seed.programTerms.push({
        programTermsIdx: seed.programTerms.length + 1,
        programIdx: source.id,
        termsName: term.name,
        termsDescription: term.description,
        requiredYn: term.required,
        sortIndex,
      });
    }
  }
  return seed;
}
