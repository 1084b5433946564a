import { addDays } from '@venue/contract';
import { imagePath } from '../../lib/media-paths';
import type { notices } from '../schema';
import { seoulAt } from './dates';
import { programIds } from './programs';

type NoticeRow = typeof notices.$inferInsert & {
  noticeIdx: number;
  writeDate: Date;
  regDate: Date;
  modDate: Date;
};

interface NoticeSource {
  name: string;
  /** Days before today it was written, and at what Seoul time. */
  writtenDaysAgo: number;
  time: string;
  /** Days before today it was last edited, when it was edited after writing. */
  modifiedDaysAgo?: number;
  fixed?: boolean;
  image?: string;
  content: string;
}

const noticeSources: NoticeSource[] = [
  {
    name: '시그널 하우스 성수 운영 시간 및 휴관일 안내',
    writtenDaysAgo: 60,
    time: '10:00',
    fixed: true,
    content:
      '<p>시그널 하우스 성수의 운영 시간과 휴관일을 안내해 드립니다.</p><ul><li><strong>운영 시간</strong>: 매일 11:00 – 20:00 (입장 마감 19:30)</li><li><strong>정기 휴관</strong>: 매월 셋째 주 월요일</li><li><strong>명절 휴관</strong>: 1월 1일, 설날 및 추석 연휴</li></ul><p>휴관일과 겹치는 프로그램 일정은 각 프로그램 상세에서 확인해 주세요.</p>',
  },
  {
    name: '[필독] 예약·응모 프로그램 이용 수칙',
    writtenDaysAgo: 30,
    time: '14:00',
    modifiedDaysAgo: 1,
    fixed: true,
    content:
      '<p>모두가 공정하게 프로그램에 참여할 수 있도록 아래 수칙을 지켜 주세요.</p><ol><li>예약한 회차 시작 5분 전까지 현장에서 QR 체크인을 해 주세요.</li><li>회차 시작 후 10분이 지나면 노쇼로 처리됩니다.</li><li>노쇼가 2회 누적되면 30일간 예약과 응모가 제한됩니다.</li><li>예약 취소는 회차 시작 1시간 전까지 예약·응모 내역에서 할 수 있습니다.</li></ol><p><strong>변경 사항</strong>: 노쇼 제한 기간이 14일에서 30일로 바뀌었습니다.</p>',
  },
  {
    name: '루프탑 선셋 어쿠스틱 라이브 전석 매진 안내',
    writtenDaysAgo: 0,
    time: '09:30',
    image: 'sunset-live-sold-out',
    content: `<p>루프탑 선셋 어쿠스틱 라이브가 두 회차 모두 매진되었습니다. 성원에 감사드립니다.</p><p>취소표가 생기면 <a href="/program/${programIds.sunsetAcousticLive}">프로그램 상세</a>에서 바로 예약할 수 있습니다.</p>`,
  },
  {
    name: '신제품 얼리 체험단 당첨자 발표 일정 안내',
    writtenDaysAgo: 2,
    time: '11:00',
    content: `<p>신제품 얼리 체험단 당첨자는 응모 마감 다음 날 오후 2시에 발표합니다.</p><ul><li>당첨 여부는 <a href="/res-entry">예약·응모 내역</a>에서 확인할 수 있습니다.</li><li>당첨자에게는 가입하신 휴대폰 번호로 문자를 보내 드립니다.</li></ul>`,
  },
  {
    name: '크리에이터 토크 당첨자 발표',
    writtenDaysAgo: 1,
    time: '15:00',
    content:
      '<p>크리에이터 토크: 소리를 디자인하는 사람들의 당첨자 60명을 발표했습니다.</p><p>당첨되신 분은 행사 당일 17:30부터 지하 1층 The Stage 입구에서 QR 체크인 후 입장해 주세요.</p>',
  },
  {
    name: '대중교통 이용 안내 (주차 불가)',
    writtenDaysAgo: 20,
    time: '10:00',
    modifiedDaysAgo: 3,
    content:
      '<p>시그널 하우스 성수에는 방문객 주차 공간이 없습니다. 대중교통을 이용해 주세요.</p><ul><li>지하철 2호선 성수역 5번 출구에서 약 400m (도보 6분)</li><li>버스: 성수역 정류장 하차</li></ul><p>장애인 차량은 방문 전 고객센터(02-1599-2641)로 문의해 주시면 안내해 드립니다.</p>',
  },
  {
    name: '드론 레이싱 체험 운영 중단 안내',
    writtenDaysAgo: 4,
    time: '18:00',
    content:
      '<p>정기 안전 점검에서 보완이 필요한 사항이 확인되어 드론 레이싱 체험 운영을 잠시 중단합니다.</p><ul><li>기존 예약은 모두 취소 처리되었습니다.</li><li>재개 일정은 공지사항으로 다시 안내해 드리겠습니다.</li></ul><p>이용에 불편을 드려 죄송합니다.</p>',
  },
  {
    name: 'AI 포트레이트 스튜디오 1인 예약 인원 변경',
    writtenDaysAgo: 8,
    time: '10:00',
    content:
      '<p>더 많은 분이 체험하실 수 있도록 AI 포트레이트 스튜디오의 1인 예약 가능 인원을 4명에서 2명으로 조정합니다.</p><p>이미 예약하신 내역은 그대로 유지됩니다.</p>',
  },
  {
    name: '굿즈 존 아티스트 협업 에디션 입고',
    writtenDaysAgo: 12,
    time: '11:00',
    image: 'goods-new-edition',
    content:
      '<p>이달의 아티스트 협업 에디션이 입고되었습니다. 엽서 세트, 에코백, 키링 세 가지로 준비했습니다.</p><ul><li>한정판은 1인 2개까지 구매할 수 있습니다.</li><li>QR 체크인 회원은 10% 할인됩니다.</li></ul>',
  },
  {
    name: '분실물 보관 및 찾는 방법',
    writtenDaysAgo: 18,
    time: '16:00',
    content:
      '<p>관내에서 습득한 분실물은 1층 인포메이션 데스크에서 14일간 보관합니다.</p><p>보관 기간이 지난 물품은 관할 경찰서로 인계합니다. 분실물 문의는 1:1 문의 또는 고객센터(02-1599-2641)로 해 주세요.</p>',
  },
  {
    name: '반려동물 동반 입장 안내',
    writtenDaysAgo: 25,
    time: '10:00',
    content:
      '<p>안전과 위생을 위해 반려동물은 이동장이나 유모차에 태운 경우에만 입장할 수 있습니다.</p><ul><li>루프탑 The Ground와 The Garden에서는 리드줄을 착용하고 함께 산책할 수 있습니다.</li><li>보조견은 제한 없이 입장할 수 있습니다.</li></ul>',
  },
  {
    name: '서비스 점검 안내 (02:00 – 05:00)',
    writtenDaysAgo: 33,
    time: '17:00',
    content:
      '<p>더 안정적인 서비스를 위해 시스템 점검을 진행합니다. 점검 시간에는 예약, 응모, QR 발급을 이용할 수 없습니다.</p><ul><li>점검 시간: 새벽 02:00 – 05:00</li></ul>',
  },
  {
    name: '개인정보 처리방침 개정 안내',
    writtenDaysAgo: 45,
    time: '10:00',
    content:
      '<p>개인정보 처리방침이 개정되어 안내해 드립니다.</p><ul><li>개인정보 처리업무 위탁 업체 추가 (본인확인 서비스)</li><li>예약·응모 기록 보관 기간 명시 (탈퇴 후 5년)</li></ul><p>자세한 내용은 하단의 약관 보기에서 확인할 수 있습니다.</p>',
  },
  {
    name: '시그널 하우스 성수 그랜드 오픈',
    writtenDaysAgo: 90,
    time: '11:00',
    content:
      '<p>성수동에 기술과 문화가 만나는 새로운 공간, 시그널 하우스 성수가 문을 엽니다.</p><p>지하 1층 The Stage부터 루프탑 The Garden까지, 네 개 층에서 매일 새로운 프로그램을 만나 보세요.</p>',
  },
];

/**
 * Notices written relative to `now`: two pinned, several inside the 5-day badge window.
 * A time later today than `now` is pulled back to just before it, so nothing is written
 * in the future when the seed runs early in the morning.
 */
export function buildNotices(now: Date, today: string): NoticeRow[] {
  const notAfterNow = (date: Date) =>
    date.getTime() < now.getTime() ? date : new Date(now.getTime() - 10 * 60_000);
  return noticeSources.map((source, index) => {
    const writeDate = notAfterNow(seoulAt(addDays(today, -source.writtenDaysAgo), source.time));
    const modDate =
      source.modifiedDaysAgo === undefined
        ? writeDate
        : notAfterNow(seoulAt(addDays(today, -source.modifiedDaysAgo), '09:00'));
    return {
      noticeIdx: index + 1,
      noticeName: source.name,
      noticeContent: source.content,
      fixedYn: source.fixed ?? false,
      displayYn: true,
      savePath: source.image ? imagePath('notice', source.image) : null,
      writeDate,
      regDate: writeDate,
      modDate,
    };
  });
}
