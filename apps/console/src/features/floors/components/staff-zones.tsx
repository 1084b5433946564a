import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffFloor,
  type StaffZone,
  type StaffZoneSaveBody,
  staffZoneSaveBody,
} from '@venue/contract';
import { withParticle, ZoneState } from '@venue/contract/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import {
  FormMessages,
  RowActions,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { MediaPicker } from '../../../components/media-picker';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { isApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { parsePositiveId } from '../../../lib/parse-id';
import { useDeleteZone } from '../api/delete-zone';
import { useFloors } from '../api/get-floors';
import { useZones } from '../api/get-zones';
import { useSaveZone } from '../api/save-zone';
import { zoneStateLabels } from '../venue-labels';

type ZoneInput = z.input<typeof staffZoneSaveBody>;

/**
 * /staff/zones (decision 030): the zones (공간) of the venue, of one floor when
 * `?floor=` names it, with a form that adds one or edits the chosen one — floor, names, summary,
 * the description (editor HTML, sanitized by the server), state, main and location images,
 * order — and 삭제 (refused while programs, hotspots or tour stops use the zone).
 */
export function StaffZones() {
  const [params, setParams] = useSearchParams();
  const floors = useFloors();
  const zones = useZones();
  const [editing, setEditing] = useState<StaffZone | null>(null);
  const floorIdx = parsePositiveId(params.get('floor'));
  const error = floors.error ?? zones.error;
  const shown = (zones.data ?? []).filter((zone) => !floorIdx || zone.floorIdx === floorIdx);

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="구역" />
      <section className={styles.card} aria-labelledby="zones-heading">
        <h2 id="zones-heading" className={styles.cardTitle}>
          구역 목록
        </h2>
        <SelectField
          className={`${styles.select} ${styles.narrow}`}
          id="zones-floor-filter"
          label="층"
          error={undefined}
          value={floorIdx ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? { floor: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">모든 층</option>
          {floors.data?.map((floor) => (
            <option key={floor.floorIdx} value={floor.floorIdx}>
              {floor.floorName} {floor.floorLabel}
            </option>
          ))}
        </SelectField>
        {error ? <p role="alert">{error.message}</p> : null}
        {!zones.data && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
        {zones.data && shown.length === 0 ? (
          <p className={styles.empty}>이 층에는 아직 구역이 없어요.</p>
        ) : null}
        {shown.length > 0 ? (
          <ZoneTable
            zones={shown}
            floors={floors.data ?? []}
            editing={editing}
            onEdit={setEditing}
          />
        ) : null}
      </section>
      {floors.data ? (
        <ZoneForm
          key={editing?.zoneIdx ?? 'new'}
          zone={editing}
          floors={floors.data}
          floorIdx={floorIdx}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function ZoneTable({
  zones,
  floors,
  editing,
  onEdit,
}: {
  zones: StaffZone[];
  floors: StaffFloor[];
  editing: StaffZone | null;
  onEdit: (zone: StaffZone) => void;
}) {
  const remove = useDeleteZone();
  const [target, setTarget] = useState<StaffZone | null>(null);
  const [failure, setFailure] = useState('');
  const floorName = (floorIdx: number) =>
    floors.find((floor) => floor.floorIdx === floorIdx)?.floorName ?? '-';
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.zoneIdx, {
      onError: (e) =>
        setFailure(isApiRequestError(e) ? e.message : '지우지 못했어요. 다시 시도해 주세요.'),
      onSettled: () => setTarget(null),
    });
  };
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">층</th>
              <th scope="col">순서</th>
              <th scope="col">이름</th>
              <th scope="col">상태</th>
              <th scope="col">
                <span className="sr-only">관리</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.zoneIdx} aria-current={editing?.zoneIdx === zone.zoneIdx || undefined}>
                <td>{floorName(zone.floorIdx)}</td>
                <td>{zone.index}</td>
                <th scope="row">
                  {zone.zoneName}
                  {zone.zoneNameEn && zone.zoneNameEn !== zone.zoneName ? (
                    <span className={styles.hint} lang="en">
                      {' '}
                      {zone.zoneNameEn}
                    </span>
                  ) : null}
                </th>
                <td>{zoneStateLabels[zone.state]}</td>
                <td>
                  <RowActions
                    name={zone.zoneName}
                    onEdit={() => onEdit(zone)}
                    onDelete={() => {
                      setFailure('');
                      setTarget(zone);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormMessages failure={failure} />
      <ConfirmDialog
        open={!!target}
        title={`${withParticle(target?.zoneName ?? '', '을/를')} 지울까요?`}
        confirmLabel="구역 삭제"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        방문자 앱에서 이 구역이 사라져요. 프로그램, 지도 영역, 투어 정류장이 쓰고 있으면 지울 수
        없어요.
      </ConfirmDialog>
    </>
  );
}

function ZoneForm({
  zone,
  floors,
  floorIdx,
  onDone,
}: {
  zone: StaffZone | null;
  floors: StaffFloor[];
  floorIdx: number | null;
  onDone: () => void;
}) {
  const save = useSaveZone();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const blank: ZoneInput = {
    floorIdx: floorIdx ?? floors[0]?.floorIdx ?? 0,
    zoneName: '',
    zoneNameEn: '',
    zoneSummary: '',
    zoneDescription: '',
    state: 'OPEN',
    mainFileContentSavePath: '',
    locationFileContentSavePath: '',
    index: 0,
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ZoneInput, unknown, StaffZoneSaveBody>({
    resolver: zodResolver(staffZoneSaveBody),
    defaultValues: zone
      ? {
          zoneIdx: zone.zoneIdx,
          floorIdx: zone.floorIdx,
          zoneName: zone.zoneName,
          zoneNameEn: zone.zoneNameEn,
          zoneSummary: zone.zoneSummary,
          zoneDescription: zone.zoneDescription,
          state: zone.state,
          mainFileContentSavePath: zone.mainFileContentSavePath,
          locationFileContentSavePath: zone.locationFileContentSavePath,
          index: zone.index,
        }
      : blank,
  });
  const submit = handleSubmit(async (values) => {
    setFailure('');
    setDone('');
    try {
      await save.mutateAsync(values);
      setDone(`${withParticle(values.zoneName, '을/를')} 저장했어요.`);
      if (!zone) reset(blank);
    } catch (e) {
      setFailure(applyServerErrors(e, setError, '저장하지 못했어요. 다시 시도해 주세요.'));
    }
  });
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="zone-form-heading">
      <h2 id="zone-form-heading" className={styles.cardTitle}>
        {zone ? `${zone.zoneName} 수정` : '구역 추가'}
      </h2>
      <div className={styles.fieldRow}>
        <SelectField
          id="zone-floor"
          label="층"
          error={errors.floorIdx?.message}
          {...register('floorIdx', { valueAsNumber: true })}
        >
          {floors.map((floor) => (
            <option key={floor.floorIdx} value={floor.floorIdx}>
              {floor.floorName} {floor.floorLabel}
            </option>
          ))}
        </SelectField>
        <TextField
          id="zone-index"
          label="순서"
          type="number"
          inputMode="numeric"
          hint="작을수록 앞"
          error={errors.index?.message}
          {...register('index', { valueAsNumber: true })}
        />
      </div>
      <div className={styles.fieldRow}>
        <TextField
          id="zone-name"
          label="구역 이름"
          error={errors.zoneName?.message}
          {...register('zoneName')}
        />
        <TextField
          id="zone-name-en"
          label="영문 이름"
          lang="en"
          error={errors.zoneNameEn?.message}
          {...register('zoneNameEn')}
        />
      </div>
      <TextAreaField
        id="zone-summary"
        label="요약"
        rows={2}
        error={errors.zoneSummary?.message}
        {...register('zoneSummary')}
      />
      <RichTextField
        control={control}
        name="zoneDescription"
        id="zone-description"
        label="소개"
        images
      />
      <fieldset className={styles.fieldset}>
        <legend>상태</legend>
        <div className={styles.choices}>
          {Object.values(ZoneState).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('state')} />
              {zoneStateLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="mainFileContentSavePath"
        render={({ field, fieldState }) => (
          <MediaPicker label="대표 이미지" {...field} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="locationFileContentSavePath"
        render={({ field, fieldState }) => (
          <MediaPicker
            label="위치 이미지 (선택)"
            hint="층 안내도에 이 구역을 표시한 그림이에요. 없으면 방문자 화면에는 대표 이미지가 보여요."
            clearable
            {...field}
            value={field.value ?? ''}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          {zone ? '저장' : '구역 추가'}
        </button>
        {zone ? (
          <button type="button" className={styles.smallButton} onClick={onDone}>
            수정 그만두기
          </button>
        ) : null}
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
