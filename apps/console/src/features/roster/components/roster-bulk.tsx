import {
  type RosterEntry,
  type StaffEntryBulkAction,
  type StaffRoster,
  staffEntryBulkBody,
} from '@venue/contract';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { BulkBar, ChosenNames, SelectBox } from '../../../components/bulk-bar';
import { type BulkSummary, bulkSummary } from '../../../components/bulk-summary';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { refusalWords } from '../../../lib/api-client';
import { useBulkEntries, useExportChosen } from '../api/bulk-entries';
import { entryWho } from '../roster-actions';
import { sessionGroups } from '../roster-sessions';
import { emptyIsNoReason, RosterDialog } from './roster-dialog';

type Selection = {
  selected: ReadonlySet<number>;
  set: (next: ReadonlySet<number>) => void;
};

const SelectionContext = createContext<Selection | null>(null);

/**
 * The roster's chosen bookings. Keyed by the roster's filters where it is used, so
 * another program, day, session or search starts with nothing chosen.
 */
export function RosterSelectionScope({ children }: { children: ReactNode }) {
  const [selected, set] = useState<ReadonlySet<number>>(new Set());
  return <SelectionContext value={{ selected, set }}>{children}</SelectionContext>;
}

const entryName = (entry: RosterEntry) => `${entryWho(entry)} ${entry.reserveEntryId}`;

/** A booking card's checkbox, named by the member and the booking number. */
export function EntrySelectBox({ entry }: { entry: RosterEntry }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const { selected, set } = selection;
  return (
    <SelectBox
      label={`${entryName(entry)} 선택`}
      checked={selected.has(entry.reserveEntryIdx)}
      onChange={(on) => {
        const next = new Set(selected);
        if (on) next.add(entry.reserveEntryIdx);
        else next.delete(entry.reserveEntryIdx);
        set(next);
      }}
    />
  );
}

type Asked = StaffEntryBulkAction | null;

const ACTIONS = [
  { key: 'CHECK_IN', label: '입장 처리' },
  { key: 'NOSHOW', label: '불참 처리' },
  { key: 'CANCEL', label: '예약 취소', danger: true },
  { key: 'EXPORT', label: '내보내기' },
] as const;

const WORDS: Record<Exclude<StaffEntryBulkAction, 'CANCEL'>, { title: string; effect: string }> = {
  CHECK_IN: {
    title: '입장 처리할까요?',
    effect: '선택한 예약을 참여완료로 바꿔요. 이미 참여완료이거나 취소된 예약은 제외돼요.',
  },
  NOSHOW: {
    title: '불참 처리할까요?',
    effect:
      '선택한 예약을 불참으로 바꿔요. 회차가 시작되기 전인 예약과 취소된 예약은 제외되고, 불참은 회원님의 불참 기록에 더해져요.',
  },
};

/**
 * The bar over the roster: 전체 선택 (the bookings shown), the count, 입장 처리 / 불참 처리 / 취소
 * (one reason for all) / 내보내기 (CSV of the chosen) and the result — what was done and, by
 * name, what was left out and why. Each action asks once.
 */
export function RosterBulk({
  roster,
  chosen,
  searching,
}: {
  roster: StaffRoster;
  chosen: number | undefined;
  searching: boolean;
}) {
  const selection = useContext(SelectionContext);
  const bulk = useBulkEntries();
  const download = useExportChosen();
  const [asked, setAsked] = useState<Asked>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [failure, setFailure] = useState('');
  if (!selection) return null;
  const shown = sessionGroups(roster, chosen, searching).flatMap((group) => group.entries);
  const chosenEntries = shown.filter((entry) => selection.selected.has(entry.reserveEntryIdx));
  const idxs = chosenEntries.map((entry) => entry.reserveEntryIdx);
  const names = new Map(shown.map((entry) => [entry.reserveEntryIdx, entryName(entry)]));
  const nameOf = (idx: number) => names.get(idx) ?? `예약 ${idx}`;

  const run = async (action: StaffEntryBulkAction, reason?: string) => {
    const answer = await bulk.mutateAsync({
      action,
      reserveEntryIdxList: idxs,
      ...(reason ? { reason } : {}),
    });
    setSummary(bulkSummary(answer, nameOf));
    selection.set(new Set());
    setAsked(null);
  };

  const exportChosen = async () => {
    setFailure('');
    setSummary(null);
    try {
      const file = await download.mutateAsync({
        kind: 'entries',
        body: {
          format: 'csv',
          programIdx: roster.program.programIdx,
          execDate: roster.execDate,
          reserveEntryIdxList: idxs,
        },
      });
      setSummary({ headline: `${file.fileName} 파일을 내려받았어요.`, refused: [] });
    } catch (error) {
      setFailure(refusalWords(error, '내려받지 못했어요. 다시 시도해 주세요.'));
    }
  };

  return (
    <>
      <BulkBar
        label="선택한 예약"
        total={shown.length}
        selectedCount={idxs.length}
        onSelectAll={(all) =>
          selection.set(new Set(all ? shown.map((entry) => entry.reserveEntryIdx) : []))
        }
        actions={[...ACTIONS]}
        busy={bulk.isPending || download.isPending}
        onAction={(key) => {
          setFailure('');
          if (key === 'EXPORT') void exportChosen();
          else setAsked(key as StaffEntryBulkAction);
        }}
        summary={summary}
      />
      {failure ? <FormMessages failure={failure} /> : null}
      {asked === 'CANCEL' ? (
        <CancelDialog
          entries={chosenEntries}
          busy={bulk.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={(reason) => run('CANCEL', reason)}
        />
      ) : asked ? (
        <MarkDialog
          action={asked}
          entries={chosenEntries}
          busy={bulk.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() => run(asked)}
        />
      ) : null}
    </>
  );
}

function ChosenList({ entries }: { entries: RosterEntry[] }) {
  return (
    <ChosenNames names={entries.map((entry) => `${entryWho(entry)} · ${entry.reserveEntryId}`)} />
  );
}

function MarkDialog({
  action,
  entries,
  busy,
  onCancel,
  onConfirm,
}: {
  action: Exclude<StaffEntryBulkAction, 'CANCEL'>;
  entries: RosterEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [failure, setFailure] = useState('');
  const words = WORDS[action];
  return (
    <RosterDialog
      title={words.title}
      confirmLabel={`${entries.length}건 ${action === 'NOSHOW' ? '불참 처리' : '입장 처리'}`}
      busy={busy}
      failure={failure}
      onClose={onCancel}
      onConfirm={() =>
        onConfirm().catch((error: unknown) =>
          setFailure(refusalWords(error, '처리하지 못했어요. 다시 시도해 주세요.')),
        )
      }
    >
      <ChosenList entries={entries} />
      <p>{words.effect}</p>
    </RosterDialog>
  );
}

/** One reason for every chosen booking, checked by the contract's schema before it is sent. */
function CancelDialog({
  entries,
  busy,
  onCancel,
  onConfirm,
}: {
  entries: RosterEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const {
    submit,
    failure,
    bind: field,
  } = useContractForm(
    staffEntryBulkBody,
    {
      action: 'CANCEL',
      reserveEntryIdxList: entries.map((entry) => entry.reserveEntryIdx),
      reason: undefined,
    },
    (values) => onConfirm(values.reason ?? ''),
    { fallback: '취소하지 못했어요. 다시 시도해 주세요.' },
  );
  return (
    <RosterDialog
      title="선택한 예약을 취소할까요?"
      confirmLabel={`${entries.length}건 예약 취소`}
      busy={busy}
      failure={failure}
      onClose={onCancel}
      onConfirm={submit}
    >
      <ChosenList entries={entries} />
      <p>
        좌석은 바로 다시 열리고, 회원님마다 취소 안내가 가요. 사유는 회원님의 예약 내역과 안내에
        보여요.
      </p>
      <TextField
        id="roster-bulk-cancel-reason"
        label="취소 사유 (모두에게 같은 사유)"
        compact
        autoComplete="off"
        {...field('reason', emptyIsNoReason)}
      />
    </RosterDialog>
  );
}
