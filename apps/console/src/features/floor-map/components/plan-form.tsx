import { floorPlan, type StaffFloor } from '@venue/contract';
import { isBuiltInFloorPlan } from '@venue/contract/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { MediaPicker } from '../../../components/media-picker';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveFloorPlan } from '../api/save-floor-plan';
import { loadImageSize } from '../image-size';

type PlanInput = z.input<typeof floorPlan>;

/**
 * A floor's plan: the image (from the media library or an upload) and its natural size in
 * pixels, which the browser reads when the image is chosen (typed in when it cannot, e.g. an
 * SVG without a size). Hotspots are fractions of it, so a new image of another shape keeps them
 * where they are in proportion. 평면도 빼기 removes it (the visitor's map then says the floor
 * has no map).
 */
export function PlanForm({ floor }: { floor: StaffFloor }) {
  const save = useSaveFloorPlan();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const blank: PlanInput = floor.plan ?? { savePath: '', width: 0, height: 0 };
  const {
    control,
    bind,
    setValue,
    setError,
    submit,
    failure,
    setFailure,
    done,
    setDone,
    formState: { isSubmitting },
  } = useContractForm(floorPlan, blank, async (plan) => {
    await save.mutateAsync({ floorIdx: floor.floorIdx, plan });
    return '평면도를 저장했어요. 방문자 지도에 바로 보여요.';
  });
  const id = `plan-${floor.floorIdx}`;

  const choose = async (savePath: string) => {
    setDone('');
    const size = savePath ? await loadImageSize(savePath) : null;
    if (size) {
      setValue('width', size.width, { shouldValidate: true });
      setValue('height', size.height, { shouldValidate: true });
    }
  };

  const remove = () => {
    setFailure('');
    setDone('');
    save.mutate(
      { floorIdx: floor.floorIdx, plan: null },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          setDone('평면도를 뺐어요.');
        },
        onError: (e) => {
          setConfirmRemove(false);
          setFailure(applyServerErrors(e, setError, '빼지 못했어요. 다시 시도해 주세요.'));
        },
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.cardTitle}>
        {floor.floorLabel} 평면도
      </h2>
      <Controller
        control={control}
        name="savePath"
        render={({ field, fieldState }) => (
          <MediaPicker
            label="평면도 이미지"
            error={fieldState.error?.message}
            hint={
              isBuiltInFloorPlan(field.value)
                ? '지금은 데모 도면이에요(방문자 앱이 직접 그려요). 이미지를 고르면 바뀌어요.'
                : undefined
            }
            // A built-in demo drawing is no image file: nothing to preview.
            value={isBuiltInFloorPlan(field.value) ? '' : field.value}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(savePath) => {
              field.onChange(savePath);
              void choose(savePath);
            }}
          />
        )}
      />
      <div className={styles.fieldRow}>
        <TextField
          id={`${id}-width`}
          label="가로(px)"
          type="number"
          inputMode="numeric"
          min={1}
          {...bind('width', { valueAsNumber: true })}
        />
        <TextField
          id={`${id}-height`}
          label="세로(px)"
          type="number"
          inputMode="numeric"
          min={1}
          {...bind('height', { valueAsNumber: true })}
        />
      </div>
      <p className={styles.hint}>
        이미지를 고르면 크기를 자동으로 채워요. 영역은 평면도에 대한 비율로 저장돼요.
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          평면도 저장
        </button>
        {floor.plan ? (
          <button
            type="button"
            className={`${styles.smallButton} ${styles.dangerButton}`}
            onClick={() => setConfirmRemove(true)}
          >
            평면도 빼기
          </button>
        ) : null}
      </div>
      <FormMessages failure={failure} done={done} />
      <ConfirmDialog
        open={confirmRemove}
        title={`${floor.floorLabel} 평면도를 뺄까요?`}
        confirmLabel="평면도 빼기"
        busy={save.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      >
        방문자 지도에서 이 층은 &lsquo;층 정보를 찾을 수 없어요&rsquo;로 보여요. 영역은 남아 있어요.
      </ConfirmDialog>
    </form>
  );
}
