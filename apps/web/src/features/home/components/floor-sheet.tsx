import type { Floor } from '@venue/contract';
import { useId, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import styles from './in-venue-home.module.css';

/** Spec 000 §2 Home: the floor selection sheet's title. */
export const FLOOR_SHEET_TITLE = '몇 층이 궁금하세요?';

/**
 * The floor selection sheet of the in-venue home (spec 000 §2, spec 001 §5 bottom sheet): a
 * single-select radio group of the floors. Arrow keys move the choice inside the group, so the
 * choice is applied by the button under it (not on every change), then the sheet closes and the
 * chosen floor is written back to the page.
 */
export function FloorSheet({
  open,
  floors,
  selected,
  onClose,
  onSelect,
}: {
  open: boolean;
  floors: readonly Floor[];
  selected: number | null;
  onClose: () => void;
  onSelect: (floorIdx: number) => void;
}) {
  const name = useId();
  return (
    <BottomSheet open={open} onClose={onClose} title={FLOOR_SHEET_TITLE}>
      <FloorChoices
        name={name}
        floors={floors}
        selected={selected}
        onApply={(floorIdx) => {
          onSelect(floorIdx);
          onClose();
        }}
      />
    </BottomSheet>
  );
}

/** Mounted only while the sheet is open, so each opening starts from the floor on screen. */
function FloorChoices({
  name,
  floors,
  selected,
  onApply,
}: {
  name: string;
  floors: readonly Floor[];
  selected: number | null;
  onApply: (floorIdx: number) => void;
}) {
  const [choice, setChoice] = useState(selected ?? floors[0]?.floorIdx ?? null);
  return (
    <form
      className={styles.floorForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== null) onApply(choice);
      }}
    >
      <fieldset className={styles.floorList}>
        <legend className="sr-only">층 선택</legend>
        {floors.map((floor) => (
          <label key={floor.floorIdx} className={styles.floorOption}>
            <input
              type="radio"
              name={name}
              value={floor.floorIdx}
              checked={choice === floor.floorIdx}
              onChange={() => setChoice(floor.floorIdx)}
              className={styles.floorRadio}
            />
            <span className={styles.floorName}>{floor.floorName}</span>{' '}
            <span className={styles.floorLabel}>{floor.floorLabel}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" block disabled={choice === null}>
        이 층 보기
      </Button>
    </form>
  );
}
