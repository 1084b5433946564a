import { staffDoorRuleBody } from '@venue/contract';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { optionalNumber } from '../../../lib/form-values';
import { useSetDoorRule } from '../api/set-door-rule';

/**
 * The program's door rule (EDITOR and ADMIN; decision 032), under its roster: minutes before a
 * instance's start from which only its booked members enter; left empty, anyone with a QR enters
 * (walk-in).
 */
export function DoorRuleForm({
  programIdx,
  doorWindowMinutes,
}: {
  programIdx: number;
  doorWindowMinutes: number | null;
}) {
  const save = useSetDoorRule();
  const {
    bind,
    submit,
    failure,
    done,
    formState: { isSubmitting },
  } = useContractForm(staffDoorRuleBody, { programIdx, doorWindowMinutes }, async (values) => {
    const saved = await save.mutateAsync(values);
    return saved.doorWindowMinutes === null
      ? '예약 없이도 들어올 수 있게 했어요.'
      : `회차 시작 ${saved.doorWindowMinutes}분 전부터 예약한 분만 들어와요.`;
  });
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="door-rule-heading">
      <h2 id="door-rule-heading" className={styles.cardTitle}>
        입장 규칙
      </h2>
      <TextField
        id="door-rule-minutes"
        label="회차 시작 몇 분 전부터 예약자만 입장"
        type="number"
        inputMode="numeric"
        compact
        hint="비워 두면 예약 없이도 입장해요(워크인). 0–720분"
        {...bind('doorWindowMinutes', { setValueAs: optionalNumber })}
      />
      <button type="submit" className={styles.smallButton} disabled={isSubmitting}>
        입장 규칙 저장
      </button>
      <FormMessages failure={failure || undefined} done={done} />
    </form>
  );
}
