import { noShowRulesInput, type VenueSettingsInput } from '@venue/contract';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { fieldBinder } from '../../../components/field-binder';
import { TextField } from '../../../components/form-fields';
import { errorAt } from '../../../lib/form-errors';
import { noShowRulesSummary } from '../noshow-rules-summary';
import { AddItem } from './settings-parts';
import settingsStyles from './venue-settings.module.css';

/** The contract's limit on restriction steps. */
export const MAX_NOSHOW_STEPS = 5;

/**
 * 불참 관리 (decision 065), a part of the 운영 설정 form: the window counted, the late-cancel hours
 * (a member's cancel that close to the start counts 0.5), the warning's count and the restriction
 * steps (from N no-shows, no bookings or draw entries for M days), with the rules in one plain
 * line under them. Checked by the form's contract schema; saved with the whole document.
 */
export function NoShowRulesFields({
  control,
  register,
  errors,
}: {
  control: Control<VenueSettingsInput>;
  register: UseFormRegister<VenueSettingsInput>;
  errors: FieldErrors<VenueSettingsInput>;
}) {
  const steps = useFieldArray({ control, name: 'noShowRules.steps' });
  const rules = useWatch({ control, name: 'noShowRules' });
  const parsed = noShowRulesInput.safeParse(rules);
  const stepsError = errorAt(errors, 'noShowRules.steps');
  const bind = fieldBinder(register, errors);
  const number = { valueAsNumber: true } as const;
  const addStep = () => {
    const last = rules?.steps?.at(-1);
    const count = Math.min(20, Number(last?.count ?? Number(rules?.warnAt ?? 1)) + 1);
    steps.append({ count, days: last ? Math.min(365, Number(last.days) * 2) : 14 });
  };

  return (
    <Card
      id="venue-noshow"
      title="불참 관리"
      notice="예약하고 오지 않으면 불참 1회, 시작 직전에 회원이 취소하면 0.5회로 세요. 횟수가 쌓이면 불참 안내를 보내고, 단계마다 정한 기간 동안 새 예약과 응모를 막아요."
    >
      <div className={styles.fieldRow}>
        <TextField
          id="venue-noshow-window"
          label="집계 기간 (일)"
          hint="최근 며칠 동안의 불참을 셀지 (7–365일)"
          type="number"
          inputMode="numeric"
          min={7}
          max={365}
          {...bind('noShowRules.windowDays', number)}
        />
        <TextField
          id="venue-noshow-late"
          label="늦은 취소 기준 (시간)"
          hint="시작 이 시간 이내의 취소는 0.5회 (0이면 세지 않아요)"
          type="number"
          inputMode="numeric"
          min={0}
          max={48}
          {...bind('noShowRules.lateCancelHours', number)}
        />
        <TextField
          id="venue-noshow-warn"
          label="경고 (회부터)"
          hint="이 횟수부터 불참 안내를 보내요"
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          {...bind('noShowRules.warnAt', number)}
        />
      </div>
      <fieldset className={styles.fieldset} aria-describedby="venue-noshow-steps-note">
        <legend>예약·응모 제한 단계</legend>
        {steps.fields.map((item, index) => (
          <div key={item.id} className={settingsStyles.ruleRow}>
            <TextField
              id={`venue-noshow-step-${index}-count`}
              label={`${index + 1}단계: 불참 (회부터)`}
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              {...bind(`noShowRules.steps.${index}.count`, number)}
            />
            <TextField
              id={`venue-noshow-step-${index}-days`}
              label={`${index + 1}단계: 제한 기간 (일 동안)`}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              {...bind(`noShowRules.steps.${index}.days`, number)}
            />
            <button
              type="button"
              className={`${styles.smallButton} ${styles.dangerButton}`}
              onClick={() => steps.remove(index)}
            >
              {index + 1}단계 빼기
            </button>
          </div>
        ))}
        {steps.fields.length === 0 ? (
          <p className={styles.empty}>제한 단계가 없어요. 불참 안내만 보내요.</p>
        ) : null}
        <p id="venue-noshow-steps-note" className={stepsError ? styles.fieldError : styles.hint}>
          {stepsError ?? `단계의 횟수는 단계마다 커져야 해요. ${MAX_NOSHOW_STEPS}단계까지예요.`}
        </p>
        <AddItem
          label="제한 단계 추가"
          disabled={steps.fields.length >= MAX_NOSHOW_STEPS}
          onClick={addStep}
        />
      </fieldset>
      <p className={settingsStyles.noShowSummary} id="venue-noshow-summary">
        <strong>요약</strong>{' '}
        {parsed.success ? noShowRulesSummary(parsed.data) : '입력한 값을 고치면 요약이 보여요.'}
      </p>
    </Card>
  );
}
