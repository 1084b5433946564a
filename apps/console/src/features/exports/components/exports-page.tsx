import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ExportFormat,
  type Operator,
  staffExportDayBody,
  staffExportEntriesBody,
  staffExportSurveyBody,
} from '@venue/contract';
import { seoulToday, weekdayLabel, ymdParts } from '@venue/contract/domain';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { FormMessages, SelectField, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { roleAllows } from '../../../config/roles';
import { applyServerErrors } from '../../../lib/form-errors';
import { programTypeLabels } from '../../programs/program-labels';
import { useStaffSurveys } from '../../surveys/api/get-staff-surveys';
import { type ExportKind, useExportDownload } from '../api/download-export';
import { useExportInstances, useExportPrograms } from '../api/get-export-choices';
import css from './exports-page.module.css';

/** An optional id from a select: empty is "not given". */
const optionalId = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * /staff/exports (any operator, decision 033): a program's entries (all, a day or an instance,
 * picked by name), the day's
 * check-ins, a survey's responses and the day's inquiries as CSV (opens in Excel with Korean
 * intact) or XLSX. Names and phones are masked for everyone but an ADMIN, and every export is
 * recorded in the audit log with its filters.
 */
export function ExportsPage({ operator }: { operator: Operator }) {
  const full = roleAllows(operator.role, 'ADMIN');
  return (
    <div className={cms.page}>
      <PageHeader title="내보내기" />
      <p className={full ? styles.hint : styles.notice}>
        {full ? (
          '관리자는 이름과 전화번호를 모두 내려받아요. 내려받은 파일은 안전하게 보관하고, 쓰고 나면 지워 주세요.'
        ) : (
          <>
            이름과 전화번호는 가려서(<span className={css.nowrap}>김*늘</span>,{' '}
            <span className={css.nowrap}>010-****-5678</span>) 내려받아요. 모든 내보내기는 감사
            로그에 남아요.
          </>
        )}
      </p>
      <div className={css.grid}>
        <EntriesExport />
        <DayExport
          kind="checkins"
          title="체크인"
          description="그날 입구, 구역, 프로그램에서 확인한 입장 기록"
        />
        <SurveyExport />
        <DayExport kind="inquiries" title="1:1 문의" description="그날 접수한 문의와 답변" />
      </div>
    </div>
  );
}

/** One export's card: its filters, then CSV and XLSX buttons that each submit with their format. */
function ExportCard<T extends FieldValues & { format: ExportFormat }>({
  kind,
  title,
  description,
  form,
  toBody = (values) => values,
  children,
}: {
  kind: ExportKind;
  title: string;
  description: string;
  form: UseFormReturn<T>;
  toBody?: (values: T) => object;
  children: ReactNode;
}) {
  const download = useExportDownload();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const headingId = `export-${kind}-heading`;
  const submit = (format: ExportFormat) => {
    form.setValue('format' as never, format as never);
    return form.handleSubmit(async (values) => {
      setFailure('');
      setDone('');
      try {
        const file = await download.mutateAsync({ kind, body: toBody(values) });
        setDone(`${file.fileName} 파일을 내려받았어요.`);
      } catch (e) {
        setFailure(applyServerErrors(e, form.setError, '내려받지 못했어요. 다시 시도해 주세요.'));
      }
    })();
  };
  return (
    <form
      className={styles.card}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit('csv');
      }}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.hint}>{description}</p>
      {children}
      <div className={cms.actions}>
        <button type="submit" className={cms.primary} disabled={download.isPending}>
          CSV 내려받기
        </button>
        <button
          type="button"
          className={cms.primary}
          disabled={download.isPending}
          onClick={() => void submit('xlsx')}
        >
          XLSX 내려받기
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}

type EntriesInput = z.input<typeof staffExportEntriesBody>;

/** '2026년 11월 26일 (목)': an instance day as the select shows it. */
function dayLabel(ymd: string): string {
  const { year, month, day } = ymdParts(ymd);
  return `${year}년 ${month}월 ${day}일 (${weekdayLabel(ymd)})`;
}

/**
 * A program's entries, picked by name (decision 033): the program, then one of its
 * instance days (or all of them), then one instance of that day (or the whole day). Nobody types a
 * program or instance number.
 */
function EntriesExport() {
  const form = useForm<EntriesInput>({
    resolver: zodResolver(staffExportEntriesBody),
    defaultValues: { format: 'csv' },
  });
  const errors = form.formState.errors;
  const [programIdx, execDate] = useWatch({
    control: form.control,
    name: ['programIdx', 'execDate'],
  });
  const programs = useExportPrograms();
  const instances = useExportInstances(programIdx);
  const all = programIdx === undefined ? [] : (instances.data?.instances ?? []);
  const days = [...new Set(all.map((instance) => instance.execDate))];
  const ofDay = all.filter((instance) => instance.execDate === execDate);
  return (
    <ExportCard
      kind="entries"
      title="예약·응모"
      description="프로그램의 예약·응모: 모든 날짜, 하루, 또는 한 회차"
      form={form}
    >
      <SelectField
        id="export-program"
        className={`${styles.select} ${styles.compact}`}
        label="프로그램"
        error={errors.programIdx?.message}
        defaultValue=""
        {...form.register('programIdx', {
          setValueAs: optionalId,
          onChange: () => {
            form.setValue('execDate', undefined);
            form.setValue('programInstanceIdx', undefined);
          },
        })}
      >
        <option value="">프로그램을 골라 주세요</option>
        {(programs.data?.list ?? []).map((program) => (
          <option key={program.programIdx} value={program.programIdx}>
            {program.programName} · {programTypeLabels[program.programType]}
          </option>
        ))}
      </SelectField>
      <div className={css.pair}>
        <SelectField
          id="export-day"
          className={`${styles.select} ${styles.compact}`}
          label="날짜"
          error={errors.execDate?.message}
          disabled={days.length === 0}
          value={execDate ?? ''}
          onChange={(event) => {
            form.setValue('execDate', event.target.value || undefined);
            form.setValue('programInstanceIdx', undefined);
          }}
        >
          <option value="">모든 날짜</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="export-instance"
          className={`${styles.select} ${styles.compact}`}
          label="회차"
          error={errors.programInstanceIdx?.message}
          disabled={ofDay.length === 0}
          value={String(form.watch('programInstanceIdx') ?? '')}
          onChange={(event) => form.setValue('programInstanceIdx', optionalId(event.target.value))}
        >
          <option value="">하루 전체</option>
          {ofDay.map((instance) => (
            <option key={instance.programInstanceIdx} value={instance.programInstanceIdx}>
              {instance.startTime}–{instance.endTime}
              {instance.cancelledYn === 'Y' ? ' (취소된 회차)' : ''}
            </option>
          ))}
        </SelectField>
      </div>
    </ExportCard>
  );
}

type DayInput = z.input<typeof staffExportDayBody>;

function DayExport({
  kind,
  title,
  description,
}: {
  kind: 'checkins' | 'inquiries';
  title: string;
  description: string;
}) {
  const form = useForm<DayInput>({
    resolver: zodResolver(staffExportDayBody),
    defaultValues: { format: 'csv', date: seoulToday(new Date()) },
  });
  return (
    <ExportCard kind={kind} title={title} description={description} form={form}>
      <TextField
        id={`export-${kind}-date`}
        label="날짜"
        type="date"
        compact
        error={form.formState.errors.date?.message}
        {...form.register('date')}
      />
    </ExportCard>
  );
}

type SurveyInput = z.input<typeof staffExportSurveyBody>;

function SurveyExport() {
  const surveys = useStaffSurveys();
  const form = useForm<SurveyInput>({
    resolver: zodResolver(staffExportSurveyBody),
    defaultValues: { format: 'csv' },
  });
  return (
    <ExportCard
      kind="surveyResponses"
      title="설문 응답"
      description="한 설문의 응답, 질문마다 한 열"
      form={form}
    >
      <SelectField
        id="export-survey"
        className={`${styles.select} ${styles.compact}`}
        label="설문"
        error={form.formState.errors.surveyIdx ? '설문을 골라 주세요.' : undefined}
        defaultValue=""
        {...form.register('surveyIdx', { setValueAs: optionalId })}
      >
        <option value="">설문을 골라 주세요</option>
        {(surveys.data?.surveyList ?? []).map((survey) => (
          <option key={survey.surveyIdx} value={survey.surveyIdx}>
            {survey.title} (응답 {survey.responseCount})
          </option>
        ))}
      </SelectField>
    </ExportCard>
  );
}
