import {
  STAFF_INSTANCE_PAGE_SIZE,
  type StaffInstance,
  type StaffInstanceSeries,
  staffInstanceSaveBody,
  staffInstanceSeriesBody,
} from '@venue/contract';
import { seoulToday, toDotDate, toDotDateWeekday } from '@venue/contract/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EditorHeading } from '../../../components/cms/page-messages';
import { Pager } from '../../../components/cms/pager';
import { rowValues } from '../../../components/cms/resource-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import consoleStyles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { isApiRequestError, refusalWords } from '../../../lib/api-client';
import { optionalNumber } from '../../../lib/form-values';
import { htmlText } from '../../../lib/html-text';
import { useCancelInstance } from '../api/cancel-instance';
import { useInstances } from '../api/get-instances';
import { useProgram } from '../api/get-program';
import { useSaveInstance } from '../api/save-instance';
import { useSaveInstanceSeries } from '../api/save-instance-series';
import { weekdayLabels } from '../program-labels';
import { ErrorLine, InputField } from './form-fields';
import styles from './programs.module.css';

/**
 * /staff/programs/:programIdx/instances (decision 026): a program's instances by day
 * and time with booked seats against capacity; add or edit one, make a series (weekdays × start
 * times over a period; the venue's closed days and existing slots are skipped and reported), and
 * cancel one — with its bookings only after the operator confirms the count the server names.
 */
export function ProgramInstancesPage({ programIdx }: { programIdx: number }) {
  const program = useProgram(programIdx);
  const [includeCancelled, setIncludeCancelled] = useState(false);
  const [page, setPage] = useState(1);
  const instances = useInstances({
    programIdx,
    from: seoulToday(new Date()),
    includeCancelledYn: includeCancelled ? 'Y' : 'N',
    page,
  });
  const [editing, setEditing] = useState<StaffInstance | null>(null);

  const name = program.data ? htmlText(program.data.programName) : '';
  const data = instances.data;

  return (
    <div className={`${consoleStyles.page} ${styles.page}`}>
      <PageHeader title="회차 관리">
        <Link className={styles.button} to={staffPaths.program.getHref(programIdx)}>
          프로그램 편집
        </Link>
        <Link className={styles.button} to={staffPaths.programs.getHref()}>
          목록으로
        </Link>
      </PageHeader>
      {name ? <p className={styles.hint}>프로그램: {name}</p> : null}
      {program.data?.scheduleType === 'ALWAYS' ? (
        <p className={styles.note}>상시 운영 프로그램에는 회차를 넣을 수 없어요.</p>
      ) : null}

      <section className={consoleStyles.card} aria-labelledby="instances-heading">
        <h2 id="instances-heading" className={consoleStyles.cardTitle}>
          오늘부터의 회차{data ? ` (${data.totalCount})` : ''}
        </h2>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={includeCancelled}
            onChange={(event) => {
              setIncludeCancelled(event.target.checked);
              setPage(1);
            }}
          />
          취소한 회차도 보기
        </label>
        {instances.isError ? <p role="alert">{instances.error.message}</p> : null}
        {instances.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
        {data && data.list.length === 0 ? (
          <p className={styles.empty}>회차가 없어요. 아래에서 회차를 넣어 주세요.</p>
        ) : null}
        {data && data.list.length > 0 ? (
          <InstanceTable list={data.list} onEdit={setEditing} />
        ) : null}
        <Pager
          label="회차 목록 페이지"
          page={page}
          pageSize={STAFF_INSTANCE_PAGE_SIZE}
          totalCount={data?.totalCount ?? 0}
          onPage={setPage}
        />
      </section>

      {editing ? (
        <InstanceForm
          key={editing.programInstanceIdx}
          programIdx={programIdx}
          instance={editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <InstanceForm key="new" programIdx={programIdx} instance={null} />
      <SeriesForm programIdx={programIdx} />
    </div>
  );
}

/** An instance as the page names it: '26.12.02 (수) 16:00'. */
const slotName = (slot: { execDate: string; startTime: string }) =>
  `${toDotDateWeekday(slot.execDate)} ${slot.startTime}`;

function InstanceTable({
  list,
  onEdit,
}: {
  list: StaffInstance[];
  onEdit: (instance: StaffInstance) => void;
}) {
  const cancel = useCancelInstance();
  const [asking, setAsking] = useState<{ instance: StaffInstance; message: string } | null>(null);
  const [message, setMessage] = useState({ failure: '', done: '' });

  const run = (instance: StaffInstance, confirm: boolean) => {
    setMessage({ failure: '', done: '' });
    cancel.mutate(
      { programInstanceIdx: instance.programInstanceIdx, confirm },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setMessage({
            failure: '',
            done:
              answer.cancelledEntryCount > 0
                ? `${slotName(instance)} 회차를 취소했어요. 예약 ${answer.cancelledEntryCount}건도 취소했어요.`
                : `${slotName(instance)} 회차를 취소했어요.`,
          });
        },
        onError: (e) => {
          if (isApiRequestError(e) && e.errorCode === 'INSTANCE_HAS_ENTRIES') {
            setAsking({ instance, message: e.message });
            return;
          }
          setAsking(null);
          setMessage({
            failure: refusalWords(e, '취소하지 못했어요. 다시 시도해 주세요.'),
            done: '',
          });
        },
      },
    );
  };

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col">시간</th>
              <th scope="col" className={styles.number}>
                예약 / 정원
              </th>
              <th scope="col" className={styles.number}>
                참여 중
              </th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {list.map((instance) => {
              const cancelled = instance.cancelledYn === 'Y';
              return (
                <tr key={instance.programInstanceIdx}>
                  <td>{toDotDateWeekday(instance.execDate)}</td>
                  <td>
                    {instance.startTime} – {instance.endTime}
                  </td>
                  <td className={styles.number}>
                    {instance.reservedCount} / {instance.capacity ?? '무제한'}
                  </td>
                  <td className={styles.number}>{instance.activeEntryCount}</td>
                  <td>
                    {cancelled ? (
                      <span className={`${styles.badge} ${styles.badgeCancelled}`}>
                        취소됨 {instance.cancelledAt ? toDotDate(instance.cancelledAt) : ''}
                      </span>
                    ) : (
                      '운영'
                    )}
                  </td>
                  <td>
                    {cancelled ? null : (
                      <div className={styles.toolbar}>
                        <button
                          type="button"
                          className={styles.button}
                          aria-label={`${slotName(instance)} 회차 수정`}
                          onClick={() => onEdit(instance)}
                        >
                          수정
                        </button>
                        <button
                          type="button"
                          className={styles.danger}
                          aria-label={`${slotName(instance)} 회차 취소`}
                          disabled={cancel.isPending}
                          onClick={() => run(instance, false)}
                        >
                          취소
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormMessages failure={message.failure} done={message.done} />
      <ConfirmDialog
        open={asking !== null}
        title="예약이 있는 회차를 취소할까요?"
        confirmLabel="예약과 함께 회차 취소"
        busy={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking.instance, true)}
      >
        <p>{asking ? `${slotName(asking.instance)} 회차` : ''}</p>
        <p>{asking?.message}</p>
        <p>취소한 예약은 되돌릴 수 없어요.</p>
      </ConfirmDialog>
    </>
  );
}

/** 정원 of one instance or of a series: an empty box is no limit. */
const capacityInput = {
  label: '정원',
  hint: '비우면 무제한',
  type: 'number',
  inputMode: 'numeric',
  min: 1,
} as const;

type InstanceInput = z.input<typeof staffInstanceSaveBody>;

/** Adds an instance (no `instance`) or edits one: an instance with bookings keeps its day and times. */
function InstanceForm({
  programIdx,
  instance,
  onDone,
}: {
  programIdx: number;
  instance: StaffInstance | null;
  onDone?: () => void;
}) {
  const save = useSaveInstance();
  const empty: InstanceInput = {
    programIdx,
    execDate: '',
    startTime: '',
    endTime: '',
    capacity: null,
  };
  const {
    bind,
    reset,
    setError,
    submit,
    failure,
    done,
    formState: { isSubmitting },
  } = useContractForm(
    staffInstanceSaveBody,
    rowValues(instance && { ...instance, programIdx }, empty, 'programInstanceIdx'),
    async (values) => {
      try {
        await save.mutateAsync(values);
      } catch (e) {
        // These two refusals are about one field: their words stand beside it.
        if (isApiRequestError(e) && e.errorCode === 'SEATS_BELOW_BOOKED') {
          setError('capacity', { message: e.message }, { shouldFocus: true });
          return;
        }
        if (isApiRequestError(e) && e.errorCode === 'INSTANCE_SLOT_TAKEN') {
          setError('startTime', { message: e.message }, { shouldFocus: true });
          return;
        }
        throw e;
      }
      reset(instance ? values : empty);
      return instance ? '회차를 저장했어요.' : `${slotName(values)} 회차를 넣었어요.`;
    },
  );
  const booked = instance !== null && instance.activeEntryCount > 0;
  const id = instance ? `instance-${instance.programInstanceIdx}` : 'instance-new';

  const title = instance ? `회차 수정: ${slotName(instance)}` : '회차 하나 넣기';

  return (
    <form
      className={consoleStyles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      {instance ? (
        // An edit form opens below the list: its heading takes the operator there.
        <EditorHeading id={`${id}-heading`}>{title}</EditorHeading>
      ) : (
        <h2 id={`${id}-heading`} className={consoleStyles.cardTitle}>
          {title}
        </h2>
      )}
      {booked ? (
        <p className={styles.note}>
          예약이 {instance.activeEntryCount}건 있어 날짜와 시간은 바꿀 수 없어요. 정원은 늘릴 수
          있고, 예약된 {instance.reservedCount}석보다 적게 줄일 수는 없어요.
        </p>
      ) : null}
      <div className={`${styles.inlineForm} ${styles.fieldsRow}`}>
        {(
          [
            ['execDate', 'date', '날짜', 'date'],
            ['startTime', 'start', '시작 시간', 'time'],
            ['endTime', 'end', '종료 시간', 'time'],
          ] as const
        ).map(([name, suffix, label, type]) => (
          <InputField
            key={name}
            id={`${id}-${suffix}`}
            label={label}
            type={type}
            readOnly={booked}
            {...bind(name)}
          />
        ))}
        <InputField
          id={`${id}-capacity`}
          {...capacityInput}
          {...bind('capacity', { setValueAs: optionalNumber })}
        />
      </div>
      <div className={styles.toolbar}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {instance ? '회차 저장' : '회차 넣기'}
        </button>
        {onDone ? (
          <button type="button" className={styles.button} onClick={onDone}>
            닫기
          </button>
        ) : null}
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}

/** 여러 회차 만들기: every chosen weekday from..to at each start time. */
function SeriesForm({ programIdx }: { programIdx: number }) {
  const series = useSaveInstanceSeries();
  const [result, setResult] = useState<StaffInstanceSeries | null>(null);
  const {
    bind,
    control,
    submit,
    failure,
    formState: { isSubmitting },
  } = useContractForm(
    staffInstanceSeriesBody,
    {
      programIdx,
      from: seoulToday(new Date()),
      to: '',
      weekdays: [],
      startTimes: ['10:00'],
      durationMinutes: 60,
      capacity: null,
    },
    async (values) => {
      setResult(null);
      setResult(await series.mutateAsync(values));
    },
    { fallback: '만들지 못했어요. 다시 시도해 주세요.' },
  );

  return (
    <form
      className={consoleStyles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="series-heading"
    >
      <h2 id="series-heading" className={consoleStyles.cardTitle}>
        여러 회차 만들기
      </h2>
      <p className={styles.hint}>
        고른 요일마다 시작 시간별로 회차를 만들어요. 휴관일과 이미 있는 회차는 건너뛰어요.
      </p>
      <div className={`${styles.inlineForm} ${styles.fieldsRow}`}>
        <InputField id="series-from" label="시작일" type="date" {...bind('from')} />
        <InputField id="series-to" label="종료일" type="date" {...bind('to')} />
        <InputField
          id="series-duration"
          label="진행 시간 (분)"
          type="number"
          inputMode="numeric"
          min={5}
          max={720}
          {...bind('durationMinutes', { valueAsNumber: true })}
        />
        <InputField
          id="series-capacity"
          {...capacityInput}
          {...bind('capacity', { setValueAs: optionalNumber })}
        />
      </div>
      <Controller
        control={control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <fieldset
            className={styles.checks}
            aria-describedby={fieldState.error ? 'series-weekdays-error' : undefined}
          >
            <legend>요일</legend>
            {weekdayLabels.map((label, day) => (
              <label key={label} className={styles.check}>
                <input
                  type="checkbox"
                  ref={day === 0 ? field.ref : undefined}
                  checked={field.value.includes(day)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, day].sort((a, b) => a - b)
                        : field.value.filter((d) => d !== day),
                    )
                  }
                />
                {label}
              </label>
            ))}
            <ErrorLine id="series-weekdays-error" message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="startTimes"
        render={({ field, fieldState }) => (
          <fieldset className={styles.checks}>
            <legend>시작 시간</legend>
            {field.value.map((time, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: times are positional (시작 시간 1, 2 …)
              <span key={index} className={styles.inlineForm}>
                <InputField
                  id={`series-start-${index}`}
                  label={`시작 시간 ${index + 1}`}
                  error={errorOfTime(fieldState.error, index)}
                  ref={index === 0 ? field.ref : undefined}
                  type="time"
                  value={time}
                  onChange={(event) =>
                    field.onChange(
                      field.value.map((t, i) => (i === index ? event.target.value : t)),
                    )
                  }
                />
                {field.value.length > 1 ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={`시작 시간 ${index + 1} 빼기`}
                    onClick={() => field.onChange(field.value.filter((_, i) => i !== index))}
                  >
                    빼기
                  </button>
                ) : null}
              </span>
            ))}
            <button
              type="button"
              className={styles.button}
              disabled={field.value.length >= 24}
              onClick={() => field.onChange([...field.value, ''])}
            >
              시작 시간 추가
            </button>
            <ErrorLine message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        회차 만들기
      </button>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      <div role="status">{result ? <SeriesResult result={result} /> : null}</div>
    </form>
  );
}

/** The error of one start time (an array field's errors are indexed). */
function errorOfTime(error: unknown, index: number): string | undefined {
  const item = (error as Record<number, { message?: string }> | undefined)?.[index];
  return item?.message;
}

function SeriesResult({ result }: { result: StaffInstanceSeries }) {
  return (
    <div className={styles.result}>
      <p>
        <strong>회차 {result.createdCount}개를 만들었어요.</strong>
      </p>
      <p>이미 있어 건너뛴 회차: {result.skippedExistingCount}개</p>
      <p>
        휴관일이라 건너뛴 날:{' '}
        {result.skippedClosedDays.length === 0
          ? '없음'
          : result.skippedClosedDays.map((day) => toDotDateWeekday(day)).join(', ')}
      </p>
    </div>
  );
}
