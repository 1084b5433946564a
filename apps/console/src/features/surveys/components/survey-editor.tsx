import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  type StaffSurveyEditable,
  type StaffSurveySummary,
  seoulToday,
  staffSurveySaveBody,
} from '@venue/contract';
import { surveyTargetLabels, withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { EditorForm, EditorPlaceholder, RowButton } from '../../../components/cms/editor-form';
import { YnCheckbox } from '../../../components/cms/field';
import { newQuestion, QuestionListEditor } from '../../../components/cms/question-list-editor';
import styles from '../../../components/console.module.css';
import { Field, FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { htmlText } from '../../../lib/html-text';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useDeleteSurvey } from '../api/delete-survey';
import { useStaffSurveys } from '../api/get-staff-surveys';
import { useSurveyForEdit } from '../api/get-survey-for-edit';
import { useSurveyPrograms } from '../api/get-survey-programs';
import { useSaveSurvey } from '../api/save-survey';
import { periodText } from './staff-survey-labels';
import { PeriodStatusChip } from './staff-surveys';

/** Which survey the editor shows: an id, a new one, or none. */
type Editing = number | 'new' | null;

export const COPIED_NOTICE = '응답이 있어 새 설문으로 저장했어요.';

/**
 * /staff/survey-editor (decision 031; EDITOR and ADMIN): every survey, and the editor
 * beside the list — title, 소개, 대상 (visit or one program), period, 회원에게 표시 and the questions.
 * Once members answered, changing a question saves a new survey that replaces the answered one
 * (the page says so before and after); the results stay under 설문 결과.
 */
export function SurveyEditorPage() {
  const surveys = useStaffSurveys();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const open = (next: Editing) => {
    setDone('');
    setFailure('');
    setEditing(next);
  };

  return (
    <div className={cms.page}>
      <PageHeader title="설문 관리">
        <button type="button" className={cms.primary} onClick={() => open('new')}>
          새 설문
        </button>
      </PageHeader>
      <FormMessages done={done} failure={failure || surveys.error?.message} />
      <div className={cms.split}>
        <section className={styles.card} aria-labelledby="survey-list-heading">
          <div className={cms.toolbar}>
            <h2 id="survey-list-heading" className={styles.cardTitle}>
              설문 목록
            </h2>
            {surveys.data ? (
              <p className={cms.meta}>모두 {surveys.data.surveyList.length}개</p>
            ) : null}
          </div>
          {!surveys.data && !surveys.error ? (
            <p className={styles.empty}>불러오는 중이에요…</p>
          ) : null}
          {surveys.data?.surveyList.length === 0 ? (
            <p className={styles.empty}>설문이 없어요. 새 설문을 만들어 주세요.</p>
          ) : null}
          <ul className={cms.rows}>
            {surveys.data?.surveyList.map((survey) => (
              <li key={survey.surveyIdx}>
                <SurveyRow
                  survey={survey}
                  current={editing === survey.surveyIdx}
                  onOpen={() => open(survey.surveyIdx)}
                />
              </li>
            ))}
          </ul>
        </section>
        <div>
          {editing === null ? (
            <EditorPlaceholder>목록에서 설문을 고르거나 새 설문을 만들어 주세요.</EditorPlaceholder>
          ) : (
            <SurveyEditorLoader
              key={editing}
              surveyIdx={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onSaved={(message, surveyIdx) => {
                setFailure('');
                setDone(message);
                setEditing(surveyIdx);
              }}
              onDeleted={(message) => {
                setEditing(null);
                setDone(message);
              }}
              onFailure={setFailure}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function SurveyRow({
  survey,
  current,
  onOpen,
}: {
  survey: StaffSurveySummary;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <RowButton current={current} onClick={onOpen}>
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
    </RowButton>
  );
}

type Handlers = {
  onClose: () => void;
  onSaved: (message: string, surveyIdx: number) => void;
  onDeleted: (message: string) => void;
  onFailure: (message: string) => void;
};

/** Loads the chosen survey (its questions are not in the list) and opens the form on it. */
function SurveyEditorLoader({ surveyIdx, ...handlers }: Handlers & { surveyIdx: number | null }) {
  const survey = useSurveyForEdit(surveyIdx);
  if (surveyIdx === null) return <SurveyForm survey={null} {...handlers} />;
  if (survey.error) {
    return (
      <EditorPlaceholder>
        <span role="alert">{survey.error.message}</span>
      </EditorPlaceholder>
    );
  }
  if (!survey.data || survey.data.surveyIdx !== surveyIdx) {
    return <EditorPlaceholder>불러오는 중이에요…</EditorPlaceholder>;
  }
  return <SurveyForm key={survey.data.modDate} survey={survey.data} {...handlers} />;
}

type SurveyFormInput = z.input<typeof staffSurveySaveBody>;
type SurveyFormValues = z.output<typeof staffSurveySaveBody>;
const surveyFields = [
  'title',
  'summary',
  'targetType',
  'programIdx',
  'startDate',
  'endDate',
  'displayYn',
  'questionList',
] as const;

function toFormValues(survey: StaffSurveyEditable | null): SurveyFormInput {
  if (!survey) {
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
  return {
    surveyIdx: survey.surveyIdx,
    title: survey.title,
    summary: survey.summary,
    targetType: survey.targetType,
    programIdx: survey.programIdx,
    startDate: survey.startDate,
    endDate: survey.endDate,
    displayYn: survey.displayYn,
    questionList: survey.questionList.map((question) => ({
      questionType: question.questionType,
      questionText: question.questionText,
      requiredYn: question.requiredYn,
      optionList: question.optionList.map(({ multipleText }) => ({ multipleText })),
    })),
  };
}

function SurveyForm({
  survey,
  onClose,
  onSaved,
  onDeleted,
  onFailure,
}: Handlers & { survey: StaffSurveyEditable | null }) {
  const save = useSaveSurvey();
  const remove = useDeleteSurvey();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SurveyFormInput, unknown, SurveyFormValues>({
    resolver: zodResolver(staffSurveySaveBody),
    defaultValues: toFormValues(survey),
  });
  const targetType = useWatch({ control, name: 'targetType' });
  const answered = survey?.responseCount ?? 0;
  const replacedBy = survey?.replacedBySurveyIdx ?? null;

  const { submit, failure } = useServerSubmit(
    { handleSubmit, setError },
    async (values) => {
      const saved = await save.mutateAsync(values);
      onSaved(
        saved.copiedYn === 'Y'
          ? `${COPIED_NOTICE} 이전 설문은 회원에게 닫히고, 결과는 설문 결과에서 그대로 볼 수 있어요.`
          : `${withParticle(`설문 '${values.title}'`, '을/를')} ${survey ? '저장했' : '만들었'}어요.`,
        saved.surveyIdx,
      );
    },
    { fields: surveyFields },
  );

  return (
    <EditorForm
      id="survey-editor"
      title={survey ? '설문 편집' : '새 설문'}
      onSubmit={submit}
      onClose={onClose}
      deleteButton={
        survey && answered === 0 ? (
          <DeleteButton
            itemName={`설문 '${survey.title}'`}
            onDelete={async () => {
              await remove.mutateAsync({ surveyIdx: survey.surveyIdx });
              onDeleted(`${withParticle(`설문 '${survey.title}'`, '을/를')} 삭제했어요.`);
            }}
            onFailure={onFailure}
          />
        ) : null
      }
      submitLabel={survey ? '저장' : '만들기'}
      submitting={isSubmitting || replacedBy !== null}
      failure={failure}
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
      <TextField
        compact
        id="survey-title"
        label="제목"
        error={errors.title?.message}
        maxLength={100}
        {...register('title')}
      />
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
        <TextField
          compact
          id="survey-start"
          label="시작일"
          type="date"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          compact
          id="survey-end"
          label="종료일"
          type="date"
          error={errors.endDate?.message}
          hint="마지막 날까지 참여할 수 있어요."
          {...register('endDate')}
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
    </EditorForm>
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
