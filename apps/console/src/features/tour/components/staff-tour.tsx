import {
  type StaffFloor,
  type StaffTour as StaffTourRecord,
  type StaffZone,
  staffTourSaveBody,
  type staffTourSummary,
} from '@venue/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { ChoiceField, ImageField } from '../../../components/cms/field';
import { ItemActions } from '../../../components/cms/item-actions';
import {
  type Editing,
  type EditorProps,
  LoadedEditor,
  type Resource,
  ResourceEditor,
  ResourcePage,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import {
  FormLinesField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { RichTextField } from '../../../components/rich-text-editor';
import { optionalNumber } from '../../../lib/form-values';
import { useProgramChoices } from '../../floor-map/api/get-program-choices';
import { useFloors } from '../../floors/api/get-floors';
import { useZones } from '../../floors/api/get-zones';
import { useTour } from '../api/get-tour';
import { useTours } from '../api/get-tours';
import { useSaveTour } from '../api/save-tour';
import tourStyles from './staff-tour.module.css';

/** The selects as tall as the inputs beside them. */
const compactSelect = `${styles.select} ${styles.compact}`;

type StaffTourSummary = z.infer<typeof staffTourSummary>;
type TourInput = z.input<typeof staffTourSaveBody>;
type StopInput = TourInput['stopList'][number];
type ProgramChoice = { programIdx: number; programName: string };
/** What a stop may link to: the floors, zones and programs of the venue. */
type Places = { floors: StaffFloor[]; zones: StaffZone[]; programs: ProgramChoice[] };

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

/** A saved tour's stops as the form edits them (no ids: saving replaces them as listed). */
const tourValues = (tour: StaffTourRecord) => ({
  ...tour,
  stopList: tour.stopList.map(({ tourStopIdx: _id, ...stop }) => stop),
});

/**
 * /staff/tour: the venue's tours, and beside the list the chosen tour — title, introduction,
 * image, checklist, whether visitors see it — with its stops in visiting order, each with its
 * label, title, minutes, text, tips and the floor, zone and program it links. Saving replaces the
 * stops as listed. A venue mostly has one tour, so the first opens with the page.
 */
export function StaffTour() {
  const tours = useTours();
  const floors = useFloors();
  const zones = useZones();
  const programs = useProgramChoices();
  // undefined until the operator chooses: the first tour, once the list is there.
  const [chosen, setChosen] = useState<Editing | undefined>(undefined);
  const editing = chosen === undefined ? (tours.data?.[0]?.tourIdx ?? null) : chosen;
  const places: Places = {
    floors: floors.data ?? [],
    zones: zones.data ?? [],
    programs: programs.data ?? [],
  };
  const resource: Resource<StaffTourSummary> = {
    title: '투어',
    id: 'tour',
    newLabel: '새 투어 만들기',
    listTitle: '투어 목록',
    empty: '아직 투어가 없어요. 새 투어를 만들어 주세요.',
    placeholder: '목록에서 투어를 고르거나 새 투어를 만들어 주세요.',
    key: (tour) => tour.tourIdx,
    name: (tour) => `투어 '${tour.tourTitle}'`,
    row: TourRow,
    editor: (props) => <TourLoader {...props} places={places} />,
  };
  return (
    <ResourcePage
      resource={resource}
      editing={[editing, setChosen]}
      list={{ items: tours.data, error: tours.error }}
    />
  );
}

function TourRow(tour: StaffTourSummary) {
  return (
    <>
      <span className={cms.rowTop}>
        {tour.displayYn === 'N' ? (
          <span className={`${cms.chip} ${cms.chipMuted}`}>숨김</span>
        ) : null}
        <span className={cms.rowTitle}>{tour.tourTitle}</span>
      </span>
      <span className={cms.meta}>정류장 {tour.stopCount}개</span>
    </>
  );
}

type Handlers = Omit<EditorProps<StaffTourSummary>, 'item'> & { places: Places };

/** Loads the chosen tour (its stops are not in the list) and opens the form on it. */
function TourLoader({ item, ...handlers }: EditorProps<StaffTourSummary> & { places: Places }) {
  const tour = useTour(item?.tourIdx ?? null);
  if (!item) return <TourForm tour={null} {...handlers} />;
  return (
    <LoadedEditor read={tour} matches={(data) => data.tourIdx === item.tourIdx}>
      {(data) => <TourForm tour={data} {...handlers} />}
    </LoadedEditor>
  );
}

function TourForm({
  tour,
  places: { floors, zones, programs },
  onSaved,
  onClose,
  deleteButton,
}: Handlers & { tour: StaffTourRecord | null }) {
  const save = useSaveTour();
  const form = useResourceForm({
    schema: staffTourSaveBody,
    item: tour && tourValues(tour),
    idKey: 'tourIdx',
    blank: blankTour,
    save: save.mutateAsync,
    message: () => '투어를 저장했어요. 방문자 화면에 바로 반영돼요.',
    // Saved, the tour stays open: a new one to add its stops to.
    next: (saved) => saved.tourIdx,
    invalid: '입력한 내용을 확인해 주세요.',
    onSaved,
  });
  const {
    bind,
    control,
    register,
    formState: { errors },
  } = form;
  const stops = useFieldArray({ control, name: 'stopList' });

  return (
    <ResourceEditor
      id="tour"
      noun="투어"
      isNew={!tour}
      submitLabel={tour ? '투어 저장' : '투어 만들기'}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      <TextField compact id="tour-title" label="투어 제목" {...bind('tourTitle')} />
      <RichTextField control={control} name="tourIntro" id="tour-intro" label="투어 소개" />
      <ImageField control={control} name="savePath" label="대표 이미지 (선택)" />
      <FormLinesField
        control={control}
        name="checklist"
        id="tour-checklist"
        label="준비물 (한 줄에 하나씩)"
        rows={3}
      />
      <ChoiceField legend="방문자에게 보이기" labels={{ Y: '보이기', N: '숨기기' }}>
        {register('displayYn')}
      </ChoiceField>

      <section aria-labelledby="tour-stops">
        <h3 id="tour-stops" className={styles.cardTitle}>
          정류장 ({stops.fields.length}개, 방문 순서대로)
        </h3>
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
                  <div className={cms.fieldRow}>
                    <TextField
                      compact
                      id={`tour-stop-${index}-label`}
                      label={`정류장 ${n} 표시`}
                      hint="예: 1, A"
                      error={stopErrors?.label?.message}
                      {...register(`stopList.${index}.label`)}
                    />
                    <TextField
                      compact
                      id={`tour-stop-${index}-minutes`}
                      label={`정류장 ${n} 머무는 시간(분)`}
                      type="number"
                      inputMode="numeric"
                      error={stopErrors?.minutes?.message}
                      {...register(`stopList.${index}.minutes`, { valueAsNumber: true })}
                    />
                  </div>
                  <TextField
                    compact
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
                  <div className={cms.fieldRow}>
                    <SelectField
                      className={compactSelect}
                      id={`tour-stop-${index}-floor`}
                      label={`정류장 ${n} 층`}
                      error={stopErrors?.floorIdx?.message}
                      {...register(`stopList.${index}.floorIdx`, { setValueAs: optionalNumber })}
                    >
                      <option value="">없음</option>
                      {floors.map((floor) => (
                        <option key={floor.floorIdx} value={floor.floorIdx}>
                          {floor.floorName} {floor.floorLabel}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      className={compactSelect}
                      id={`tour-stop-${index}-zone`}
                      label={`정류장 ${n} 공간`}
                      error={stopErrors?.zoneIdx?.message}
                      {...register(`stopList.${index}.zoneIdx`, { setValueAs: optionalNumber })}
                    >
                      <option value="">없음</option>
                      {zones.map((zone) => (
                        <option key={zone.zoneIdx} value={zone.zoneIdx}>
                          {zone.zoneName}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      className={compactSelect}
                      id={`tour-stop-${index}-program`}
                      label={`정류장 ${n} 프로그램`}
                      error={stopErrors?.programIdx?.message}
                      {...register(`stopList.${index}.programIdx`, { setValueAs: optionalNumber })}
                    >
                      <option value="">없음</option>
                      {programs.map((program) => (
                        <option key={program.programIdx} value={program.programIdx}>
                          {program.programName}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  <ItemActions
                    name={`정류장 ${n}`}
                    index={index}
                    count={stops.fields.length}
                    move={stops.move}
                    remove={stops.remove}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={styles.smallButton}
          disabled={stops.fields.length >= 30}
          onClick={() => stops.append({ ...blankStop, label: String(stops.fields.length + 1) })}
        >
          정류장 추가
        </button>
      </section>
    </ResourceEditor>
  );
}
