import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FloorPlan,
  type HotspotRect,
  type StaffFloor,
  type StaffHotspot,
  type StaffZone,
  staffHotspotSaveBody,
} from '@venue/contract';
import { hotspotKindOf } from '@venue/contract/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages, SelectField, TextField } from '../../../components/form-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { optionalNumber, optionalText } from '../../../lib/form-values';
import { useDeleteHotspot } from '../api/delete-hotspot';
import type { getProgramChoices } from '../api/get-program-choices';
import { useSaveHotspot } from '../api/save-hotspot';
import { nextHotspotCode, roundRect, withKind } from '../rect-geometry';
import mapStyles from './floor-map-editor.module.css';
import { type CanvasHotspot, PlanCanvas } from './plan-canvas';

type HotspotInput = z.input<typeof staffHotspotSaveBody>;
type HotspotValues = z.output<typeof staffHotspotSaveBody>;
type ProgramChoice = Awaited<ReturnType<typeof getProgramChoices>>[number];

const NEW = 'new';
/** Where 새 영역 puts a rectangle (the keyboard's way to add one): the middle of the plan. */
const MIDDLE: HotspotRect = { x: 0.4, y: 0.4, width: 0.2, height: 0.2 };

const valuesOf = (hotspot: StaffHotspot): HotspotInput => ({
  mapHotspotIdx: hotspot.mapHotspotIdx,
  floorIdx: hotspot.floorIdx,
  mapType: hotspot.mapType,
  programIdx: hotspot.programIdx,
  zoneIdx: hotspot.zoneIdx,
  label: hotspot.label,
  labelEn: hotspot.labelEn,
  rect: hotspot.rect ?? MIDDLE,
});

const isRect = (rect: Partial<HotspotRect> | undefined): rect is HotspotRect =>
  !!rect && [rect.x, rect.y, rect.width, rect.height].every((v) => Number.isFinite(v));

/**
 * The plan with the floor's hotspots, and the form of the selected one (or of the one just
 * drawn). The form holds the selected rectangle: dragging, the arrow keys and the x/y/w/h fields
 * all change the same values, and 저장 sends them (POST /api/staff/hotspots/save).
 */
export function HotspotWorkspace({
  floor,
  plan,
  planSrc,
  hotspots,
  programs,
  zones,
}: {
  floor: StaffFloor;
  plan: FloorPlan;
  planSrc: string | null;
  hotspots: readonly StaffHotspot[];
  programs: readonly ProgramChoice[];
  zones: readonly StaffZone[];
}) {
  const save = useSaveHotspot();
  const remove = useDeleteHotspot();
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<HotspotInput, unknown, HotspotValues>({
    resolver: zodResolver(staffHotspotSaveBody),
    defaultValues: { floorIdx: floor.floorIdx, mapType: '', label: '', rect: MIDDLE },
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const watchedRect = useWatch({ control, name: 'rect' });
  const mapType = useWatch({ control, name: 'mapType' }) ?? '';
  const watchedLabel = useWatch({ control, name: 'label' }) ?? '';
  const kind = hotspotKindOf(mapType) === 'program' ? 'P' : 'Z';
  const codes = hotspots.map((hotspot) => hotspot.mapType);
  const current = hotspots.find((hotspot) => String(hotspot.mapHotspotIdx) === selected);

  const clearMessages = () => {
    setFailure('');
    setDone('');
  };
  const select = (key: string) => {
    const hotspot = hotspots.find((item) => String(item.mapHotspotIdx) === key);
    if (!hotspot || key === selected) return;
    clearMessages();
    setSelected(key);
    reset(valuesOf(hotspot));
  };
  const startNew = (rect: HotspotRect) => {
    clearMessages();
    setSelected(NEW);
    reset({
      floorIdx: floor.floorIdx,
      mapType: nextHotspotCode(floor.floorName, codes, 'P'),
      programIdx: null,
      zoneIdx: null,
      label: '',
      labelEn: null,
      rect,
    });
    setFocus('programIdx');
  };
  const changeRect = (rect: HotspotRect) =>
    setValue('rect', roundRect(rect), { shouldDirty: true, shouldValidate: true });
  const changeKind = (next: 'P' | 'Z') => {
    setValue(
      'mapType',
      selected === NEW ? nextHotspotCode(floor.floorName, codes, next) : withKind(mapType, next),
      { shouldDirty: true },
    );
    setValue('programIdx', null, { shouldDirty: true });
    setValue('zoneIdx', null, { shouldDirty: true });
  };

  const canvasHotspots: CanvasHotspot[] = hotspots.flatMap((hotspot) => {
    const key = String(hotspot.mapHotspotIdx);
    if (key === selected) return [];
    return hotspot.rect
      ? [{ key, code: hotspot.mapType, label: hotspot.label, rect: hotspot.rect }]
      : [];
  });
  if (selected && isRect(watchedRect)) {
    canvasHotspots.push({ key: selected, code: mapType, label: watchedLabel, rect: watchedRect });
  }
  const unplaced = hotspots.filter((hotspot) => !hotspot.rect);

  const submit = handleSubmit(async (values) => {
    clearMessages();
    try {
      const { mapHotspotIdx } = await save.mutateAsync(values);
      setSelected(String(mapHotspotIdx));
      reset({ ...values, mapHotspotIdx });
      setDone(`${values.mapType} 영역을 저장했어요. 방문자 지도에 바로 보여요.`);
    } catch (e) {
      setFailure(applyServerErrors(e, setError, '저장하지 못했어요. 다시 시도해 주세요.'));
    }
  });
  const deleteSelected = () => {
    if (!current) return;
    clearMessages();
    remove.mutate(current.mapHotspotIdx, {
      onSuccess: () => {
        setConfirmDelete(false);
        setSelected(null);
        setDone(`${current.mapType} 영역을 지웠어요.`);
      },
      onError: (e) => {
        setConfirmDelete(false);
        setFailure(applyServerErrors(e, setError, '지우지 못했어요. 다시 시도해 주세요.'));
      },
    });
  };

  const id = `hotspot-${floor.floorIdx}`;
  const sortedZones = [...zones].sort(
    (a, b) => Number(b.floorIdx === floor.floorIdx) - Number(a.floorIdx === floor.floorIdx),
  );

  return (
    <div className={mapStyles.workspace}>
      <div className={mapStyles.canvasColumn}>
        <PlanCanvas
          label={`${floor.floorLabel} 평면도`}
          planSrc={planSrc}
          aspect={plan}
          hotspots={canvasHotspots}
          selectedKey={selected}
          onSelect={select}
          onDraw={startNew}
          onChange={changeRect}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.smallButton} onClick={() => startNew(MIDDLE)}>
            새 영역 추가
          </button>
        </div>
        {unplaced.length > 0 ? (
          <div className={mapStyles.unplaced}>
            <p className={styles.hint}>평면도에 자리가 없는 영역 (골라서 자리를 정해 주세요)</p>
            <div className={styles.actions}>
              {unplaced.map((hotspot) => (
                <button
                  key={hotspot.mapHotspotIdx}
                  type="button"
                  className={styles.smallButton}
                  onClick={() => select(String(hotspot.mapHotspotIdx))}
                >
                  {hotspot.mapType} {hotspot.label}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>

      <form
        className={mapStyles.sideForm}
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-heading`}
      >
        <h3 id={`${id}-heading`} className={mapStyles.sideTitle}>
          {selected === NEW ? '새 영역' : current ? `영역 ${current.mapType}` : '영역 편집'}
        </h3>
        {!selected ? (
          <p className={styles.hint}>
            평면도에서 영역을 고르거나, 평면도 위를 끌어 새 영역을 그려 주세요.
          </p>
        ) : (
          <>
            <fieldset className={styles.fieldset}>
              <legend>대상 종류</legend>
              <div className={styles.choices}>
                {(
                  [
                    ['P', '프로그램'],
                    ['Z', '공간'],
                  ] as const
                ).map(([value, text]) => (
                  <label key={value} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={value}
                      checked={kind === value}
                      onChange={() => changeKind(value)}
                    />
                    {text}
                  </label>
                ))}
              </div>
            </fieldset>
            {kind === 'P' ? (
              <SelectField
                id={`${id}-program`}
                label="연결할 프로그램"
                error={errors.programIdx?.message}
                {...register('programIdx', { setValueAs: optionalNumber })}
              >
                <option value="">프로그램을 골라 주세요</option>
                {programs.map((program) => (
                  <option key={program.programIdx} value={program.programIdx}>
                    {program.programName}
                    {program.floorName ? ` (${program.floorName})` : ''}
                  </option>
                ))}
              </SelectField>
            ) : (
              <SelectField
                id={`${id}-zone`}
                label="연결할 공간"
                error={errors.zoneIdx?.message}
                {...register('zoneIdx', { setValueAs: optionalNumber })}
              >
                <option value="">공간을 골라 주세요</option>
                {sortedZones.map((zone) => (
                  <option key={zone.zoneIdx} value={zone.zoneIdx}>
                    {zone.zoneName}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              id={`${id}-code`}
              label="지도 코드"
              hint="층 2자 + P(프로그램)/Z(공간) + 숫자 4자리, 예: B1P0001"
              error={errors.mapType?.message}
              className={`${styles.input} ${styles.codeInput}`}
              {...register('mapType', {
                setValueAs: (value: unknown) =>
                  typeof value === 'string' ? value.trim().toUpperCase() : value,
              })}
            />
            <TextField
              id={`${id}-label`}
              label="지도에 표시할 이름"
              error={errors.label?.message}
              {...register('label')}
            />
            <TextField
              id={`${id}-label-en`}
              label="영문 이름 (선택)"
              error={errors.labelEn?.message}
              {...register('labelEn', { setValueAs: optionalText })}
            />
            <fieldset className={styles.fieldset}>
              <legend>위치와 크기 (평면도에 대한 비율, 0~1)</legend>
              <div className={mapStyles.rectFields}>
                {(
                  [
                    ['x', '가로 위치 x'],
                    ['y', '세로 위치 y'],
                    ['width', '너비'],
                    ['height', '높이'],
                  ] as const
                ).map(([name, text]) => (
                  <TextField
                    key={name}
                    id={`${id}-rect-${name}`}
                    label={text}
                    type="number"
                    inputMode="decimal"
                    step={0.001}
                    min={0}
                    max={1}
                    error={errors.rect?.[name]?.message}
                    {...register(`rect.${name}`, { valueAsNumber: true })}
                  />
                ))}
              </div>
              {errors.rect?.root?.message || errors.rect?.message ? (
                <p className={styles.fieldError}>
                  {errors.rect?.root?.message ?? errors.rect?.message}
                </p>
              ) : null}
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
                영역 저장
              </button>
              {current ? (
                <button
                  type="button"
                  className={`${styles.smallButton} ${styles.dangerButton}`}
                  onClick={() => setConfirmDelete(true)}
                >
                  영역 삭제
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => {
                    clearMessages();
                    setSelected(null);
                  }}
                >
                  그리기 취소
                </button>
              )}
            </div>
          </>
        )}
        <FormMessages failure={failure} done={done} />
      </form>
      <ConfirmDialog
        open={confirmDelete && !!current}
        title={`${current?.mapType ?? ''} 영역을 지울까요?`}
        confirmLabel="영역 삭제"
        busy={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirmDelete(false)}
      >
        방문자 지도에서 이 영역이 바로 사라져요.
      </ConfirmDialog>
    </div>
  );
}
