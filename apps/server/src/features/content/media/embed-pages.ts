/**
 * Small same-origin HTML pages shown in iframes: program descriptions of type LINK and the
 * "how to experience" tutorials. Each loads embed-height.js, which tells the parent page how
 * tall it is, so the frame needs no scrollbar (spec 001 §2 Program detail).
 */
import type { VenueInfo } from '@venue/contract';
import { escapeHtml } from '../../../lib/escape-html';
import { titleLines } from './svg-art';

/**
 * The venue facts these pages mention, from the venue settings; null before the venue
 * has any, and the pages then name no venue and list no facts.
 */
export type EmbedVenue = Pick<
  VenueInfo,
  'venueName' | 'phone' | 'hours' | 'closedDays' | 'directions' | 'transport'
> | null;

/** Posted to the parent whenever the page's height changes; same origin only. */
export const embedHeightScript = `(function () {
  var last = 0;
  function post() {
    // The body's own box, not the document's scrollHeight: that never drops below the frame's
    // current height, so a frame could grow but never shrink back.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last || window.parent === window) return;
    last = height;
    window.parent.postMessage({ type: 'venue:embed-height', height: height }, window.location.origin);
  }
  window.addEventListener('load', post);
  if ('ResizeObserver' in window) new ResizeObserver(post).observe(document.body);
  post();
})();
`;

const style = `body{margin:0;padding:20px;font-family:'Noto Sans CJK KR','Noto Sans KR',sans-serif;color:#1b1f2a;line-height:1.7;word-break:keep-all;background:#fff}h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:24px 0 8px}p,li{font-size:15px}ol,ul{padding-left:20px;margin:0}.tag{display:inline-block;font-size:12px;font-weight:700;color:#5b3df5;margin-bottom:6px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${style}</style></head><body>${body}<script src="/media/embed/embed-height.js"></script></body></html>`;
}

const displayTitle = (key: string) => titleLines(key, 64).join(' ');

/** Docent stops for the programs whose description is a page; other keys get a short intro. */
const docents: Record<string, { title: string; stops: [string, string][] }> = {
  'archive-digital-docent': {
    title: '아카이브 디지털 도슨트',
    stops: [
      [
        '자석식 전화기 (1900년대)',
        '손잡이를 돌려 교환원을 부르던 전화기입니다. 교환원이 직접 선을 꽂아 두 사람을 이어 주었습니다.',
      ],
      [
        '공중전화 부스 (1980년대)',
        '동전과 카드로 누구나 쓸 수 있던 거리의 전화입니다. 부스 안 수화기를 들면 당시 안내 음성을 들을 수 있어요.',
      ],
      [
        '무선호출기 (1990년대)',
        '숫자로 마음을 전하던 삐삐입니다. 8282는 "빨리빨리", 1004는 "천사"라는 뜻이었죠.',
      ],
      [
        '폴더폰과 스마트폰 (2000년대 이후)',
        '화면이 손바닥 전체로 넓어지는 동안, 연결은 목소리에서 사진과 영상으로 넓어졌습니다.',
      ],
    ],
  },
};

export function programEmbedPage(key: string, venue: EmbedVenue = null): string {
  const docent = docents[key];
  if (docent) {
    const stops = docent.stops.map(([name, text]) => `<h2>${name}</h2><p>${text}</p>`).join('');
    return page(
      docent.title,
      `<span class="tag">디지털 도슨트</span><h1>${docent.title}</h1><p>전시장의 번호 표지 앞에서 아래 해설을 차례로 읽어 보세요.</p>${stops}`,
    );
  }
  const title = displayTitle(key);
  return page(
    title,
    `<span class="tag">프로그램 소개</span><h1>${title}</h1><p>${venue ? `${escapeHtml(venue.venueName)}에서 만나는 프로그램입니다. ` : ''}일정과 장소는 프로그램 상세의 옵션 정보에서 확인해 주세요.</p>`,
  );
}

export function tutorialEmbedPage(key: string, venue: EmbedVenue = null): string {
  const title = displayTitle(key);
  const facts = venue
    ? `<h2>이용 안내</h2><ul><li>운영 시간: ${escapeHtml(venue.hours.summary)}</li><li>문의: ${escapeHtml(venue.phone)}</li></ul>`
    : '';
  return page(
    `${title} 체험방법`,
    `<span class="tag">체험방법 알아보기</span><h1>${title}</h1><ol><li>1층 인포메이션 데스크 또는 각 층 입구에서 My QR로 체크인해 주세요.</li><li>층별 지도에서 프로그램 위치를 확인하고 이동해 주세요.</li><li>현장 스태프의 안내에 따라 체험을 시작해 주세요.</li><li>체험이 끝나면 스탬프 오브제에 QR을 스캔해 스탬프를 받으세요.</li></ol>${facts}`,
  );
}

/** The text of a FILE button download (a program guide), with the venue's facts from its settings. */
export function guideFile(key: string, venue: EmbedVenue = null): string {
  const title = displayTitle(key);
  const section = (heading: string, lines: string[]) =>
    lines.length > 0 ? [`■ ${heading}`, ...lines.map((line) => `  ${line}`), ''] : [];
  const hours = venue
    ? [
        [venue.hours.summary, venue.hours.note].filter(Boolean).join(' '),
        ...(venue.closedDays.notes.length > 0
          ? [`휴관: ${venue.closedDays.notes.join(', ')}`]
          : []),
      ]
    : [];
  const way = venue
    ? venue.directions.summary
      ? [venue.directions.summary]
      : venue.transport.flatMap((mode) => mode.lines.slice(0, 1))
    : [];
  return [
    venue ? `${venue.venueName} · ${title}` : title,
    '',
    ...section('운영 시간', hours),
    '■ 참여 방법',
    '  1. 프로그램 상세에서 예약 또는 응모합니다.',
    '  2. 회차 시작 5분 전까지 현장에서 My QR로 체크인합니다.',
    '  3. 시작 후 10분이 지나면 입장할 수 없습니다.',
    '',
    ...section('오시는 길', way),
    ...section('문의', venue ? [venue.phone] : []),
  ].join('\r\n');
}
