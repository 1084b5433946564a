import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffFloor,
  type StaffTour as StaffTourRecord,
  type StaffTourSaveBody,
  type StaffZone,
  staffTourSaveBody,
} from '@venue/contract';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField } from '../../../components/cms/field';
import styles from '../../../components/console.module.css';
import {
  FormLinesField,
  FormMessages,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { applyServerErrors } from '../../../lib/form-errors';
import { useProgramChoices } from '../../floor-map/api/get-program-choices';
import { useFloors } from '../../floors/api/get-floors';
import { useZones } from '../../floors/api/get-zones';
import { useTour } from '../api/get-tour';
import { useTours } from '../api/get-tours';
import { useSaveTour } from '../api/save-tour';
import tourStyles from './staff-tour.module.css';

type TourInput = z.input<typeof staffTourSaveBody>;
type StopInput = TourInput['stopList'][number];
type ProgramChoice = { programIdx: number; programName: string };

const blankStop: StopInput = {
  floorIdx: null,
  zoneIdx: null,
  programIdx: null,
  label: '',
  title: '',
  minutes: 10,
  text: '',
  tips: [],
};
const blankTour: TourInput = {
  tourTitle: '',
  tourIntro: '',
  savePath: null,
  checklist: [],
  displayYn: 'Y',
  stopList: [],
};

const optionalId = (value: unknown) => (value === '' || value == null ? null : Number(value));

const valuesOf = (tour: StaffTourRecord): TourInput => ({
  tourIdx: tour.tourIdx,
  tourTitle: tour.tourTitle,
  tourIntro: tour.tourIntro,
  savePath: tour.savePath,
  checklist: tour.checklist,
  displayYn: tour.displayYn,
  stopList: tour.stopList.map(({ tourStopIdx: _id, ...stop }) => stop),
});

/**
 * /staff/tour: the venue's tour — title, introduction, image, checklist,
 * whether visitors see it — and its stops in visiting order, each with its label, title, minutes,
 * text, tips and the floor, zone and program it links. Saving replaces the stops as listed.
 */
export function StaffTour() {
  const tours = useTours();
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const first = tours.data?.[0]?.tourIdx ?? null;
  const tourIdx = chosen === 'new' ? null : (chosen ?? first);
  const tour = useTour(tourIdx);
  const floors = useFloors();
  const zones = useZones();
  const programs = useProgramChoices();
  const error = tours.error ?? tour.error;
  const ready = tours.isSuccess && (tourIdx === null || tour.isSuccess);

  return (
    <div className={styles.page}>
      <PageHeader title="투어" />
      {error ? <p role="alert">{error.message}</p> : null}
      {tours.data && tours.data.length > 0 ? (
        <SelectField
          id="tour-choice"
          label="편집할 투어"
          error={undefined}
          value={chosen === 'new' ? 'new' : (tourIdx ?? '')}
          onChange={(event) =>
            setChosen(event.target.value === 'new' ? 'new' : Number(event.target.value))
          }
        >
          {tours.data.map((item) => (
            <option key={item.tourIdx} value={item.tourIdx}>
              {item.tourTitle} (정류장 {item.stopCount}개{item.displayYn === 'N' ? ', 숨김' : ''})
            </option>
          ))}
          <option value="new">새 투어 만들기</option>
        </SelectField>
      ) : null}
      {!ready && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {ready ? (
        <TourForm
          key={tourIdx ?? 'new'}
          tour={tourIdx !== null ? (tour.data ?? null) : null}
          floors={floors.data ?? []}
          zones={zones.data ?? []}
          programs={programs.data ?? []}
          onCreated={(id) => setChosen(id)}
        />
      ) : null}
    </div>
  );
}

function TourForm({
  tour,
  floors,
  zones,
  programs,
  onCreated,
}: {
  tour: StaffTourRecord | null;
  floors: StaffFloor[];
  zones: StaffZone[];
  programs: ProgramChoice[];
  onCreated: (tourIdx: number) => void;
}) {
  const save = useSaveTour();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TourInput, unknown, StaffTourSaveBody>({
    resolver: zodResolver(staffTourSaveBody),
    defaultValues: tour ? valuesOf(tour) : blankTour,
  });
  const stops = useFieldArray({ control, name: 'stopList' });

  const submit = handleSubmit(
    async (values) => {
      setFailure('');
      setDone('');
      try {
        const { tourIdx } = await save.mutateAsync(values);
        setDone('투어를 저장했어요. 방문자 화면에 바로 반영돼요.');
        if (!tour) onCreated(tourIdx);
      } catch (e) {
        setFailure(applyServerErrors(e, setError, '저장하지 못했어요. 다시 시도해 주세요.'));
      }
    },
    () => setFailure('입력한 내용을 확인해 주세요.'),
  );

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="투어 편집">
      <section className={styles.card} aria-labelledby="tour-basic">
        <h2 id="tour-basic" className={styles.cardTitle}>
          {tour ? '투어 정보' : '새 투어'}
        </h2>
        <TextField
          id="tour-title"
          label="투어 제목"
          error={errors.tourTitle?.message}
          {...register('tourTitle')}
        />
        <RichTextField control={control} name="tourIntro" id="tour-intro" label="투어 소개" />
        <ImageField control={control} name="savePath" label="대표 이미지 (선택)" />
        <FormLinesField
          control={control}
          name="checklist"
          id="tour-checklist"
          label="준비물 (한 줄에 하나씩)"
          rows={3}
        />
        <fieldset className={styles.fieldset}>
          <legend>방문자에게 보이기</legend>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="radio" value="Y" {...register('displayYn')} />
              보이기
            </label>
            <label className={styles.choice}>
              <input type="radio" value="N" {...register('displayYn')} />
              숨기기
            </label>
          </div>
        </fieldset>
      </section>

      <section className={styles.card} aria-labelledby="tour-stops">
        <h2 id="tour-stops" className={styles.cardTitle}>
          정류장 ({stops.fields.length}개, 방문 순서대로)
        </h2>
        {errors.stopList?.message || errors.stopList?.root?.message ? (
          <p className={styles.fieldError}>
            {errors.stopList?.message ?? errors.stopList?.root?.message}
          </p>
        ) : null}
        <ol className={tourStyles.stops}>
          {stops.fields.map((item, index) => {
            const n = index + 1;
            const stopErrors = errors.stopList?.[index];
            return (
              <li key={item.id} className={tourStyles.stop}>
                <fieldset className={styles.fieldset}>
                  <legend>정류장 {n}</legend>
                  <div className={styles.fieldRow}>
                    <TextField
                      id={`tour-stop-${index}-label`}
                      label={`정류장 ${n} 표시`}
                      hint="예: 1, A"
                      error={stopErrors?.label?.message}
                      {...register(`stopList.${index}.label`)}
                    />
                    <TextField
                      id={`tour-stop-${index}-minutes`}
                      label={`정류장 ${n} 머무는 시간(분)`}
                      type="number"
                      inputMode="numeric"
                      error={stopErrors?.minutes?.message}
                      {...register(`stopList.${index}.minutes`, { valueAsNumber: true })}
                    />
                  </div>
                  <TextField
                    id={`tour-stop-${index}-title`}
                    label={`정류장 ${n} 제목`}
                    error={stopErrors?.title?.message}
                    {...register(`stopList.${index}.title`)}
                  />
                  <TextAreaField
                    id={`tour-stop-${index}-text`}
                    label={`정류장 ${n} 설명`}
                    rows={3}
                    error={stopErrors?.text?.message}
                    {...register(`stopList.${index}.text`)}
                  />
                  <FormLinesField
                    control={control}
                    name={`stopList.${index}.tips`}
                    id={`tour-stop-${index}-tips`}
                    label={`정류장 ${n} 팁 (한 줄에 하나씩)`}
                    rows={2}
                  />
                  <div className={styles.fieldRow}>
                    <SelectField
                      id={`tour-stop-${index}-floor`}
                      label={`정류장 ${n} 층`}
                      error={stopErrors?.floorIdx?.message}
                      {...register(`stopList.${index}.floorIdx`, { setValueAs: optionalId })}
                    >
                      <option value="">없음</option>
                      {floors.map((floor) => (
                        <option key={floor.floorIdx} value={floor.floorIdx}>
                          {floor.floorName} {floor.floorLabel}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      id={`tour-stop-${index}-zone`}
                      label={`정류장 ${n} 공간`}
                      error={stopErrors?.zoneIdx?.message}
                      {...register(`stopList.${index}.zoneIdx`, { setValueAs: optionalId })}
                    >
                      <option value="">없음</option>
                      {zones.map((zone) => (
                        <option key={zone.zoneIdx} value={zone.zoneIdx}>
                          {zone.zoneName}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      id={`tour-stop-${index}-program`}
                      label={`정류장 ${n} 프로그램`}
                      error={stopErrors?.programIdx?.message}
                      {...register(`stopList.${index}.programIdx`, { setValueAs: optionalId })}
                    >
                      <option value="">없음</option>
                      {programs.map((program) => (
                        <option key={program.programIdx} value={program.programIdx}>
                          {program.programName}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={index === 0}
                      onClick={() => stops.move(index, index - 1)}
                    >
                      정류장 {n} 위로
                    </button>
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={index === stops.fields.length - 1}
                      onClick={() => stops.move(index, index + 1)}
                    >
                      정류장 {n} 아래로
                    </button>
                    <button
                      type="button"
                      className={`${styles.smallButton} ${styles.dangerButton}`}
                      onClick={() => stops.remove(index)}
                    >
                      정류장 {n} 빼기
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.smallButton}
            disabled={stops.fields.length >= 30}
            onClick={() => stops.append({ ...blankStop, label: String(stops.fields.length + 1) })}
          >
            정류장 추가
          </button>
        </div>
      </section>

      <div className={styles.saveBar}>
        <FormMessages failure={failure} done={done} />
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          투어 저장
        </button>
      </div>
    </form>
  );
}
