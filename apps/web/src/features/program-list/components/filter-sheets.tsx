import type { Floor, ProgramCategory } from '@venue/contract';
import { useId, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ALL_CATEGORIES, type CategorySelection, PROGRAM_LIST_FLOORS } from '../program-list-query';
import styles from './program-list.module.css';

/** Spec 001 §2: the sheet titles of the category and floor tabs. */
export const CATEGORY_SHEET_TITLE = '어떤 프로그램이 궁금하세요?';
export const FLOOR_SHEET_TITLE = '몇 층이 궁금하세요?';

/**
 * The category sheet: a multi-select with an all-check row (spec 001 §5 "All-check checkbox":
 * unchecked, checked or indeterminate by how many are ticked; ticking it ticks or unticks all).
 * Everything is ticked by default (ALL); a tap on one category then picks it alone
 * (tickCategory). The choice applies with 선택 완료, which needs at least one category; ticking
 * every one is written back as ALL.
 */
export function CategorySheet({
  open,
  categories,
  selection,
  onClose,
  onApply,
}: {
  open: boolean;
  categories: readonly ProgramCategory[];
  selection: CategorySelection;
  onClose: () => void;
  onApply: (selection: CategorySelection) => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={CATEGORY_SHEET_TITLE}>
      <CategoryChoices
        categories={categories}
        selection={selection}
        onApply={(next) => {
          onApply(next);
          onClose();
        }}
      />
    </BottomSheet>
  );
}

/**
 * One tap on a category: while every category is ticked (전체), a tap picks that
 * category alone — the visitor means "show me this", not "everything but this"; otherwise the tap
 * adds or removes it, so several can be chosen.
 */
export function tickCategory(
  current: readonly number[],
  id: number,
  allIds: readonly number[],
): readonly number[] {
  const everything = allIds.length > 0 && allIds.every((x) => current.includes(x));
  if (everything) return [id];
  return current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
}

/** Mounted only while open, so each opening starts from what the list shows. */
function CategoryChoices({
  categories,
  selection,
  onApply,
}: {
  categories: readonly ProgramCategory[];
  selection: CategorySelection;
  onApply: (selection: CategorySelection) => void;
}) {
  const allIds = categories.map((c) => c.programCategoryIdx);
  const [ticked, setTicked] = useState<readonly number[]>(() =>
    selection === ALL_CATEGORIES ? allIds : selection.filter((id) => allIds.includes(id)),
  );
  const all = allIds.length > 0 && ticked.length === allIds.length;
  const some = ticked.length > 0 && !all;
  const toggle = (id: number) => setTicked((current) => tickCategory(current, id, allIds));

  return (
    <form
      className={styles.sheetForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (ticked.length === 0) return;
        onApply(all ? ALL_CATEGORIES : [...ticked].sort((a, b) => a - b));
      }}
    >
      <fieldset className={styles.choiceList}>
        <legend className="sr-only">카테고리 선택</legend>
        <Checkbox
          size="l"
          checked={all}
          indeterminate={some}
          onChange={() => setTicked(all ? [] : allIds)}
        >
          전체
        </Checkbox>
        {categories.map((category) => (
          <Checkbox
            key={category.programCategoryIdx}
            checked={ticked.includes(category.programCategoryIdx)}
            onChange={() => toggle(category.programCategoryIdx)}
          >
            {category.programCategoryName}
          </Checkbox>
        ))}
      </fieldset>
      {ticked.length === 0 ? (
        <p className={styles.sheetHint} role="status">
          카테고리를 하나 이상 골라 주세요.
        </p>
      ) : null}
      <Button type="submit" block disabled={ticked.length === 0}>
        선택 완료
      </Button>
    </form>
  );
}

/** A floor's name for the chip and the sheet: the server's label, or "1층" style while loading. */
export function floorText(floorIdx: number, floors: readonly Floor[] | undefined): string {
  const floor = floors?.find((f) => f.floorIdx === floorIdx);
  return floor ? `${floor.floorName} ${floor.floorLabel}` : `${floorIdx}층`;
}

/**
 * The floor sheet: a single-select radio group of the venue's floors 1–4 (spec 001 §9). The
 * choice applies with 이 층 보기 (arrow keys move the choice inside a radio group, so applying on
 * every change would fire while a keyboard user is only passing through).
 */
export function FloorSheet({
  open,
  floors,
  selected,
  onClose,
  onApply,
}: {
  open: boolean;
  floors: readonly Floor[] | undefined;
  selected: number;
  onClose: () => void;
  onApply: (floorIdx: number) => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={FLOOR_SHEET_TITLE}>
      <FloorChoices
        floors={floors}
        selected={selected}
        onApply={(floorIdx) => {
          onApply(floorIdx);
          onClose();
        }}
      />
    </BottomSheet>
  );
}

function FloorChoices({
  floors,
  selected,
  onApply,
}: {
  floors: readonly Floor[] | undefined;
  selected: number;
  onApply: (floorIdx: number) => void;
}) {
  const name = useId();
  const [choice, setChoice] = useState<number | null>(
    (PROGRAM_LIST_FLOORS as readonly number[]).includes(selected) ? selected : null,
  );
  return (
    <form
      className={styles.sheetForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== null) onApply(choice);
      }}
    >
      <fieldset className={styles.choiceList}>
        <legend className="sr-only">층 선택</legend>
        {PROGRAM_LIST_FLOORS.map((floorIdx) => (
          <label key={floorIdx} className={styles.radioOption}>
            <input
              type="radio"
              name={name}
              value={floorIdx}
              checked={choice === floorIdx}
              onChange={() => setChoice(floorIdx)}
              className={styles.radio}
            />
            <span>{floorText(floorIdx, floors)}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" block disabled={choice === null}>
        이 층 보기
      </Button>
    </form>
  );
}
