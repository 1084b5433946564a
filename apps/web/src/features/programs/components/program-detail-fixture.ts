import { type ProgramDetail, programDetail } from '@venue/contract';

/**
 * Test data: a program detail as POST /api/program/detail answers it, checked against the
 * contract's schema so a test never feeds the screens a shape the server cannot send.
 * (For tests only; nothing in the app imports this file.)
 */
export function programDetailFixture(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return programDetail.parse({
    programIdx: 2,
    programName: '몰입형 미디어 아트<br>〈도시의 주파수〉',
    programCategoryIdx: 1,
    programCategoryName: '전시',
    programSummary: '성수동의 하루를 소리와 빛으로 다시 그려요.',
    savePath: '/media/program/city-frequency.svg',
    programType: 'RESERVATION',
    status: 'OPEN',
    scheduleType: 'MULTI',
    periodType: 'LIMIT',
    zoneIdx: 3,
    zoneName: 'Main Hall',
    zoneNameEn: 'Main Hall',
    floorIdx: 2,
    floorName: '1F',
    minExecDate: '2026-03-01',
    maxExecDate: '2026-04-30',
    execDate: null,
    multiExecDate: null,
    dotMinExecDate: '26.03.01',
    dotMaxExecDate: '26.04.30',
    dotExecDate: '',
    dotExecTime: '',
    winnerAnnouncementDate: null,
    tutorialYn: 'Y',
    tutorialLink: '/media/embed/tutorial-city-frequency.html',
    descriptionType: 'EDITOR',
    programEditor: '<p>도시의 소리를 빛으로 바꿔요.</p><ul><li>상영 주기 20분</li></ul>',
    programLink: null,
    useOptionYn: 'N',
    useButtonYn: 'N',
    useRelatedProgramYn: 'N',
    usePrevProgramYn: 'N',
    noticeType: 'WARNING',
    noticeText: '어두운 공간이니 천천히 이동해 주세요.\n플래시 촬영은 할 수 없어요.',
    zoneSummary: '도시의 소리를 빛으로 바꾸는 몰입형 미디어 아트 홀',
    mainFileContentSavePath: '/media/zone/main-hall.svg',
    closedYn: 'N',
    participationPossibleYn: 'Y',
    attendStatus: null,
    attendCnt: 0,
    reserveEntryIdx: null,
    reserveEntryId: null,
    maxPersonCount: 4,
    closedReason: null,
    ...overrides,
  });
}
