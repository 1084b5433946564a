import { afterEach, describe, expect, it } from 'vitest';
import {
  beginFlow,
  completeFlow,
  emptyFlow,
  FLOW_STORAGE_KEY,
  getFlow,
  syncFlowFromStorage,
  updateFlow,
} from './flow-store';

const program = { programIdx: 3, programType: 'RESERVATION', programCategoryIdx: 2 } as const;

afterEach(() => {
  window.sessionStorage.clear();
  syncFlowFromStorage();
});

describe('the flow state', () => {
  it('survives a reload: what is chosen and typed is read back from sessionStorage', () => {
    beginFlow(program);
    updateFlow({
      programInstanceIdx: 11,
      personCount: 2,
      userInfo: { name: '김하늘', phoneNumber: '01012345678', email: '', agreedTerms: [4] },
      answers: { '7': '3,4' },
      reserveEntryId: 'R260514103000ABCDEFGH',
    });
    const saved = window.sessionStorage.getItem(FLOW_STORAGE_KEY);
    // a reload: the module state is gone, storage is not
    window.sessionStorage.clear();
    syncFlowFromStorage();
    expect(getFlow()).toEqual(emptyFlow);
    window.sessionStorage.setItem(FLOW_STORAGE_KEY, saved ?? '');
    syncFlowFromStorage();
    expect(getFlow()).toMatchObject({
      ...program,
      programInstanceIdx: 11,
      personCount: 2,
      inProgress: true,
      answers: { '7': '3,4' },
      reserveEntryId: 'R260514103000ABCDEFGH',
      userInfo: { name: '김하늘', agreedTerms: [4] },
    });
  });

  it('uses the spec field names in storage', () => {
    beginFlow(program);
    expect(
      Object.keys(JSON.parse(window.sessionStorage.getItem(FLOW_STORAGE_KEY) ?? '{}')),
    ).toEqual(
      expect.arrayContaining([
        'programIdx',
        'programInstanceIdx',
        'personCount',
        'programType',
        'programCategoryIdx',
        'reserveEntryIdx',
        'reserveEntryId',
        'userInfo',
        'inProgress',
      ]),
    );
  });

  it('starts with one person, nothing chosen, in progress', () => {
    beginFlow(program);
    expect(getFlow()).toEqual({ ...emptyFlow, ...program, inProgress: true });
  });

  it('keeps the choices when the same program is started again, and drops them for another', () => {
    beginFlow(program);
    updateFlow({ programInstanceIdx: 11, personCount: 2 });
    beginFlow(program);
    expect(getFlow()).toMatchObject({ programInstanceIdx: 11, personCount: 2 });
    beginFlow({ ...program, programIdx: 4 });
    expect(getFlow()).toMatchObject({ programIdx: 4, programInstanceIdx: null, personCount: 1 });
  });

  it('ends with reserveEntryIdx and the type kept, everything else reset, not in progress', () => {
    beginFlow(program);
    updateFlow({
      programInstanceIdx: 11,
      reserveEntryId: 'R260514103000ABCDEFGH',
      answers: { '1': 'a' },
    });
    completeFlow(55);
    expect(getFlow()).toEqual({
      ...emptyFlow,
      programIdx: 3,
      programType: 'RESERVATION',
      reserveEntryIdx: 55,
      inProgress: false,
    });
  });

  it('starts empty when storage holds something unreadable', () => {
    window.sessionStorage.setItem(FLOW_STORAGE_KEY, '{not json');
    syncFlowFromStorage();
    expect(getFlow()).toEqual(emptyFlow);
  });
});
