import { seoulToday } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { buildZones } from './floors-zones';
import { buildPrograms, programIds } from './programs';

const today = '2026-05-13'; // a Wednesday
const seed = buildPrograms(today);
const byId = new Map(seed.programs.map((program) => [program.programIdx, program]));
const instancesOf = (programIdx: number) =>
  seed.instances.filter((instance) => instance.programIdx === programIdx);
const datesOf = (programIdx: number) => [
  ...new Set(instancesOf(programIdx).map((i) => i.execDate)),
];

/** Whether a program is on the venue's program list for `day`. */
function runsOn(programIdx: number, day: string): boolean {
  const program = byId.get(programIdx);
  if (!program) return false;
  if (program.scheduleType === 'ALWAYS') {
    return (program.minExecDate ?? '') <= day && (program.maxExecDate ?? '9999-12-31') >= day;
  }
  return datesOf(programIdx).includes(day);
}

describe('demo programs', () => {
  it('has at least 24 programs with unique ids 1..n', () => {
    expect(seed.programs.length).toBeGreaterThanOrEqual(24);
    expect(seed.programs.map((p) => p.programIdx)).toEqual(seed.programs.map((_, i) => i + 1));
  });

  it('covers every programType, scheduleType, periodType and status', () => {
    const values = (pick: (p: (typeof seed.programs)[number]) => string) =>
      new Set(seed.programs.map(pick));
    expect(values((p) => p.programType)).toEqual(
      new Set(['DEFAULT', 'RESERVATION', 'APPLICATION']),
    );
    expect(values((p) => p.scheduleType)).toEqual(new Set(['ALWAYS', 'SINGLE', 'ONCE', 'MULTI']));
    expect(values((p) => p.periodType)).toEqual(new Set(['LIMIT', 'UNLIMIT']));
    expect(values((p) => p.status)).toEqual(new Set(['PENDING', 'OPEN', 'CLOSED', 'CLOSEDADMIN']));
  });

  it('places programs in every zone and every category', () => {
    const zoneIds = new Set(seed.programs.map((p) => p.zoneIdx));
    for (const zone of buildZones()) expect(zoneIds).toContain(zone.zoneIdx);
    const categoryIds = new Set(seed.programs.map((p) => p.programCategoryIdx));
    for (const category of seed.categories)
      expect(categoryIds).toContain(category.programCategoryIdx);
  });

  it('is alive: at least 8 programs run today and every day of the coming week has some', () => {
    const todays = seed.programs.filter((p) => p.status === 'OPEN' && runsOn(p.programIdx, today));
    expect(todays.length).toBeGreaterThanOrEqual(8);
    for (let offset = 1; offset <= 7; offset += 1) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(seed.programs.filter((p) => runsOn(p.programIdx, day)).length).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('shapes instances by scheduleType: none for ALWAYS, one day for SINGLE, one slot for ONCE, several days for MULTI', () => {
    for (const program of seed.programs) {
      const instances = instancesOf(program.programIdx);
      const dates = datesOf(program.programIdx);
      if (program.scheduleType === 'ALWAYS') expect(instances).toHaveLength(0);
      if (program.scheduleType === 'SINGLE') expect(dates).toHaveLength(1);
      if (program.scheduleType === 'ONCE') expect(instances).toHaveLength(1);
      if (program.scheduleType === 'MULTI') expect(dates.length).toBeGreaterThan(1);
      if (program.scheduleType !== 'ALWAYS') {
        expect(program.minExecDate).toBe(dates[0]);
        expect(program.maxExecDate).toBe(dates.at(-1));
      }
      if (program.periodType === 'UNLIMIT') expect(program.maxExecDate).toBeNull();
      if (program.programType !== 'DEFAULT') expect(instances.length).toBeGreaterThan(0);
    }
  });

  it('never books an instance beyond its capacity', () => {
    for (const instance of seed.instances) {
      expect(instance.reservedCount ?? 0).toBeGreaterThanOrEqual(0);
      if (instance.capacity !== null && instance.capacity !== undefined) {
        expect(instance.reservedCount ?? 0).toBeLessThanOrEqual(instance.capacity);
      }
      expect(instance.startTime < instance.endTime).toBe(true);
    }
  });

  it('has a popular small reservation partly full today and a sold-out one', () => {
    const popular = instancesOf(programIds.aiPortraitStudio);
    expect(Math.max(...popular.map((i) => i.capacity ?? 0))).toBeLessThanOrEqual(6);
    const todayFull = popular.filter((i) => i.execDate === today && i.reservedCount === i.capacity);
    expect(todayFull.length).toBeGreaterThan(0);
    expect(
      popular.some((i) => i.execDate === today && (i.reservedCount ?? 0) < (i.capacity ?? 0)),
    ).toBe(true);

    const soldOut = instancesOf(programIds.sunsetAcousticLive);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((i) => i.reservedCount === i.capacity)).toBe(true);
  });

  it('has draws announced in two days and announced yesterday, with winner counts', () => {
    const announcedOn = (programIdx: number) =>
      seoulToday(byId.get(programIdx)?.winnerAnnouncementDate ?? new Date(0));
    expect(announcedOn(programIds.earlyTesterCrew)).toBe('2026-05-15');
    expect(announcedOn(programIds.creatorTalk)).toBe('2026-05-12');
    for (const program of seed.programs.filter((p) => p.programType === 'APPLICATION')) {
      expect(program.winnerAnnouncementDate).toBeInstanceOf(Date);
      expect(program.winnerCount).toBeGreaterThan(0);
    }
    for (const program of seed.programs.filter((p) => p.programType !== 'APPLICATION')) {
      expect(program.winnerAnnouncementDate).toBeNull();
    }
  });

  it('dates its statuses sensibly: PENDING starts next week, CLOSED ended in the past month or two', () => {
    const pending = byId.get(programIds.summerPreview);
    expect(pending?.status).toBe('PENDING');
    expect(pending?.minExecDate).toBe('2026-05-20');
    for (const program of seed.programs.filter((p) => p.status === 'CLOSED')) {
      expect((program.maxExecDate ?? '') < today).toBe(true);
    }
    for (const program of seed.programs.filter((p) => p.status === 'PENDING')) {
      expect((program.minExecDate ?? '') > today).toBe(true);
    }
  });

  it('includes an HTML name, a LINK description, notices, tutorials, options and both button types', () => {
    expect(seed.programs.some((p) => p.programName.includes('<br>'))).toBe(true);
    const linked = seed.programs.filter((p) => p.descriptionType === 'LINK');
    expect(linked.length).toBeGreaterThan(0);
    for (const program of linked)
      expect(program.programLink).toMatch(/^\/media\/embed\/program-[a-z0-9-]+\.html$/);
    expect(new Set(seed.programs.map((p) => p.noticeType))).toEqual(
      new Set(['NONE', 'WARNING', 'INFO']),
    );
    for (const program of seed.programs) {
      expect(program.tutorialLink !== null).toBe(program.tutorialYn === true);
      if (program.noticeType === 'NONE') expect(program.noticeText).toBe('');
      else expect(program.noticeText).not.toBe('');
    }
    expect(new Set(seed.buttons.map((b) => b.buttonType))).toEqual(new Set(['URL', 'FILE']));
    for (const button of seed.buttons) {
      if (button.buttonType === 'FILE')
        expect(button.savePath).toMatch(/^\/media\/files\/.+\.txt$/);
      else expect(button.buttonUrl).toMatch(/^\/[^/]/);
    }
  });

  it('keeps the use*Yn flags true exactly when there are rows to show', () => {
    for (const program of seed.programs) {
      const id = program.programIdx;
      expect(program.useOptionYn).toBe(seed.options.some((o) => o.programIdx === id));
      expect(program.useButtonYn).toBe(seed.buttons.some((b) => b.programIdx === id));
      const links = seed.links.filter((l) => l.programIdx === id);
      expect(program.useRelatedProgramYn).toBe(links.some((l) => l.kind === 'RELATED'));
      expect(program.usePrevProgramYn).toBe(links.some((l) => l.kind === 'PREV'));
      expect(links.filter((l) => l.kind === 'PREV').length).toBeLessThanOrEqual(3);
    }
    for (const link of seed.links) {
      expect(byId.has(link.linkedProgramIdx)).toBe(true);
      expect(link.linkedProgramIdx).not.toBe(link.programIdx);
    }
  });

  it('moves with the clock: every date shifts by the same number of days as today', () => {
    const later = buildPrograms('2026-06-10'); // four weeks later, also a Wednesday
    const shift = (ymd: string | null | undefined) =>
      ymd
        ? new Date(Date.parse(`${ymd}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10)
        : ymd;
    expect(later.programs.map((p) => p.minExecDate)).toEqual(
      seed.programs.map((p) => shift(p.minExecDate)),
    );
    expect(later.instances.map((i) => i.execDate)).toEqual(
      seed.instances.map((i) => shift(i.execDate)),
    );
  });
});

describe('demo questions, collect settings and program terms', () => {
  it('asks every question type, choices with options of their own question', () => {
    expect(new Set(seed.questions.map((q) => q.questionType))).toEqual(
      new Set(['OBJONE', 'OBJMULTI', 'SUBJECTIVE', 'DESCRIPTIVE']),
    );
    for (const question of seed.questions) {
      const options = seed.questionOptions.filter(
        (o) => o.programQuestionIdx === question.programQuestionIdx,
      );
      const choice = question.questionType === 'OBJONE' || question.questionType === 'OBJMULTI';
      expect(options.length > 1, question.questionText).toBe(choice);
    }
  });

  it('gives every reservation and draw program a required term, except the name-only show', () => {
    for (const program of seed.programs.filter((p) => p.programType !== 'DEFAULT')) {
      const terms = seed.programTerms.filter((term) => term.programIdx === program.programIdx);
      if (program.programIdx === programIds.stageShowcase) {
        expect(terms).toEqual([]);
        expect(program.contactCollectYn).toBe(false);
      } else {
        expect(terms.some((term) => term.requiredYn)).toBe(true);
      }
    }
    expect(seed.programTerms.filter((t) => t.programIdx === programIds.signalWave)).toEqual([]);
  });
});
