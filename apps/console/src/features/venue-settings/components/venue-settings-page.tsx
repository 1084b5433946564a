import {
  DEFAULT_NOSHOW_RULES,
  type StaffVenueSettings,
  type VenueSettingsInput,
  venueSettingsInput,
  WAITLIST_MAX_PER_MEMBER,
} from '@venue/contract';
import { WEEK_ORDINALS_KO, WEEKDAY_LABELS_KO } from '@venue/contract/domain';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import {
  FormLinesField,
  FormMessages,
  firstError,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { optionalNumber, optionalText } from '../../../lib/form-values';
import { fromSeoulLocalInput, toSeoulLocalInput } from '../../../lib/seoul-time';
import { useVenueSettings } from '../api/get-venue-settings';
import { useSaveVenueSettings } from '../api/save-venue-settings';
import { ClosedDayBookings } from './closed-day-bookings';
import { NoShowRulesFields } from './noshow-rules-fields';
import { AddItem, RemoveItem } from './settings-parts';
import settingsStyles from './venue-settings.module.css';
import { WaitlistFields } from './waitlist-fields';

/** The form of a venue that has no settings yet (an empty production venue). */
const EMPTY: VenueSettingsInput = {
  venueName: '',
  venueNameEn: '',
  phone: '',
  roadAddress: '',
  addressDetail: '',
  // No made-up coordinates: empty until the operator sets them.
  lat: null,
  lng: null,
  hours: { summary: '', note: '', weekly: [] },
  closedDays: { weekdays: [], monthlyWeekdays: [], dates: [], notes: [] },
  transport: [],
  brand: { title: '', story: [], quote: '', imagePath: null, floors: [], rules: [] },
  directions: { summary: '', steps: [], mapImagePath: null },
  business: {
    companyName: '',
    ceoName: '',
    businessNumber: '',
    mailOrderNumber: '',
    address: '',
    email: '',
  },
  privacyPolicyUrl: null,
  copyright: '',
  maintenance: null,
  noShowRules: {
    ...DEFAULT_NOSHOW_RULES,
    steps: DEFAULT_NOSHOW_RULES.steps.map((step) => ({ ...step })),
  },
  waitlist: { maxPerMember: WAITLIST_MAX_PER_MEMBER },
};

/**
 * /staff/venue-settings (decision 030), ADMIN only: the venue's facts as one document — names,
 * phone, address and coordinates, opening hours, closed days, transport, the brand tab's story
 * and the directions of the location tab, business information, privacy-policy link, copyright —
 * the no-show rules (불참 관리, decision 065), the waiting-list limit (대기 신청, decision 063) and
 * the maintenance window, during which visitors are sent to /inspection. One form, saved as a
 * whole.
 */
export function VenueSettingsPage() {
  const settings = useVenueSettings();
  return (
    <div className={styles.page}>
      <PageHeader title="운영 설정" />
      {settings.error ? <p role="alert">{settings.error.message}</p> : null}
      {settings.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {settings.isSuccess ? <SettingsForm settings={settings.data} /> : null}
    </div>
  );
}

function SettingsForm({ settings }: { settings: StaffVenueSettings | null }) {
  const save = useSaveVenueSettings();
  const {
    control,
    bind,
    register,
    setValue,
    submit,
    failure,
    done,
    formState: { errors, isSubmitting },
  } = useContractForm(
    venueSettingsInput,
    settings ?? EMPTY,
    async (values) => {
      await save.mutateAsync(values);
      return '운영 설정을 저장했어요. 방문자 화면에 바로 반영돼요.';
    },
    { invalid: '입력한 내용을 확인해 주세요.' },
  );
  const monthly = useFieldArray({ control, name: 'closedDays.monthlyWeekdays' });
  const transport = useFieldArray({ control, name: 'transport' });
  const floors = useFieldArray({ control, name: 'brand.floors' });
  const rules = useFieldArray({ control, name: 'brand.rules' });
  const steps = useFieldArray({ control, name: 'directions.steps' });
  const maintenance = useWatch({ control, name: 'maintenance' });
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="운영 설정">
      {settings ? null : (
        <p className={styles.notice}>
          아직 운영 설정이 없어요. 저장하면 방문자 화면의 푸터, 홈, 공간 안내에 보여요.
        </p>
      )}

      <Card id="venue-basic" title="기본 정보">
        <div className={styles.fieldRow}>
          <TextField id="venue-name" label="공간 이름" {...bind('venueName')} />
          <TextField
            id="venue-name-en"
            label="영문 이름 (선택)"
            lang="en"
            {...bind('venueNameEn')}
          />
        </div>
        <TextField
          id="venue-phone"
          label="대표 전화번호"
          type="tel"
          hint="02-1599-2641 형식"
          {...bind('phone')}
        />
        <TextField id="venue-road-address" label="도로명 주소" {...bind('roadAddress')} />
        <TextField id="venue-address-detail" label="상세 주소 (선택)" {...bind('addressDetail')} />
        <div className={styles.fieldRow}>
          <TextField
            id="venue-lat"
            label="위도 (선택)"
            hint="비워 두면 방문자 화면의 지도 링크가 도로명 주소로 찾아요. 위도와 경도는 함께 입력해 주세요."
            type="number"
            inputMode="decimal"
            step="any"
            {...bind('lat', { setValueAs: optionalNumber })}
          />
          <TextField
            id="venue-lng"
            label="경도 (선택)"
            type="number"
            inputMode="decimal"
            step="any"
            {...bind('lng', { setValueAs: optionalNumber })}
          />
        </div>
      </Card>

      <Card id="venue-hours" title="운영 시간">
        <TextField
          id="venue-hours-summary"
          label="운영 시간 (한 줄)"
          hint="매일 11:00 – 20:00"
          {...bind('hours.summary')}
        />
        <TextAreaField
          id="venue-hours-note"
          label="운영 시간 안내 (선택)"
          rows={2}
          {...bind('hours.note')}
        />
        <Controller
          control={control}
          name="hours.weekly"
          render={({ field, fieldState }) => (
            <WeeklyHours
              value={field.value ?? []}
              onChange={field.onChange}
              error={firstError(fieldState.error)}
            />
          )}
        />
      </Card>

      <Card id="venue-closed" title="휴관일">
        <Controller
          control={control}
          name="closedDays.weekdays"
          render={({ field, fieldState }) => (
            <fieldset className={styles.fieldset}>
              <legend>매주 쉬는 요일</legend>
              <div className={styles.choices}>
                {WEEKDAY_LABELS_KO.map((name, weekday) => (
                  <label key={name} className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={(field.value ?? []).includes(weekday)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...(field.value ?? []), weekday].sort()
                            : (field.value ?? []).filter((day) => day !== weekday),
                        )
                      }
                    />
                    {name}요일
                  </label>
                ))}
              </div>
              {fieldState.error ? (
                <p className={styles.fieldError}>{firstError(fieldState.error)}</p>
              ) : null}
            </fieldset>
          )}
        />
        <fieldset className={styles.fieldset}>
          <legend>매월 쉬는 날 (몇째 주 무슨 요일)</legend>
          {monthly.fields.map((item, index) => (
            <div key={item.id} className={settingsStyles.ruleRow}>
              <SelectField
                id={`venue-monthly-${index}-week`}
                label={`규칙 ${index + 1}: 주`}
                {...bind(`closedDays.monthlyWeekdays.${index}.week`, { valueAsNumber: true })}
              >
                {WEEK_ORDINALS_KO.map((name, week) => (
                  <option key={name} value={week + 1}>
                    {name} 주
                  </option>
                ))}
              </SelectField>
              <SelectField
                id={`venue-monthly-${index}-weekday`}
                label={`규칙 ${index + 1}: 요일`}
                {...bind(`closedDays.monthlyWeekdays.${index}.weekday`, { valueAsNumber: true })}
              >
                {WEEKDAY_LABELS_KO.map((name, weekday) => (
                  <option key={name} value={weekday}>
                    {name}요일
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={`${styles.smallButton} ${styles.dangerButton}`}
                onClick={() => monthly.remove(index)}
              >
                규칙 {index + 1} 빼기
              </button>
            </div>
          ))}
          <AddItem
            label="매월 휴관 규칙 추가"
            onClick={() => monthly.append({ week: 3, weekday: 1 })}
          />
        </fieldset>
        <FormLinesField
          control={control}
          name="closedDays.dates"
          id="venue-closed-dates"
          label="쉬는 날짜 (설날, 추석 등)"
          hint="한 줄에 하나씩 YYYY-MM-DD"
          rows={4}
        />
        <FormLinesField
          control={control}
          name="closedDays.notes"
          id="venue-closed-notes"
          label="휴관 안내 문구 (선택)"
          hint="공간 안내에 보여요. 한 줄에 하나씩"
          rows={3}
        />
      </Card>

      <ClosedDayBookings />

      <NoShowRulesFields control={control} register={register} errors={errors} />

      <WaitlistFields register={register} errors={errors.waitlist} />

      <Card id="venue-transport" title="교통 안내">
        {transport.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.fieldset}>
            <legend>교통 안내 {index + 1}</legend>
            <TextField
              id={`venue-transport-${index}-title`}
              label="제목"
              hint="지하철, 버스, 주차"
              {...bind(`transport.${index}.title`)}
            />
            <FormLinesField
              control={control}
              name={`transport.${index}.lines`}
              id={`venue-transport-${index}-lines`}
              label="안내 (한 줄에 하나씩)"
              rows={3}
            />
            <RemoveItem
              label={`교통 안내 ${index + 1} 빼기`}
              onClick={() => transport.remove(index)}
            />
          </fieldset>
        ))}
        <AddItem
          label="교통 안내 추가"
          onClick={() => transport.append({ title: '', lines: [] })}
        />
      </Card>

      <Card
        id="venue-brand"
        title="브랜드 소개"
        notice="공간 안내의 브랜드 탭에 보여요. 비워 둔 항목은 방문자 화면에 나오지 않아요."
      >
        <TextField
          id="venue-brand-title"
          label="브랜드 소개 제목 (선택)"
          hint="공간 이름 앞에 보여요. 예: 연결이 신호가 되는 곳,"
          {...bind('brand.title')}
        />
        <FormLinesField
          control={control}
          name="brand.story"
          id="venue-brand-story"
          label="브랜드 이야기 (선택)"
          hint="한 줄이 한 문단이에요."
          rows={5}
        />
        <TextAreaField
          id="venue-brand-quote"
          label="맺음말 (선택)"
          rows={2}
          {...bind('brand.quote')}
        />
        <TextField
          id="venue-brand-image"
          label="브랜드 이미지 (선택)"
          hint="미디어에 올린 이미지 주소 (/media/…). 비워 두면 층 소개로 건물 단면을 그려요."
          {...bind('brand.imagePath', { setValueAs: optionalText })}
        />
        {floors.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.fieldset}>
            <legend>층 소개 {index + 1}</legend>
            <div className={styles.fieldRow}>
              <TextField
                id={`venue-brand-floor-${index}-badge`}
                label="층 표시"
                hint="B1, 1F, Rooftop"
                {...bind(`brand.floors.${index}.badge`)}
              />
              <TextField
                id={`venue-brand-floor-${index}-word`}
                label="키워드 (선택)"
                hint="영문 한 단어, 예: SOUND"
                lang="en"
                {...bind(`brand.floors.${index}.word`)}
              />
            </div>
            <TextField
              id={`venue-brand-floor-${index}-title`}
              label="제목"
              {...bind(`brand.floors.${index}.title`)}
            />
            <TextAreaField
              id={`venue-brand-floor-${index}-text`}
              label="소개 (선택)"
              rows={2}
              {...bind(`brand.floors.${index}.text`)}
            />
            <TextField
              id={`venue-brand-floor-${index}-zones`}
              label="공간 (선택)"
              hint="이 층의 공간을 한 줄로, 예: The Stage · Goods Zone"
              {...bind(`brand.floors.${index}.zones`)}
            />
            <RemoveItem label={`층 소개 ${index + 1} 빼기`} onClick={() => floors.remove(index)} />
          </fieldset>
        ))}
        <AddItem
          label="층 소개 추가"
          onClick={() => floors.append({ badge: '', word: '', title: '', text: '', zones: '' })}
        />
        {rules.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.fieldset}>
            <legend>이용 약속 {index + 1}</legend>
            <TextField
              id={`venue-brand-rule-${index}-title`}
              label="제목"
              {...bind(`brand.rules.${index}.title`)}
            />
            <TextAreaField
              id={`venue-brand-rule-${index}-text`}
              label="내용"
              rows={2}
              {...bind(`brand.rules.${index}.text`)}
            />
            <RemoveItem label={`이용 약속 ${index + 1} 빼기`} onClick={() => rules.remove(index)} />
          </fieldset>
        ))}
        <AddItem label="이용 약속 추가" onClick={() => rules.append({ title: '', text: '' })} />
      </Card>

      <Card id="venue-directions" title="찾아오는 길" notice="공간 안내의 오시는 길 탭에 보여요.">
        <TextField
          id="venue-directions-summary"
          label="한 줄 안내 (선택)"
          hint="탭의 제목이 돼요. 예: 성수역 5번 출구에서 도보 약 6분"
          {...bind('directions.summary')}
        />
        {steps.fields.map((item, index) => (
          <fieldset key={item.id} className={styles.fieldset}>
            <legend>걷는 길 {index + 1}단계</legend>
            <TextField
              id={`venue-directions-step-${index}-title`}
              label="제목"
              hint="성수역 5번 출구"
              {...bind(`directions.steps.${index}.title`)}
            />
            <TextField
              id={`venue-directions-step-${index}-text`}
              label="설명"
              {...bind(`directions.steps.${index}.text`)}
            />
            <RemoveItem
              label={`걷는 길 ${index + 1}단계 빼기`}
              onClick={() => steps.remove(index)}
            />
          </fieldset>
        ))}
        <AddItem label="걷는 길 단계 추가" onClick={() => steps.append({ title: '', text: '' })} />
        <TextField
          id="venue-directions-map"
          label="약도 이미지 (선택)"
          hint="미디어에 올린 이미지 주소 (/media/…). 카카오 지도를 쓸 수 없을 때 보여요."
          {...bind('directions.mapImagePath', { setValueAs: optionalText })}
        />
      </Card>

      <Card id="venue-business" title="사업자 정보">
        <div className={styles.fieldRow}>
          <TextField id="venue-company" label="상호 (선택)" {...bind('business.companyName')} />
          <TextField id="venue-ceo" label="대표자 (선택)" {...bind('business.ceoName')} />
        </div>
        <div className={styles.fieldRow}>
          <TextField
            id="venue-business-number"
            label="사업자등록번호 (선택)"
            hint="000-00-00000"
            {...bind('business.businessNumber')}
          />
          <TextField
            id="venue-mail-order"
            label="통신판매업 신고번호 (선택)"
            {...bind('business.mailOrderNumber')}
          />
        </div>
        <TextField
          id="venue-business-address"
          label="사업장 주소 (선택)"
          {...bind('business.address')}
        />
        <TextField
          id="venue-email"
          label="이메일 (선택)"
          type="email"
          {...bind('business.email')}
        />
        <TextField
          id="venue-privacy-url"
          label="개인정보처리방침 링크 (선택)"
          type="url"
          hint="https:// 로 시작하는 주소"
          {...bind('privacyPolicyUrl', { setValueAs: optionalText })}
        />
        <TextField
          id="venue-copyright"
          label="저작권 표시 (선택)"
          hint="© 2026 회사 이름. All rights reserved."
          {...bind('copyright')}
        />
      </Card>

      <Card id="venue-maintenance" title="점검 시간">
        <p className={styles.notice} id="venue-maintenance-warning">
          <strong>점검 시간 동안 방문자는 어느 화면에서든 점검 안내(/inspection)로 이동하고</strong>
          , 예약·로그인 등 방문자 기능을 쓸 수 없어요.{' '}
          <strong>My QR과 입구의 QR 확인(입장)은 점검 중에도 그대로 돼요.</strong> 스태프 콘솔도
          그대로 쓸 수 있어요.
        </p>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={maintenance != null}
            aria-describedby="venue-maintenance-warning"
            onChange={(event) =>
              setValue(
                'maintenance',
                event.target.checked ? { startAt: '', endAt: '', message: '' } : null,
                { shouldDirty: true },
              )
            }
          />
          점검 시간 예약
        </label>
        {maintenance != null ? (
          <>
            <div className={styles.fieldRow}>
              {(
                [
                  ['startAt', 'start', '시작'],
                  ['endAt', 'end', '끝'],
                ] as const
              ).map(([name, id, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={`maintenance.${name}`}
                  render={({ field, fieldState }) => (
                    <TextField
                      id={`venue-maintenance-${id}`}
                      label={`${label} (서울 시각)`}
                      type="datetime-local"
                      error={fieldState.error?.message}
                      value={toSeoulLocalInput(field.value)}
                      // Emptied stays '' (not null) so the contract's own words say the time is missing.
                      onChange={(event) =>
                        field.onChange(fromSeoulLocalInput(event.target.value) ?? '')
                      }
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ))}
            </div>
            <TextAreaField
              id="venue-maintenance-message"
              label="점검 안내 문구 (선택)"
              hint="비워 두면 기본 문구를 보여요."
              rows={3}
              {...bind('maintenance.message')}
            />
          </>
        ) : null}
      </Card>

      <div className={styles.saveBar}>
        <FormMessages failure={failure} done={done} />
        <button type="submit" className={styles.bigButton} disabled={isSubmitting}>
          운영 설정 저장
        </button>
      </div>
    </form>
  );
}

type WeeklyEntry = { weekday: number; open: string; close: string };

/** Hours per weekday: a weekday checked has its own opening and closing time. */
function WeeklyHours({
  value,
  onChange,
  error,
}: {
  value: WeeklyEntry[];
  onChange: (value: WeeklyEntry[]) => void;
  error: string | undefined;
}) {
  const entry = (weekday: number) => value.find((item) => item.weekday === weekday);
  const set = (weekday: number, next: WeeklyEntry | null) =>
    onChange(
      [...value.filter((item) => item.weekday !== weekday), ...(next ? [next] : [])].sort(
        (a, b) => a.weekday - b.weekday,
      ),
    );
  return (
    <fieldset className={styles.fieldset}>
      <legend>요일별 운영 시간 (선택)</legend>
      {WEEKDAY_LABELS_KO.map((name, weekday) => {
        const current = entry(weekday);
        return (
          <div key={name} className={settingsStyles.dayRow}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={!!current}
                onChange={(event) =>
                  set(
                    weekday,
                    event.target.checked ? { weekday, open: '11:00', close: '20:00' } : null,
                  )
                }
              />
              {name}요일 운영
            </label>
            {current
              ? (
                  [
                    ['open', '여는'],
                    ['close', '닫는'],
                  ] as const
                ).map(([end, word]) => (
                  <TextField
                    key={end}
                    id={`venue-weekly-${weekday}-${end}`}
                    label={`${name}요일 ${word} 시각`}
                    type="time"
                    error={undefined}
                    value={current[end]}
                    onChange={(event) => set(weekday, { ...current, [end]: event.target.value })}
                  />
                ))
              : null}
          </div>
        );
      })}
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </fieldset>
  );
}
