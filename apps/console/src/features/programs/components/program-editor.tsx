import { type StaffProgram, staffProgramSaveBody } from '@venue/contract';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChoiceField, SeoulDateTimeField, YnCheckbox } from '../../../components/cms/field';
import consoleStyles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { MediaPicker } from '../../../components/media-picker';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { staffPaths } from '../../../config/paths';
import { errorAt } from '../../../lib/form-errors';
import { optionalNumber, optionalText } from '../../../lib/form-values';
import { htmlText } from '../../../lib/html-text';
import { useZones } from '../../floors/api/get-zones';
import { useCategories } from '../api/get-categories';
import { useProgram } from '../api/get-program';
import { useSaveProgram } from '../api/save-program';
import { emptyProgram, toFormValues } from '../program-form';
import {
  descriptionTypeLabels,
  noticeTypeLabels,
  periodTypeLabels,
  programTypeLabels,
  scheduleTypeLabels,
} from '../program-labels';
import { ErrorLine, InputField, Section, SelectField, TextAreaField } from './form-fields';
import { ButtonListField, OptionListField, ProgramIdsField, TermListField } from './program-lists';
import { ProgramStatePanel } from './program-state';
import styles from './programs.module.css';

/**
 * /staff/programs/new and /staff/programs/:programIdx (decision 026): the program
 * editor. Every field of the save body, checked by the contract's own schema (its Korean
 * messages); the server's field errors land on the same fields. A saved program is a draft until
 * 게시; the state panel above the form publishes, changes the status and previews it.
 */
export function ProgramEditorPage({ programIdx }: { programIdx: number | null }) {
  const program = useProgram(programIdx);
  const title = programIdx === null ? '새 프로그램' : '프로그램 편집';
  return (
    <div className={`${consoleStyles.page} ${styles.page}`}>
      <PageHeader title={title}>
        <Link className={styles.button} to={staffPaths.programs.getHref()}>
          목록으로
        </Link>
      </PageHeader>
      {programIdx === null ? (
        <ProgramForm program={null} />
      ) : program.isError ? (
        <p role="alert">{program.error.message}</p>
      ) : program.data ? (
        <>
          <ProgramStatePanel program={program.data} />
          <ProgramForm key={program.data.programIdx} program={program.data} />
        </>
      ) : (
        <p className={styles.empty}>불러오는 중이에요…</p>
      )}
    </div>
  );
}

function ProgramForm({ program }: { program: StaffProgram | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveProgram();
  const categories = useCategories();
  const zones = useZones();
  const form = useContractForm(
    staffProgramSaveBody,
    program ? toFormValues(program) : emptyProgram(),
    async (values) => {
      const saved = await save.mutateAsync(values);
      if (!program) {
        navigate(staffPaths.program.getHref(saved.programIdx), {
          state: { saved: '초안으로 저장했어요. 회차와 질문을 넣고 게시해 주세요.' },
        });
        return;
      }
      form.reset(values);
      return '저장했어요.';
    },
    // A new program's first save lands here from the new page, with its words.
    { done: (location.state as { saved?: string } | null)?.saved ?? '' },
  );
  const {
    control,
    register,
    setValue,
    submit,
    failure,
    done,
    setDone,
    bind,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const [programType, descriptionType, scheduleType, tutorialYn] = useWatch({
    control,
    name: ['programType', 'descriptionType', 'scheduleType', 'tutorialYn'],
  });

  useEffect(() => {
    if (isDirty) setDone('');
  }, [isDirty, setDone]);

  const err = (path: string) => errorAt(errors, path);
  const isApplication = programType === 'APPLICATION';

  return (
    <form className={styles.editorLayout} onSubmit={submit} noValidate aria-label="프로그램 정보">
      <Section id="program-basic" title="기본 정보">
        <div className={styles.grid}>
          <SelectField
            id="program-type"
            label="유형"
            labels={programTypeLabels}
            {...bind('programType', {
              onChange: (event) => {
                if (event.target.value !== 'APPLICATION') {
                  setValue('winnerCount', null);
                  setValue('winnerAnnouncementDate', null);
                }
              },
            })}
          />
          <SelectField
            id="program-category"
            label="분류"
            hint={
              <Link className={styles.link} to={staffPaths.programCategories.getHref()}>
                분류 관리
              </Link>
            }
            {...register('programCategoryIdx', { setValueAs: Number })}
            error={err('programCategoryIdx') ? '분류를 골라 주세요.' : undefined}
          >
            <option value="0">분류를 고르세요</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.programCategoryIdx} value={category.programCategoryIdx}>
                {category.programCategoryName}
              </option>
            ))}
          </SelectField>
          <InputField
            id="program-name"
            label="이름"
            className={styles.full}
            type="text"
            maxLength={200}
            {...bind('programName')}
          />
          <TextAreaField
            id="program-summary"
            label="요약"
            hint="목록과 상세 상단에 보이는 한두 문장 (500자까지)"
            className={styles.full}
            maxLength={500}
            {...bind('programSummary')}
          />
          <SelectField
            id="program-zone"
            label="장소"
            {...bind('zoneIdx', { setValueAs: optionalNumber })}
          >
            <option value="">장소 없음</option>
            {(zones.data ?? []).map((zone) => (
              <option key={zone.zoneIdx} value={zone.zoneIdx}>
                {zone.zoneName}
              </option>
            ))}
          </SelectField>
          <InputField
            id="program-sort"
            label="정렬 순서"
            hint="작은 수가 먼저 보여요"
            type="number"
            inputMode="numeric"
            min={0}
            {...bind('sortIndex', { valueAsNumber: true })}
          />
        </div>
        <Controller
          control={control}
          name="savePath"
          render={({ field, fieldState }) => (
            <MediaPicker
              label="대표 이미지"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? '대표 이미지를 골라 주세요.' : undefined}
              hint="목록 카드와 상세 맨 위에 보여요"
            />
          )}
        />
      </Section>

      <Section id="program-description" title="설명">
        <ChoiceField legend="설명 방식" labels={descriptionTypeLabels}>
          {register('descriptionType')}
        </ChoiceField>
        {descriptionType === 'LINK' ? (
          <InputField
            id="program-link"
            label="설명 페이지 링크"
            hint="상세 화면 안에 틀(iframe)로 보여요"
            type="url"
            inputMode="url"
            {...bind('programLink', { setValueAs: optionalText })}
          />
        ) : (
          <RichTextField
            control={control}
            name="programEditor"
            label="상세 설명"
            images
            hint="저장할 때 서버가 허용된 서식만 남겨요"
          />
        )}
      </Section>

      <Section id="program-schedule" title="일정과 신청">
        <div className={styles.grid}>
          <SelectField
            id="program-schedule-type"
            label="일정 방식"
            labels={scheduleTypeLabels}
            hint={
              scheduleType === 'ALWAYS'
                ? '회차 없이 기간으로 운영해요'
                : '회차는 저장한 뒤 회차 관리에서 넣어요'
            }
            {...bind('scheduleType')}
          />
          <ChoiceField legend="운영 기간" labels={periodTypeLabels}>
            {register('periodType')}
          </ChoiceField>
          <InputField
            id="program-min-date"
            label="운영 시작일"
            type="date"
            {...bind('minExecDate', { setValueAs: optionalText })}
          />
          <InputField
            id="program-max-date"
            label="운영 종료일"
            type="date"
            {...bind('maxExecDate', { setValueAs: optionalText })}
          />
          <InputField
            id="program-max-person"
            label="한 번에 신청할 수 있는 인원"
            hint="1~20명"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            {...bind('maxPersonCount', { valueAsNumber: true })}
          />
          <div />
          <SeoulDateTimeField
            control={control}
            name="entryStartAt"
            id="program-entry-start"
            label="신청 시작 일시"
            hint="비우면 진행중인 동안 언제나"
          />
          <SeoulDateTimeField
            control={control}
            name="entryEndAt"
            id="program-entry-end"
            label="신청 마감 일시"
          />
          {isApplication ? (
            <>
              <InputField
                id="program-winner-count"
                label="당첨 인원"
                hint="비우면 회차 정원만큼"
                type="number"
                inputMode="numeric"
                min={1}
                {...bind('winnerCount', { setValueAs: optionalNumber })}
              />
              <SeoulDateTimeField
                control={control}
                name="winnerAnnouncementDate"
                id="program-winner-announcement"
                label="당첨자 발표 일시"
              />
            </>
          ) : null}
        </div>
      </Section>

      <Section id="program-collect" title="신청자 정보 수집">
        <div className={styles.grid}>
          {(
            [
              ['name', '이름'],
              ['contact', '연락처'],
              ['email', '이메일'],
            ] as const
          ).map(([key, label]) => (
            <fieldset key={key} className={styles.checks}>
              <legend>{label}</legend>
              <YnCheckbox control={control} name={`${key}CollectYn`} label="수집" />
              <YnCheckbox control={control} name={`${key}RequiredYn`} label="필수" />
              <ErrorLine message={err(`${key}RequiredYn`)} />
            </fieldset>
          ))}
        </div>
        <p className={styles.hint}>
          질문은 저장한 뒤{' '}
          {program ? (
            <Link
              className={styles.link}
              to={staffPaths.programQuestions.getHref(program.programIdx)}
            >
              질문 관리
            </Link>
          ) : (
            '질문 관리'
          )}
          에서 넣어요.
        </p>
      </Section>

      <Section id="program-notice" title="안내와 체험방법">
        <div className={styles.grid}>
          <SelectField
            id="program-notice-type"
            label="안내 상자"
            labels={noticeTypeLabels}
            {...bind('noticeType')}
          />
          <div />
          <TextAreaField
            id="program-notice-text"
            label="안내 내용"
            hint="줄마다 한 항목으로 보여요"
            className={styles.full}
            maxLength={2000}
            {...bind('noticeText')}
          />
          <div className={styles.full}>
            <YnCheckbox control={control} name="tutorialYn" label="체험방법 링크 보이기" />
          </div>
          {tutorialYn === 'Y' ? (
            <InputField
              id="program-tutorial"
              label="체험방법 링크"
              type="url"
              inputMode="url"
              {...bind('tutorialLink', { setValueAs: optionalText })}
            />
          ) : null}
        </div>
      </Section>

      <OptionListField control={control} register={register} errors={errors} />
      <ButtonListField control={control} register={register} errors={errors} />
      <Section id="program-related" title="관련 프로그램">
        <YnCheckbox
          control={control}
          name="useRelatedProgramYn"
          label="함께 보면 좋은 프로그램 보이기"
        />
        <ProgramIdsField
          control={control}
          name="relatedProgramIdxList"
          label="함께 보면 좋은 프로그램"
          max={20}
          self={program?.programIdx}
          error={err('relatedProgramIdxList')}
        />
        <YnCheckbox control={control} name="usePrevProgramYn" label="지난 프로그램 보이기" />
        <ProgramIdsField
          control={control}
          name="prevProgramIdxList"
          label="지난 프로그램"
          max={3}
          self={program?.programIdx}
          error={err('prevProgramIdxList')}
        />
      </Section>
      <TermListField control={control} register={register} errors={errors} />

      <div className={styles.saveBar}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {program ? '저장' : '초안으로 저장'}
        </button>
        {program ? (
          <span className={styles.hint}>
            {htmlText(program.programName)} ·{' '}
            {program.publishState === 'PUBLISHED' ? '게시 중: 저장하면 바로 보여요' : '게시 전'}
          </span>
        ) : null}
        <FormMessages failure={failure} done={done} />
      </div>
    </form>
  );
}
