import {
  addDays,
  type StaffSurveyEditable,
  type StaffSurveySummary,
  seoulToday,
  staffSurveySaveBody,
} from '@venue/contract';
import { surveyTargetLabels, withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import { type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { YnCheckbox } from '../../../components/cms/field';
import { newQuestion, QuestionListEditor } from '../../../components/cms/question-list-editor';
import {
  type EditorProps,
  LoadedEditor,
  type Resource,
  ResourceEditor,
  ResourcePage,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { Field, TextField } from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { htmlText } from '../../../lib/html-text';
import { useDeleteSurvey } from '../api/delete-survey';
import { useStaffSurveys } from '../api/get-staff-surveys';
import { useSurveyForEdit } from '../api/get-survey-for-edit';
import { useSurveyPrograms } from '../api/get-survey-programs';
import { useSaveSurvey } from '../api/save-survey';
import { periodText } from './staff-survey-labels';
import { PeriodStatusChip } from './staff-surveys';

export const COPIED_NOTICE = '응답이 있어 새 설문으로 저장했어요.';

const surveyName = (title: string) => `설문 '${title}'`;

/**
 * /staff/survey-editor (decision 031; EDITOR and ADMIN): every survey, and the editor
 * beside the list — title, 소개, 대상 (visit or one program), period, 회원에게 표시 and the questions.
 * Once members answered, changing a question saves a new survey that replaces the answered one
 * (the page says so before and after); the results stay under 설문 결과.
 */
export function SurveyEditorPage() {
  const surveys = useStaffSurveys();
  const remove = useDeleteSurvey();
  const list = surveys.data?.surveyList;
  const resource: Resource<StaffSurveySummary> = {
    title: '설문 관리',
    id: 'survey',
    newLabel: '새 설문',
    listTitle: '설문 목록',
    empty: '설문이 없어요. 새 설문을 만들어 주세요.',
    placeholder: '목록에서 설문을 고르거나 새 설문을 만들어 주세요.',
    key: (survey) => survey.surveyIdx,
    name: (survey) => surveyName(survey.title),
    row: SurveyRow,
    editor: (props) => <SurveyEditorLoader {...props} />,
    remove: (survey) => remove.mutateAsync({ surveyIdx: survey.surveyIdx }),
    // An answered survey keeps its answers: it can be hidden, not deleted.
    removable: (survey) => survey.responseCount === 0,
  };

  return (
    <ResourcePage
      resource={resource}
      list={{ items: list, error: surveys.error }}
      listTools={list ? <p className={cms.meta}>모두 {list.length}개</p> : null}
    />
  );
}

function SurveyRow(survey: StaffSurveySummary) {
  return (
    <>
      <span className={cms.rowTop}>
        {survey.replacedBySurveyIdx !== null ? (
          <span className={`${cms.chip} ${cms.chipMuted}`}>새 설문으로 바뀜</span>
        ) : (
          <PeriodStatusChip status={survey.periodStatus} />
        )}
        {survey.displayYn === 'N' ? (
          <span className={`${cms.chip} ${cms.chipMuted}`}>숨김</span>
        ) : null}
        <span className={cms.rowTitle}>{survey.title}</span>
      </span>
      <span className={cms.meta}>
        {surveyTargetLabels[survey.targetType]}
        {survey.programName ? ` · ${survey.programName}` : ''} · {periodText(survey)} · 응답{' '}
        {survey.responseCount}명
      </span>
    </>
  );
}

type Handlers = Omit<EditorProps<StaffSurveySummary>, 'item'>;

/** Loads the chosen survey (its questions are not in the list) and opens the form on it. */
function SurveyEditorLoader({ item, ...handlers }: EditorProps<StaffSurveySummary>) {
  const survey = useSurveyForEdit(item?.surveyIdx ?? null);
  if (!item) return <SurveyForm survey={null} {...handlers} />;
  return (
    <LoadedEditor read={survey} matches={(data) => data.surveyIdx === item.surveyIdx}>
      {(data) => <SurveyForm key={data.modDate} survey={data} {...handlers} />}
    </LoadedEditor>
  );
}

type SurveyFormInput = z.input<typeof staffSurveySaveBody>;
/** A new survey: one question, open for two weeks from today. */
function blankSurvey(): SurveyFormInput {
  const today = seoulToday(new Date());
  return {
    title: '',
    summary: '',
    targetType: 'VISIT',
    programIdx: null,
    startDate: today,
    endDate: addDays(today, 13),
    displayYn: 'Y',
    questionList: [newQuestion()],
  };
}

/** A saved survey's questions as the form edits them (no ids: saving replaces them as listed). */
const surveyValues = (survey: StaffSurveyEditable) => ({
  ...survey,
  questionList: survey.questionList.map((question) => ({
    questionType: question.questionType,
    questionText: question.questionText,
    requiredYn: question.requiredYn,
    optionList: question.optionList.map(({ multipleText }) => ({ multipleText })),
  })),
});

function SurveyForm({
  survey,
  onClose,
  onSaved,
  deleteButton,
}: Handlers & { survey: StaffSurveyEditable | null }) {
  const save = useSaveSurvey();
  const form = useResourceForm({
    schema: staffSurveySaveBody,
    item: survey && surveyValues(survey),
    idKey: 'surveyIdx',
    blank: blankSurvey(),
    save: save.mutateAsync,
    message: (values, saved) =>
      saved.copiedYn === 'Y'
        ? `${COPIED_NOTICE} 이전 설문은 회원에게 닫히고, 결과는 설문 결과에서 그대로 볼 수 있어요.`
        : `${withParticle(surveyName(values.title), '을/를')} ${survey ? '저장했' : '만들었'}어요.`,
    next: (saved) => saved.surveyIdx,
    onSaved,
  });
  const {
    bind,
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const targetType = useWatch({ control, name: 'targetType' });
  const answered = survey?.responseCount ?? 0;
  const replacedBy = survey?.replacedBySurveyIdx ?? null;

  return (
    <ResourceEditor
      id="survey"
      noun="설문"
      isNew={!survey}
      title={survey ? '설문 편집' : undefined}
      submitLabel={survey ? '저장' : '만들기'}
      // A survey replaced by a newer one cannot be saved.
      form={{ ...form, formState: { isSubmitting: isSubmitting || replacedBy !== null } }}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      {survey ? (
        <div className={cms.toolbar}>
          <p className={cms.meta}>
            응답 {answered}명
            {survey.replacesSurveyIdx !== null
              ? ` · 이전 버전: 설문 #${survey.replacesSurveyIdx}`
              : ''}
          </p>
          <Link
            className={styles.smallButton}
            to={staffPaths.surveyResults.getHref(survey.surveyIdx)}
          >
            결과 보기
          </Link>
        </div>
      ) : null}
      {replacedBy !== null ? (
        <p className={styles.status} role="note">
          새 설문(#{replacedBy})으로 바뀐 설문이라 고칠 수 없어요. 목록에서 새 설문을 열어 주세요.
        </p>
      ) : answered > 0 ? (
        <p className={styles.status} role="note">
          회원 {answered}명이 응답했어요. 제목·소개·기간·표시는 그대로 고쳐지고, 질문을 바꾸면 새
          설문으로 저장돼요. 이 설문은 응답과 결과를 남긴 채 닫혀요.
        </p>
      ) : null}
      <TextField compact id="survey-title" label="제목" maxLength={100} {...bind('title')} />
      <Field
        id="survey-summary"
        label="소개 (선택)"
        error={errors.summary?.message}
        hint="설문 카드에 제목과 함께 보여요. 300자까지."
      >
        {(aria) => (
          <textarea
            className={cms.textarea}
            rows={3}
            maxLength={300}
            {...aria}
            {...register('summary')}
          />
        )}
      </Field>
      <div className={cms.fieldRow}>
        <Field
          id="survey-target"
          label="대상"
          error={errors.targetType?.message}
          hint={
            answered > 0
              ? '응답이 있어 바꿀 수 없어요.'
              : '방문한 회원, 또는 한 프로그램에 참여한 회원에게 열려요.'
          }
        >
          {(aria) => (
            <select
              className={`${styles.select} ${styles.compact}`}
              {...aria}
              {...register('targetType')}
            >
              <option value="VISIT">{surveyTargetLabels.VISIT}</option>
              <option value="PROGRAM">{surveyTargetLabels.PROGRAM}</option>
            </select>
          )}
        </Field>
        {targetType === 'PROGRAM' ? (
          <ProgramField
            error={errors.programIdx?.message}
            fixed={answered > 0}
            current={survey?.programIdx ?? null}
            registration={register('programIdx', {
              setValueAs: (value: unknown) =>
                value === '' || value === null ? null : Number(value),
            })}
          />
        ) : null}
      </div>
      <div className={cms.fieldRow}>
        <TextField compact id="survey-start" label="시작일" type="date" {...bind('startDate')} />
        <TextField
          compact
          id="survey-end"
          label="종료일"
          type="date"
          hint="마지막 날까지 참여할 수 있어요."
          {...bind('endDate')}
        />
      </div>
      <YnCheckbox
        control={control}
        name="displayYn"
        label="회원에게 표시"
        hint="끄면 회원의 설문 목록에서 바로 사라져요."
      />
      <fieldset className={cms.stack}>
        <legend className={styles.label}>질문</legend>
        <QuestionListEditor control={control} register={register} errors={errors} optionMax={100} />
      </fieldset>
    </ResourceEditor>
  );
}

/** 프로그램 of a PROGRAM survey: the newest programs, narrowed by a search word. */
function ProgramField({
  error,
  fixed,
  current,
  registration,
}: {
  error: string | undefined;
  /** answered: the program cannot change, so no search */
  fixed: boolean;
  current: number | null;
  registration: UseFormRegisterReturn;
}) {
  const [search, setSearch] = useState('');
  const programs = useSurveyPrograms(search);
  const list = programs.data?.list ?? [];
  return (
    <div className={cms.stack}>
      {fixed ? null : (
        <TextField
          compact
          id="survey-program-search"
          label="프로그램 찾기"
          error={undefined}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <Field id="survey-program" label="프로그램" error={error}>
        {(aria) => (
          <select className={`${styles.select} ${styles.compact}`} {...aria} {...registration}>
            <option value="">프로그램을 골라 주세요</option>
            {current !== null && !list.some((p) => p.programIdx === current) ? (
              <option value={current}>현재 프로그램 (#{current})</option>
            ) : null}
            {list.map((program) => (
              <option key={program.programIdx} value={program.programIdx}>
                {htmlText(program.programName)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
