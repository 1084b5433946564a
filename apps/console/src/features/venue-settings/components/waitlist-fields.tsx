import { type VenueSettingsInput, WAITLIST_MAX_PER_MEMBER } from '@venue/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/form-fields';
import settingsStyles from './venue-settings.module.css';

/**
 * 대기 신청 (decision 063), a part of the 운영 설정 form beside 불참 관리: how many sessions one
 * member may wait for at once (`waitlist.maxPerMember`, 1–10). Checked by the form's contract
 * schema, in its words; saved with the whole document. The server checks the limit when a member
 * joins a line, so a lower number leaves the places already taken as they are.
 */
export function WaitlistFields({
  register,
  errors,
}: {
  register: UseFormRegister<VenueSettingsInput>;
  errors: FieldErrors<VenueSettingsInput>['waitlist'];
}) {
  return (
    <Card
      id="venue-waitlist"
      title="대기 신청"
      notice="정원이 찬 회차에는 회원이 대기 신청을 할 수 있어요. 자리가 나면 앞 순서부터 예약 제안을 보내고, 정한 시간 안에 수락하지 않으면 다음 대기자에게 넘어가요."
    >
      <div className={settingsStyles.singleField}>
        <TextField
          id="venue-waitlist-max"
          label="한 회원이 동시에 대기할 수 있는 회차 수"
          hint={`1–10개 (기본 ${WAITLIST_MAX_PER_MEMBER}개). 새로 대기 신청할 때부터 적용돼요.`}
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          error={errors?.maxPerMember?.message}
          {...register('waitlist.maxPerMember', { valueAsNumber: true })}
        />
      </div>
    </Card>
  );
}
