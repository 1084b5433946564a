import type { StaffPlaces } from '@venue/contract';
import styles from '../../../components/console.module.css';
// Zone and program names are CMS markup (`<br />`, `&amp;`): the options show their text.
import { htmlText } from '../../../lib/html-text';
import { parsePlaceKey, placeKey, type StaffPlace } from '../staff-place';

/** "2F · 향수 클래스": an option's plain text (an <option> can only hold text anyway). */
export function placeOptionText(floorName: string | null, name: string): string {
  const text = htmlText(name);
  return floorName ? `${floorName} · ${text}` : text;
}

/**
 * Where this scanner checks members in: 입구 (the default), a zone or a program. The place decides
 * which tutorial the member's phone is offered (decision 017).
 */
export function PlaceSelect({
  place,
  places,
  loading,
  error,
  onChange,
}: {
  place: StaffPlace;
  places: StaffPlaces | undefined;
  loading: boolean;
  error: string | null;
  onChange: (place: StaffPlace) => void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="staff-place">
        확인 장소
      </label>
      <select
        id="staff-place"
        className={styles.select}
        value={placeKey(place)}
        disabled={loading}
        aria-describedby={error ? 'staff-place-error' : undefined}
        onChange={(event) => onChange(parsePlaceKey(event.target.value))}
      >
        <option value="entrance">입구</option>
        {places?.zones.length ? (
          <optgroup label="구역">
            {places.zones.map((zone) => (
              <option key={zone.zoneIdx} value={placeKey({ type: 'ZONE', zoneIdx: zone.zoneIdx })}>
                {placeOptionText(zone.floorName, zone.zoneName)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {places?.programs.length ? (
          <optgroup label="프로그램">
            {places.programs.map((program) => (
              <option
                key={program.programIdx}
                value={placeKey({ type: 'PROGRAM', programIdx: program.programIdx })}
              >
                {placeOptionText(program.floorName, program.programName)}
                {program.tutorialYn === 'Y' ? ' (튜토리얼)' : ''}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {error ? (
        <p id="staff-place-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
