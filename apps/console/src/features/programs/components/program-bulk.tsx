import type { StaffProgramBulkAction, StaffProgramListItem } from '@venue/contract';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { BulkBar, ChosenNames, SelectBox } from '../../../components/bulk-bar';
import { type BulkSummary, bulkSummary } from '../../../components/bulk-summary';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormMessages } from '../../../components/form-fields';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { useBulkPrograms } from '../api/bulk-programs';

type Selection = { selected: ReadonlySet<number>; set: (next: ReadonlySet<number>) => void };

const SelectionContext = createContext<Selection | null>(null);

/** The programs chosen on this page of the list; keyed by the list's address where it is used. */
export function ProgramSelectionScope({ children }: { children: ReactNode }) {
  const [selected, set] = useState<ReadonlySet<number>>(new Set());
  return <SelectionContext value={{ selected, set }}>{children}</SelectionContext>;
}

/** A row's checkbox, named by the program. */
export function ProgramSelectBox({ program }: { program: StaffProgramListItem }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const { selected, set } = selection;
  return (
    <SelectBox
      label={`${htmlText(program.programName)} 선택`}
      checked={selected.has(program.programIdx)}
      onChange={(on) => {
        const next = new Set(selected);
        if (on) next.add(program.programIdx);
        else next.delete(program.programIdx);
        set(next);
      }}
    />
  );
}

const ACTIONS = [
  { key: 'PUBLISH', label: '게시' },
  { key: 'UNPUBLISH', label: '게시 취소' },
  { key: 'CLOSE', label: '마감', danger: true },
] as const;

const WORDS: Record<StaffProgramBulkAction, { title: string; confirm: string; effect: string }> = {
  PUBLISH: {
    title: '선택한 프로그램을 게시할까요?',
    confirm: '게시',
    effect: '방문자 앱에 바로 보여요. 회차가 없는 프로그램과 이미 게시된 프로그램은 제외돼요.',
  },
  UNPUBLISH: {
    title: '선택한 프로그램의 게시를 취소할까요?',
    confirm: '게시 취소',
    effect: '방문자 앱에서 바로 숨겨져요. 예약은 그대로 남아요. 게시되지 않은 프로그램은 제외돼요.',
  },
  CLOSE: {
    title: '선택한 프로그램을 마감할까요?',
    confirm: '마감',
    effect:
      '진행 상태가 종료로 바뀌어 새 예약과 응모를 받지 않아요. 이미 마감된 프로그램은 제외돼요.',
  },
};

/**
 * The bar over the program list (EDITOR): 전체 선택 (this page), the count, 게시 / 게시 취소 / 마감
 * after one question, and the result — what was done and, by name, what was left out and why.
 */
export function ProgramBulk({ list }: { list: StaffProgramListItem[] }) {
  const selection = useContext(SelectionContext);
  const bulk = useBulkPrograms();
  const [asked, setAsked] = useState<StaffProgramBulkAction | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [failure, setFailure] = useState('');
  if (!selection) return null;
  const chosen = list.filter((program) => selection.selected.has(program.programIdx));
  const names = new Map(list.map((p) => [p.programIdx, htmlText(p.programName)]));
  const nameOf = (idx: number) => names.get(idx) ?? `프로그램 ${idx}`;

  const run = async (action: StaffProgramBulkAction) => {
    setFailure('');
    try {
      const answer = await bulk.mutateAsync({
        action,
        programIdxList: chosen.map((program) => program.programIdx),
      });
      setSummary(bulkSummary(answer, nameOf));
      selection.set(new Set());
      setAsked(null);
    } catch (error) {
      setFailure(refusalWords(error, '처리하지 못했어요. 다시 시도해 주세요.'));
    }
  };

  const words = asked ? WORDS[asked] : null;
  return (
    <>
      <BulkBar
        label="선택한 프로그램"
        total={list.length}
        selectedCount={chosen.length}
        onSelectAll={(all) =>
          selection.set(new Set(all ? list.map((program) => program.programIdx) : []))
        }
        actions={[...ACTIONS]}
        busy={bulk.isPending}
        onAction={(key) => {
          setFailure('');
          setAsked(key as StaffProgramBulkAction);
        }}
        summary={summary}
      />
      {asked && words ? (
        <ConfirmDialog
          open
          title={words.title}
          confirmLabel={`${chosen.length}개 ${words.confirm}`}
          busy={bulk.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() => void run(asked)}
        >
          <ChosenNames names={chosen.map((program) => htmlText(program.programName))} unit="개" />
          <p>{words.effect}</p>
          {failure ? <FormMessages failure={failure} /> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
