import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffFloor, type StaffFloorSaveBody, staffFloorSaveBody } from '@venue/contract';
import { Congestion } from '@venue/contract/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages, RowActions, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useDeleteFloor } from '../api/delete-floor';
import { useFloors } from '../api/get-floors';
import { useSaveFloor } from '../api/save-floor';
import { congestionLabels } from '../venue-labels';

type FloorInput = z.input<typeof staffFloorSaveBody>;
const blank: FloorInput = {
  floorName: '',
  floorLabel: '',
  index: 0,
  congestion: 'NORMAL',
  capacity: null,
};

/**
 * /staff/floors (decision 030): the venue's floors in display order — name
 * (B1, 1F), Korean label, order, congestion and capacity (issue 30 §2: the live headcount on
 * 오늘 warns from 80 % of it) — with a form that adds one or edits the chosen
 * one, and 삭제 (refused by the server while zones, hotspots or tour stops are on the floor).
 */
export function StaffFloors() {
  const floors = useFloors();
  const [editing, setEditing] = useState<StaffFloor | null>(null);

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="층" />
      <FloorList floors={floors.data} error={floors.error} editing={editing} onEdit={setEditing} />
      {floors.data ? (
        <FloorForm
          key={editing?.floorIdx ?? 'new'}
          floor={editing}
          nextIndex={Math.max(0, ...floors.data.map((floor) => floor.index)) + 1}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function FloorList({
  floors,
  error,
  editing,
  onEdit,
}: {
  floors: StaffFloor[] | undefined;
  error: Error | null;
  editing: StaffFloor | null;
  onEdit: (floor: StaffFloor) => void;
}) {
  const remove = useDeleteFloor();
  const [target, setTarget] = useState<StaffFloor | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.floorIdx, {
      onSuccess: () => setDone(`${target.floorName} 층을 지웠어요.`),
      onError: (e) =>
        setFailure(isApiRequestError(e) ? e.message : '지우지 못했어요. 다시 시도해 주세요.'),
      onSettled: () => setTarget(null),
    });
  };
  return (
    <section className={styles.card} aria-labelledby="floors-heading">
      <h2 id="floors-heading" className={styles.cardTitle}>
        층 목록
      </h2>
      {error ? <p role="alert">{error.message}</p> : null}
      {!floors && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {floors?.length === 0 ? <p className={styles.empty}>아직 층이 없어요.</p> : null}
      {floors && floors.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">순서</th>
                <th scope="col">층</th>
                <th scope="col">한글 이름</th>
                <th scope="col">혼잡도</th>
                <th scope="col">수용 인원</th>
                <th scope="col">구역</th>
                <th scope="col">지도</th>
                <th scope="col">
                  <span className="sr-only">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {floors.map((floor) => (
                <tr
                  key={floor.floorIdx}
                  aria-current={editing?.floorIdx === floor.floorIdx || undefined}
                >
                  <td>{floor.index}</td>
                  <th scope="row">{floor.floorName}</th>
                  <td>{floor.floorLabel}</td>
                  <td>{congestionLabels[floor.congestion]}</td>
                  <td>
                    {floor.capacity === null
                      ? '정하지 않음'
                      : `${floor.capacity.toLocaleString('ko-KR')}명`}
                  </td>
                  <td>
                    <Link to={staffPaths.zones.getHref(floor.floorIdx)}>{floor.zoneCount}개</Link>
                  </td>
                  <td>
                    <Link to={staffPaths.floorMaps.getHref(floor.floorIdx)}>
                      {floor.plan ? `영역 ${floor.hotspotCount}개` : '평면도 없음'}
                    </Link>
                  </td>
                  <td>
                    <RowActions
                      name={floor.floorName}
                      onEdit={() => onEdit(floor)}
                      onDelete={() => {
                        setFailure('');
                        setDone('');
                        setTarget(floor);
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <FormMessages failure={failure} done={done} />
      <ConfirmDialog
        open={!!target}
        title={`${target?.floorName ?? ''} 층을 지울까요?`}
        confirmLabel="층 삭제"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        방문자 앱에서 이 층이 사라져요. 구역, 지도 영역, 투어 정류장이 남아 있으면 지울 수 없어요.
      </ConfirmDialog>
    </section>
  );
}

function FloorForm({
  floor,
  nextIndex,
  onDone,
}: {
  floor: StaffFloor | null;
  nextIndex: number;
  onDone: () => void;
}) {
  const save = useSaveFloor();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FloorInput, unknown, StaffFloorSaveBody>({
    resolver: zodResolver(staffFloorSaveBody),
    defaultValues: floor
      ? {
          floorIdx: floor.floorIdx,
          floorName: floor.floorName,
          floorLabel: floor.floorLabel,
          index: floor.index,
          congestion: floor.congestion,
          capacity: floor.capacity,
        }
      : { ...blank, index: nextIndex },
  });
  const submit = handleSubmit(async (values) => {
    setFailure('');
    setDone('');
    try {
      await save.mutateAsync(values);
      setDone(`${values.floorName} 층을 저장했어요.`);
      if (!floor) reset({ ...blank, index: values.index + 1 });
    } catch (e) {
      setFailure(applyServerErrors(e, setError, '저장하지 못했어요. 다시 시도해 주세요.'));
    }
  });
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="floor-form-heading">
      <h2 id="floor-form-heading" className={styles.cardTitle}>
        {floor ? `${floor.floorName} 수정` : '층 추가'}
      </h2>
      <div className={styles.fieldRow}>
        <TextField
          id="floor-name"
          label="층 이름"
          hint="B1, 1F, Rooftop"
          error={errors.floorName?.message}
          {...register('floorName')}
        />
        <TextField
          id="floor-label"
          label="층 한글 이름"
          hint="지하 1층"
          error={errors.floorLabel?.message}
          {...register('floorLabel')}
        />
        <TextField
          id="floor-index"
          label="순서"
          type="number"
          inputMode="numeric"
          hint="작을수록 앞"
          error={errors.index?.message}
          {...register('index', { valueAsNumber: true })}
        />
        <TextField
          id="floor-capacity"
          label="수용 인원"
          type="number"
          inputMode="numeric"
          min={1}
          hint="한 번에 머물 수 있는 인원. 오늘 화면이 80%부터 알려요. 비우면 정하지 않아요."
          error={errors.capacity?.message}
          {...register('capacity', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>혼잡도</legend>
        <div className={styles.choices}>
          {Object.values(Congestion).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('congestion')} />
              {congestionLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          {floor ? '저장' : '층 추가'}
        </button>
        {floor ? (
          <button type="button" className={styles.smallButton} onClick={onDone}>
            수정 그만두기
          </button>
        ) : null}
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
