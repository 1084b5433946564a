import type { faqCategories, faqs } from '../schema';

type FaqCategoryRow = typeof faqCategories.$inferInsert & { faqsCategoryIdx: number };
type FaqRow = typeof faqs.$inferInsert & { faqsIdx: number; faqsCategoryIdx: number };

const categoryNames = ['이용안내', '예약·응모', '회원·QR', '기타'] as const;
type CategoryName = (typeof categoryNames)[number];

export function buildFaqCategories(): FaqCategoryRow[] {
  return categoryNames.map((faqsCategoryName, index) => ({
    faqsCategoryIdx: index + 1,
    faqsCategoryName,
    sortIndex: index + 1,
  }));
}

const faqSources: { category: CategoryName; question: string; answer: string }[] = [
  {
    category: '이용안내',
    question: '운영 시간과 휴관일이 어떻게 되나요?',
    answer:
      '<p>매일 11:00부터 20:00까지 운영하며, 입장 마감은 19:30입니다.</p><ul><li>정기 휴관: 매월 셋째 주 월요일</li><li>명절 휴관: 1월 1일, 설날 및 추석 연휴</li></ul>',
  },
  {
    category: '이용안내',
    question: '주차할 수 있나요?',
    answer:
      '<p>시그널 하우스 성수에는 방문객 주차 공간이 없습니다. 지하철 2호선 성수역 5번 출구에서 약 400m(도보 6분) 거리이니 대중교통을 이용해 주세요.</p>',
  },
  {
    category: '이용안내',
    question: '입장료가 있나요?',
    answer:
      '<p>입장과 대부분의 전시는 무료입니다. 일부 클래스는 재료비가 있으며, 프로그램 상세의 옵션 정보에서 확인할 수 있습니다.</p>',
  },
  {
    category: '이용안내',
    question: '반려동물과 함께 방문해도 되나요?',
    answer:
      '<p>이동장이나 유모차에 태운 경우에만 입장할 수 있습니다. 루프탑 The Ground와 The Garden에서는 리드줄을 착용하고 함께 산책할 수 있으며, 보조견은 제한 없이 입장할 수 있습니다.</p>',
  },
  {
    category: '이용안내',
    question: '물품 보관함이 있나요?',
    answer:
      '<p>1층 Main Hall 인포메이션 데스크 옆에 무료 물품 보관함이 있습니다. 귀중품은 보관하지 말아 주세요.</p>',
  },
  {
    category: '예약·응모',
    question: '예약과 응모는 어떻게 다른가요?',
    answer:
      '<p><strong>예약</strong>은 선착순으로 자리가 확정되는 프로그램이고, <strong>응모</strong>는 응모 기간이 끝난 뒤 추첨으로 참여자를 뽑는 프로그램입니다.</p><p>프로그램 상세의 버튼이 예약하기 또는 응모하기로 표시됩니다.</p>',
  },
  {
    category: '예약·응모',
    question: '예약을 취소하고 싶어요.',
    answer:
      '<p>회차 시작 1시간 전까지 <a href="/res-entry">예약·응모 내역</a>에서 직접 취소할 수 있습니다. 그 이후에는 취소할 수 없으며, 참석하지 않으면 노쇼로 처리됩니다.</p>',
  },
  {
    category: '예약·응모',
    question: '당첨자 발표는 어디서 확인하나요?',
    answer:
      '<p>발표 시각이 되면 <a href="/res-entry">예약·응모 내역</a>에 당첨 또는 미당첨으로 표시됩니다. 당첨자에게는 가입하신 휴대폰 번호로 문자도 보내 드립니다.</p>',
  },
  {
    category: '예약·응모',
    question: '노쇼가 되면 어떻게 되나요?',
    answer:
      '<p>회차 시작 후 10분이 지나도록 체크인하지 않으면 노쇼로 처리됩니다. 노쇼가 2회 누적되면 30일간 예약과 응모가 제한됩니다.</p>',
  },
  {
    category: '예약·응모',
    question: '여러 명을 한 번에 예약할 수 있나요?',
    answer:
      '<p>프로그램마다 1인이 예약할 수 있는 최대 인원이 다릅니다. 일정 선택 화면에서 인원을 고를 수 있으며, 동반인도 함께 입장해 주세요.</p>',
  },
  {
    category: '회원·QR',
    question: 'QR 체크인은 어떻게 하나요?',
    answer:
      '<ol><li>로그인 후 화면 아래의 My QR 버튼을 누르세요.</li><li>처음 한 번은 휴대폰 본인확인 후 QR이 발급됩니다.</li><li>입구의 스캐너에 QR을 보여 주면 체크인이 완료되고, 층별 안내가 시작됩니다.</li></ol><p>QR은 하루 동안만 유효하며 매일 새로 발급됩니다.</p>',
  },
  {
    category: '회원·QR',
    question: '만 14세 미만도 가입할 수 있나요?',
    answer:
      '<p>네. 만 14세 미만은 법정대리인(보호자)의 휴대폰 본인확인과 동의가 필요합니다. 보호자는 회원과 나이 차이가 18세 이상이어야 합니다.</p>',
  },
  {
    category: '회원·QR',
    question: '카카오와 T아이디를 함께 연결할 수 있나요?',
    answer:
      '<p>네. 설정 &gt; 간편 로그인 연결에서 다른 로그인 방식을 연결하거나 해제할 수 있습니다. 현재 로그인에 사용 중인 방식은 해제할 수 없습니다.</p>',
  },
  {
    category: '회원·QR',
    question: '회원 탈퇴는 어떻게 하나요?',
    answer:
      '<p>설정 &gt; 서비스 탈퇴에서 안내 사항에 동의한 뒤 탈퇴할 수 있습니다. 개인 정보는 즉시 삭제되며, 예약·응모 내역이 있는 경우 관련 법령에 따라 거래 기록을 탈퇴 후 5년간 분리 보관합니다.</p>',
  },
  {
    category: '회원·QR',
    question: '마케팅 정보 수신 동의를 바꾸고 싶어요.',
    answer:
      '<p>설정 &gt; 약관 동의 관리에서 언제든지 켜고 끌 수 있습니다. 변경 내용은 즉시 반영됩니다.</p>',
  },
  {
    category: '기타',
    question: '분실물은 어디서 찾나요?',
    answer:
      '<p>1층 인포메이션 데스크에서 14일간 보관합니다. 1:1 문의 또는 고객센터(02-1599-2641)로 문의해 주세요.</p>',
  },
  {
    category: '기타',
    question: '단체 관람이나 대관 문의는 어디로 하나요?',
    answer:
      '<p>10명 이상 단체 관람과 대관은 1:1 문의에 기관명, 희망 일정, 인원을 남겨 주시면 담당자가 3영업일 안에 연락드립니다.</p>',
  },
];

export function buildFaqs(): FaqRow[] {
  return faqSources.map((source, index) => ({
    faqsIdx: index + 1,
    faqsCategoryIdx: categoryNames.indexOf(source.category) + 1,
    faqsQuestion: source.question,
    faqsAnswer: source.answer,
    displayYn: true,
    sortIndex: index + 1,
  }));
}
