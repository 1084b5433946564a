import type { CollectInfo, ProgramDetail, ProgramInstance, ProgramTerm } from '@venue/contract';
import {
  digitsOnly,
  PHONE_LENGTH,
  programDateText,
  ScheduleType,
  sortTermsRequiredFirst,
  termsLabel,
  toDotDateWeekday,
} from '@venue/contract/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { programNameText, programPlaceText } from '../../../components/program-card/program-card';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { HtmlContent } from '../../../components/ui/html-content';
import { paths } from '../../../config/paths';
// The program comes from its feature's query file.
import { useProgramDetail } from '../../programs/api/get-program-detail';
import { useProgramInstances } from '../api/get-program-instances';
import { entryWord } from '../flow-guards';
import { type FlowUserInfo, getFlow, updateFlow, useFlow } from '../flow-store';
import { infoIssues } from '../info-rules';
import { useFlowSubmission } from '../use-flow-submission';
import { BookingRecap, type RecapLine } from './booking-recap';
import styles from './flow.module.css';
import { FlowLoading } from './flow-loading';
import { JoinRefusalSheet } from './join-refusal-sheet';

/** "26.11.28 (토) 14:00 – 14:40" for an instance; a program without instances reads its dates. */
export function instanceWhenText(
  program: Pick<
    ProgramDetail,
    'scheduleType' | 'periodType' | 'execDate' | 'minExecDate' | 'maxExecDate'
  >,
  instance: Pick<ProgramInstance, 'execDate' | 'startTime' | 'endTime'> | null,
): string {
  if (!instance) return programDateText(program, { weekday: true });
  return `${toDotDateWeekday(instance.execDate)} ${instance.startTime} – ${instance.endTime}`;
}

/** The recap of /infocomfirm: the program, when, how many and where (no booking number yet). */
function InfoRecap({
  program,
  programType,
  waitlist,
}: {
  program: ProgramDetail;
  programType: string | null;
  waitlist: boolean;
}) {
  const dated = program.scheduleType !== ScheduleType.ALWAYS;
  const instances = useProgramInstances(program.programIdx, dated);
  const chosenIdx = useFlow((flow) => flow.programInstanceIdx);
  const personCount = useFlow((flow) => flow.personCount);
  const instance = instances.data?.find((i) => i.programInstanceIdx === chosenIdx) ?? null;
  const lines: RecapLine[] = [
    ['일시', dated && !instance ? null : instanceWhenText(program, instance)],
    ['인원', `${personCount}명`],
    ['장소', programPlaceText(program) || null],
  ];
  return (
    <BookingRecap
      label={waitlist ? '대기 신청 정보' : `${entryWord(programType)} 정보`}
      programName={programNameText(program.programName)}
      lines={lines}
    />
  );
}

/**
 * /infocomfirm (spec 001 §2 step 3, §5 Info confirmation): the applicant's name (read-only),
 * contact and email as the program collects them, with the spec's help texts, and the program's
 * terms with a preview. What is typed is kept in the flow state at once (a reload or a failed
 * submit loses nothing). Next goes to /participy when the program has questions, otherwise it
 * submits (spec 001 §4 step 6).
 */
export function InfoConfirmPage() {
  const programType = useFlow((flow) => flow.programType);
  const { programIdx, waitlist, data, failed, submit, ...refused } = useFlowSubmission();
  const program = useProgramDetail(programIdx);
  const navigate = useNavigate();

  if (!data) {
    return (
      <FlowLoading
        failed={failed}
        loading="신청 정보를 불러오는 중이에요."
        error="신청 정보를 불러오지 못했어요."
      />
    );
  }
  const { collect, questions, user } = data;
  const hasQuestions = questions.questionList.length > 0;
  return (
    <InfoForm
      collect={collect}
      recap={
        <>
          {program.data ? (
            <InfoRecap program={program.data} programType={programType} waitlist={waitlist} />
          ) : null}
          {waitlist ? <WaitlistNote /> : null}
        </>
      }
      initial={{
        name: user.name,
        phoneNumber: digitsOnly(user.phoneNumber, PHONE_LENGTH),
        email: user.email ?? '',
        agreedTerms: [],
      }}
      nextLabel={hasQuestions ? '다음' : submitLabel(programType, waitlist)}
      sending={submit.isPending}
      onNext={() => {
        if (hasQuestions) navigate(paths.reserveFlow.participy.getHref());
        else submit.mutate();
      }}
    >
      <JoinRefusalSheet
        refusal={refused.refusal}
        onClose={refused.closeRefusal}
        onBook={refused.bookInstead}
        booking={submit.isPending}
      />
    </InfoForm>
  );
}

/** The flow's last button: 예약하기, 응모하기, or 대기 신청하기 for a full session (decision 063). */
export function submitLabel(programType: string | null, waitlist: boolean): string {
  return waitlist ? '대기 신청하기' : `${entryWord(programType)}하기`;
}

/** What 대기 신청 is, above the applicant's fields (decision 063). */
export function WaitlistNote() {
  return (
    <section className={styles.waitlistNote} aria-label="대기 신청 안내">
      <h3 className={styles.waitlistNoteTitle}>대기 신청이에요</h3>
      <p>
        자리가 나면 순서대로 알림톡으로 예약 제안을 보내 드려요. 제안 마감 전에 예약하기를 눌러야
        예약이 확정돼요.
      </p>
    </section>
  );
}

function InfoForm({
  collect,
  recap,
  initial,
  nextLabel,
  sending,
  onNext,
  children,
}: {
  collect: CollectInfo;
  recap: ReactNode;
  initial: FlowUserInfo;
  nextLabel: string;
  sending: boolean;
  onNext: () => void;
  /** after the form's own parts: the sheet of a refused 대기 신청 */
  children?: ReactNode;
}) {
  const saved = useFlow((flow) => flow.userInfo);
  // The member's own record fills the form the first time; afterwards what they typed wins.
  // Once, on arrival: after a successful submit the flow is reset while this form is still up.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const flow = getFlow();
    if (flow.inProgress && !flow.userInfo) updateFlow({ userInfo: initial });
  }, [initial]);
  const values = saved ?? initial;
  const set = (patch: Partial<FlowUserInfo>) => updateFlow({ userInfo: { ...values, ...patch } });
  const issues = infoIssues(collect, values);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));
  const show = (field: 'phoneNumber' | 'email', value: string) =>
    (touched[field] || value !== '') && issues[field] !== null;
  const ids = { name: useId(), phone: useId(), email: useId(), terms: useId() };
  const terms = sortTermsRequiredFirst(collect.programTermList);
  const [preview, setPreview] = useState<ProgramTerm | null>(null);
  const allChecked =
    terms.length > 0 && terms.every((t) => values.agreedTerms.includes(t.termsIdx));
  const someChecked = terms.some((t) => values.agreedTerms.includes(t.termsIdx));

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (issues.valid && !sending) onNext();
      }}
    >
      {recap}
      <p className={styles.lead}>신청하시는 분의 정보를 확인해 주세요.</p>

      {collect.nameCollectYn === 'Y' ? (
        <div className={styles.field}>
          <label htmlFor={ids.name} className={styles.label}>
            이름
            {collect.nameRequiredYn === 'Y' ? <span className={styles.required}>필수</span> : null}
          </label>
          <input
            id={ids.name}
            className={styles.input}
            value={values.name}
            readOnly
            aria-invalid={issues.name ? true : undefined}
            aria-describedby={issues.name ? `${ids.name}-help` : undefined}
          />
          {issues.name ? (
            <p id={`${ids.name}-help`} className={styles.error}>
              {issues.name}
            </p>
          ) : null}
        </div>
      ) : null}

      {collect.contactCollectYn === 'Y' ? (
        <div className={styles.field}>
          <label htmlFor={ids.phone} className={styles.label}>
            연락처
            {collect.contactRequiredYn === 'Y' ? (
              <span className={styles.required}>필수</span>
            ) : null}
          </label>
          <input
            id={ids.phone}
            className={styles.input}
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01012345678"
            maxLength={PHONE_LENGTH}
            value={values.phoneNumber}
            onChange={(event) => set({ phoneNumber: digitsOnly(event.target.value, PHONE_LENGTH) })}
            onBlur={() => touch('phoneNumber')}
            aria-invalid={show('phoneNumber', values.phoneNumber) ? true : undefined}
            aria-describedby={`${ids.phone}-help`}
          />
          <p
            id={`${ids.phone}-help`}
            className={show('phoneNumber', values.phoneNumber) ? styles.error : styles.help}
          >
            {show('phoneNumber', values.phoneNumber)
              ? issues.phoneNumber
              : '숫자만 11자리로 입력해 주세요.'}
          </p>
        </div>
      ) : null}

      {collect.emailCollectYn === 'Y' ? (
        <div className={styles.field}>
          <label htmlFor={ids.email} className={styles.label}>
            이메일
            {collect.emailRequiredYn === 'Y' ? <span className={styles.required}>필수</span> : null}
          </label>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
            onBlur={() => touch('email')}
            aria-invalid={show('email', values.email) ? true : undefined}
            aria-describedby={show('email', values.email) ? `${ids.email}-help` : undefined}
          />
          {show('email', values.email) ? (
            <p id={`${ids.email}-help`} className={styles.error}>
              {issues.email}
            </p>
          ) : null}
        </div>
      ) : null}

      {terms.length > 0 ? (
        <fieldset className={styles.section} aria-labelledby={ids.terms}>
          <legend id={ids.terms} className={styles.sectionTitle}>
            약관 동의
          </legend>
          <div className={styles.terms}>
            <Checkbox
              size="l"
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              onChange={(event) =>
                set({ agreedTerms: event.target.checked ? terms.map((t) => t.termsIdx) : [] })
              }
            >
              전체 동의
            </Checkbox>
            {terms.map((term) => (
              <div key={term.termsIdx} className={styles.termRow}>
                <Checkbox
                  checked={values.agreedTerms.includes(term.termsIdx)}
                  onChange={(event) =>
                    set({
                      agreedTerms: event.target.checked
                        ? [...values.agreedTerms, term.termsIdx]
                        : values.agreedTerms.filter((idx) => idx !== term.termsIdx),
                    })
                  }
                >
                  {termsLabel(term)}
                </Checkbox>
                <button type="button" className={styles.preview} onClick={() => setPreview(term)}>
                  보기<span className="sr-only">: {term.termsName}</span>
                </button>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}

      <Button type="submit" block className={styles.next} disabled={!issues.valid || sending}>
        {sending ? '신청하는 중이에요' : nextLabel}
      </Button>

      <BottomSheet
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.termsName ?? ''}
        tall
      >
        {preview ? <HtmlContent html={preview.termsDescription} /> : null}
      </BottomSheet>
      {children}
    </form>
  );
}
