import type {
  ButtonType,
  DescriptionType,
  NoticeType,
  PeriodType,
  ProgramPublishState,
  ProgramStatus,
  ProgramType,
  ScheduleType,
} from '@venue/contract';

/** The console's Korean words for the program vocabularies (the visitor's where it has them). */
export const programTypeLabels: Record<ProgramType, string> = {
  DEFAULT: '자유 참여',
  RESERVATION: '예약',
  APPLICATION: '응모(추첨)',
};

export const programStatusLabels: Record<ProgramStatus, string> = {
  PENDING: '예정',
  OPEN: '진행중',
  CLOSED: '종료',
  CLOSEDADMIN: '운영 사정으로 마감',
};

export const publishStateLabels: Record<ProgramPublishState, string> = {
  DRAFT: '초안',
  PUBLISHED: '게시 중',
  HIDDEN: '게시 취소됨',
};

export const scheduleTypeLabels: Record<ScheduleType, string> = {
  ALWAYS: '상시 운영 (회차 없음)',
  SINGLE: '하루 (여러 회차)',
  ONCE: '단 한 번 (한 회차)',
  MULTI: '여러 날 (회차별)',
};

export const periodTypeLabels: Record<PeriodType, string> = {
  LIMIT: '종료일 있음',
  UNLIMIT: '종료일 없음',
};

export const descriptionTypeLabels: Record<DescriptionType, string> = {
  EDITOR: '편집기로 작성',
  LINK: '외부 페이지 링크',
};

export const noticeTypeLabels: Record<NoticeType, string> = {
  NONE: '없음',
  WARNING: '유의사항',
  INFO: '안내사항',
};

export const buttonTypeLabels: Record<ButtonType, string> = {
  URL: '링크 열기',
  FILE: '파일 내려받기',
};

export { questionTypeLabels } from '../../components/cms/question-list-editor';

export const weekdayLabels = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The options of a `<select>` from a label record, in its order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
