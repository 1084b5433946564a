import type { StaffProgram, StaffProgramSaveBody } from '@venue/contract';

/** The editor's values: the save body as the form holds it (the contract's input type). */
export type ProgramFormValues = StaffProgramSaveBody;

/**
 * A new program's starting values (a RESERVATION with instances, as most are). Every field is set
 * (`satisfies`, not a wider type), so a saved program in a test starts from these too.
 */
export const emptyProgram = () =>
  ({
    programType: 'RESERVATION',
    programCategoryIdx: 0,
    zoneIdx: null,
    programName: '',
    programSummary: '',
    savePath: '',
    descriptionType: 'EDITOR',
    programEditor: '',
    programLink: null,
    useOptionYn: 'N',
    optionList: [],
    useButtonYn: 'N',
    buttonList: [],
    useRelatedProgramYn: 'N',
    relatedProgramIdxList: [],
    usePrevProgramYn: 'N',
    prevProgramIdxList: [],
    noticeType: 'NONE',
    noticeText: '',
    tutorialYn: 'N',
    tutorialLink: null,
    scheduleType: 'MULTI',
    periodType: 'LIMIT',
    minExecDate: null,
    maxExecDate: null,
    maxPersonCount: 1,
    entryStartAt: null,
    entryEndAt: null,
    winnerCount: null,
    winnerAnnouncementDate: null,
    nameCollectYn: 'Y',
    nameRequiredYn: 'Y',
    contactCollectYn: 'Y',
    contactRequiredYn: 'Y',
    emailCollectYn: 'N',
    emailRequiredYn: 'N',
    programTermList: [],
    sortIndex: 0,
  }) satisfies ProgramFormValues;

/** A loaded program as the editor's values: every field the save replaces. */
export function toFormValues(program: StaffProgram): ProgramFormValues {
  return {
    programIdx: program.programIdx,
    programType: program.programType,
    programCategoryIdx: program.programCategoryIdx,
    zoneIdx: program.zoneIdx,
    programName: program.programName,
    programSummary: program.programSummary,
    savePath: program.savePath,
    descriptionType: program.descriptionType,
    programEditor: program.programEditor,
    programLink: program.programLink,
    useOptionYn: program.useOptionYn,
    optionList: program.optionList.map((option) => ({ ...option })),
    useButtonYn: program.useButtonYn,
    buttonList: program.buttonList.map((button) => ({ ...button })),
    useRelatedProgramYn: program.useRelatedProgramYn,
    relatedProgramIdxList: [...program.relatedProgramIdxList],
    usePrevProgramYn: program.usePrevProgramYn,
    prevProgramIdxList: [...program.prevProgramIdxList],
    noticeType: program.noticeType,
    noticeText: program.noticeText,
    tutorialYn: program.tutorialYn,
    tutorialLink: program.tutorialLink,
    scheduleType: program.scheduleType,
    periodType: program.periodType,
    minExecDate: program.minExecDate,
    maxExecDate: program.maxExecDate,
    maxPersonCount: program.maxPersonCount,
    entryStartAt: program.entryStartAt,
    entryEndAt: program.entryEndAt,
    winnerCount: program.winnerCount,
    winnerAnnouncementDate: program.winnerAnnouncementDate,
    nameCollectYn: program.nameCollectYn,
    nameRequiredYn: program.nameRequiredYn,
    contactCollectYn: program.contactCollectYn,
    contactRequiredYn: program.contactRequiredYn,
    emailCollectYn: program.emailCollectYn,
    emailRequiredYn: program.emailRequiredYn,
    programTermList: program.programTermList.map((term) => ({ ...term })),
    sortIndex: program.sortIndex,
  };
}

/** '' → null, else a number (for optional number inputs). */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** '' or blanks → null (optional links and dates). */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
