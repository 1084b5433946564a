import {
  ESSENTIAL_MESSAGE_KINDS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  type StaffVenueSettings,
  venueSettingsInput,
} from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { FormMessages, SelectField } from '../../../components/form-fields';
import { staffPaths } from '../../../config/paths';
import { refusalWords } from '../../../lib/api-client';
import { useVenueSettings } from '../api/get-venue-settings';
import { useSaveVenueSettings } from '../api/save-venue-settings';
import css from './venue-settings.module.css';

/** 08시 … 20시: the day-before reminder never falls in the quiet hours (21:00–08:00). */
const REMINDER_HOURS = Array.from({ length: 13 }, (_, i) => 8 + i);

const isEssential = (kind: MessageKind) => ESSENTIAL_MESSAGE_KINDS.includes(kind);

/** '예약 확정, 응모 완료, 예약·응모 취소, 대기 예약 제안': the kinds that cannot be switched off. */
const ESSENTIAL_LABELS = ESSENTIAL_MESSAGE_KINDS.map((kind) => MESSAGE_KIND_LABELS[kind]).join(
  ', ',
);

/**
 * 발송 설정 (ADMIN, shown on the 메시지 page): a switch per message kind and the
 * hour of the day-before reminder, the venue settings' `messages`. The settings are one document
 * (`POST /api/staff/venue/settings/save`), so this loads it and saves it whole with only
 * `messages` changed. The kinds a member must get (`ESSENTIAL_MESSAGE_KINDS`: 예약 확정, 응모 완료,
 * 예약·응모 취소, 대기 예약 제안) are shown on and cannot be switched off, as the server refuses it
 * too.
 */
export function MessageSettings() {
  const settings = useVenueSettings();
  return (
    <Card id="message-settings-heading" title="발송 설정">
      <p className={styles.hint}>관리자만 바꿀 수 있어요. 바꾼 설정은 다음 발송부터 적용돼요.</p>
      {settings.error ? (
        <p className={styles.formError} role="alert">
          {settings.error.message}
        </p>
      ) : null}
      {settings.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {settings.isSuccess && settings.data === null ? (
        <p className={styles.notice}>
          운영 설정이 아직 없어요. <Link to={staffPaths.venueSettings.getHref()}>운영 설정</Link>을
          먼저 저장하면 여기서 메시지를 켜고 끌 수 있어요.
        </p>
      ) : null}
      {settings.data ? (
        // Not keyed on the data: after a save the answer asked again is what the form holds, and
        // its 저장했어요 stays on screen. The document saved is always the latest loaded.
        <MessageSettingsForm settings={settings.data} />
      ) : null}
    </Card>
  );
}

function MessageSettingsForm({ settings }: { settings: StaffVenueSettings }) {
  const save = useSaveVenueSettings();
  const [disabled, setDisabled] = useState<Set<MessageKind>>(
    () => new Set(settings.messages.disabledKinds),
  );
  const [reminderHour, setReminderHour] = useState(settings.messages.reminderHour);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');

  const toggle = (kind: MessageKind, on: boolean) => {
    setDone('');
    setDisabled((current) => {
      const next = new Set(current);
      if (on) next.delete(kind);
      else next.add(kind);
      return next;
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    setDone('');
    // The whole document as loaded, with only the messages changed.
    const parsed = venueSettingsInput.safeParse({
      ...settings,
      messages: {
        disabledKinds: MESSAGE_KINDS.filter((kind) => disabled.has(kind)),
        reminderHour,
      },
    });
    if (!parsed.success) {
      setFailure(
        `운영 설정에 고칠 항목이 있어 저장하지 못했어요: ${parsed.error.issues[0]?.message ?? ''} 운영 설정 페이지에서 먼저 고쳐 주세요.`,
      );
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setDone('발송 설정을 저장했어요. 다음 발송부터 적용돼요.');
    } catch (error) {
      setFailure(refusalWords(error, '저장하지 못했어요. 다시 시도해 주세요.'));
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="발송 설정">
      <fieldset className={styles.fieldset}>
        <legend>보낼 메시지</legend>
        <p className={styles.hint}>
          끈 종류는 새로 보내지 않아요. {withParticle(ESSENTIAL_LABELS, '은/는')} 회원이 꼭 받아야
          하는 필수 안내라 끌 수 없어요.
        </p>
        <ul className={css.kindSwitches}>
          {MESSAGE_KINDS.map((kind) => {
            const essential = isEssential(kind);
            return (
              <li key={kind}>
                <label className={cms.check}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={essential || !disabled.has(kind)}
                    aria-checked={essential || !disabled.has(kind)}
                    disabled={essential}
                    aria-describedby={essential ? `message-kind-${kind}-hint` : undefined}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                  <span>
                    {MESSAGE_KIND_LABELS[kind]}
                    {essential ? (
                      <span id={`message-kind-${kind}-hint`} className={cms.checkHint}>
                        필수 안내 · 항상 보내요
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SelectField
        id="message-reminder-hour"
        label="방문 전날 리마인더 발송 시각"
        hint="방문 전날 이 시각(서울)에 보내요. 밤 9시부터 아침 8시까지는 보내지 않아서 08시부터 20시까지 고를 수 있어요."
        error={undefined}
        value={String(reminderHour)}
        onChange={(event) => {
          setDone('');
          setReminderHour(Number(event.target.value));
        }}
      >
        {REMINDER_HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {`${String(hour).padStart(2, '0')}:00`}
          </option>
        ))}
      </SelectField>
      <div className={cms.actions}>
        <button type="submit" className={cms.primary} disabled={save.isPending}>
          발송 설정 저장
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
