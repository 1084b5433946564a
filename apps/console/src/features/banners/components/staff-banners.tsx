import {
  type BannerState,
  type StaffBanner,
  type StaffBannerType,
  staffBannerSaveBody,
  staffBannerType,
} from '@venue/contract';
import { useState } from 'react';
import { Controller, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import {
  ImageField,
  OrderField,
  SeoulDateTimeField,
  YnCheckbox,
} from '../../../components/cms/field';
import {
  type Editing,
  type EditorProps,
  type Resource,
  ResourceEditor,
  ResourcePage,
  usePageMessages,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { Field, TextField } from '../../../components/form-fields';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { staffPaths } from '../../../config/paths';
import { optionalText } from '../../../lib/form-values';
import { htmlText } from '../../../lib/html-text';
import { useDeleteBanner } from '../api/delete-banner';
import { useStaffBanners } from '../api/get-banners';
import { useProgramTargets } from '../api/get-program-targets';
import { useSaveBanner } from '../api/save-banner';
import {
  audienceLabels,
  bannerPeriodLabel,
  bannerStateLabels,
  bannerTypeLabel,
  bannerTypes,
  mainSlots,
  popupKindLabels,
} from '../banner-labels';

const stateChip: Record<BannerState, string | undefined> = {
  HIDDEN: cms.chipMuted,
  SCHEDULED: cms.chipScheduled,
  LIVE: cms.chipLive,
  ENDED: cms.chipWarn,
};

/**
 * /staff/banners?type=…: one tab per banner type — the home grid's slots (MAIN),
 * promotions, popups, the bottom sheet, the side menu's and My QR's banners — each listing its
 * banners with their state now (숨김, 예약됨, 노출 중, 종료), and the editor beside the list.
 */
export function StaffBanners() {
  const [search] = useSearchParams();
  const parsedType = staffBannerType.safeParse(search.get('type'));
  const type: StaffBannerType = parsedType.success ? parsedType.data : 'MAIN';
  const banners = useStaffBanners(type);
  const [editing, setEditing] = useState<Editing>(null);
  const messages = usePageMessages();
  const remove = useDeleteBanner();
  const typeInfo = bannerTypes.find((item) => item.type === type);
  const resource: Resource<StaffBanner> = {
    title: '배너',
    id: 'banner',
    newLabel: `새 ${bannerTypeLabel(type)} 배너`,
    listTitle: `${typeInfo?.label} 배너`,
    empty: '배너가 없어요.',
    placeholder: '목록에서 배너를 고르거나 새 배너를 만들어 주세요.',
    key: (banner) => banner.bannerIdx,
    name: (banner) => `배너 '${banner.bannerName}'`,
    row: BannerRow,
    editor: (props) => <BannerEditor {...props} type={type} />,
    remove: (banner) => remove.mutateAsync({ bannerType: type, bannerIdx: banner.bannerIdx }),
  };

  return (
    <ResourcePage
      resource={resource}
      messages={messages}
      editing={[editing, setEditing]}
      list={{
        items: banners.data?.filter((banner) => banner.bannerType === type),
        error: banners.error,
      }}
      listMeta={<p className={cms.meta}>{typeInfo?.where}</p>}
      above={
        <nav aria-label="배너 종류">
          <ul className={cms.tabs}>
            {bannerTypes.map((item) => (
              <li key={item.type}>
                <Link
                  className={cms.tab}
                  to={staffPaths.banners.getHref(item.type)}
                  aria-current={item.type === type ? 'page' : undefined}
                  onClick={() => {
                    setEditing(null);
                    messages.clear();
                  }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}

function BannerRow(banner: StaffBanner) {
  return (
    <>
      <span className={cms.rowTop}>
        {banner.savePath ? <img className={cms.thumb} src={banner.savePath} alt="" /> : null}
        <span className={`${cms.chip} ${stateChip[banner.state]}`}>
          {bannerStateLabels[banner.state]}
        </span>
        {banner.slotCode ? (
          <span className={`${cms.chip} ${cms.chipMuted}`}>{banner.slotCode}</span>
        ) : null}
        {banner.popupKind ? (
          <span className={`${cms.chip} ${cms.chipMuted}`}>
            {popupKindLabels[banner.popupKind]}
          </span>
        ) : null}
        <span className={cms.rowTitle}>{banner.bannerName}</span>
      </span>
      <span className={cms.meta}>
        {audienceLabels[banner.audience]} · 순서 {banner.sortIndex} · {bannerPeriodLabel(banner)}
      </span>
    </>
  );
}

type BannerFormInput = z.input<typeof staffBannerSaveBody>;

/** A new banner of the tab's type. */
const blankBanner = (type: StaffBannerType): BannerFormInput => ({
  bannerType: type,
  bannerName: '',
  savePath: null,
  alt: '',
  audience: 'ALL',
  slotCode: type === 'MAIN' ? 'a1' : null,
  actionType: 'LINK',
  linkUrl: null,
  programIdx: null,
  popupDescription: null,
  sortIndex: 0,
  displayYn: 'Y',
  startAt: null,
  endAt: null,
});

/** A saved banner as its form starts: only the fields its type and its target use. */
const bannerValues = (type: StaffBannerType, banner: StaffBanner) => ({
  ...banner,
  bannerType: type,
  slotCode: type === 'MAIN' ? banner.slotCode : null,
  linkUrl: banner.actionType === 'LINK' ? banner.linkUrl : null,
  programIdx: banner.actionType === 'PROGRAM' ? banner.programIdx : null,
  popupDescription: type === 'POPUP' ? banner.popupDescription : null,
});

/**
 * One banner's form, with the fields its type takes: react-hook-form with the contract's
 * `staffBannerSaveBody`, whose rules by type (a slot for MAIN, an image or a text for a popup, an
 * alt for every image, a program for a PROGRAM target, the end after the start) show before it
 * is sent.
 */
function BannerEditor({
  type,
  item: banner,
  onSaved,
  onClose,
  deleteButton,
}: EditorProps<StaffBanner> & { type: StaffBannerType }) {
  const save = useSaveBanner();
  const form = useResourceForm({
    schema: staffBannerSaveBody,
    item: banner && bannerValues(type, banner),
    idKey: 'bannerIdx',
    blank: blankBanner(type),
    save: save.mutateAsync,
    name: (values) => `배너 '${values.bannerName}'`,
    onSaved,
  });
  const {
    bind,
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const actionType = useWatch({ control, name: 'actionType' });

  return (
    <ResourceEditor
      id="banner"
      noun={`${bannerTypeLabel(type)} 배너`}
      isNew={!banner}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      <TextField compact id="banner-name" label="배너 이름" {...bind('bannerName')} />
      {type === 'MAIN' ? (
        <Field
          id="banner-slot"
          label="슬롯"
          error={errors.slotCode?.message}
          hint="홈 그리드의 칸 (a1~d4)"
        >
          {(aria) => (
            <select
              className={`${styles.select} ${styles.compact}`}
              {...aria}
              {...register('slotCode')}
            >
              {mainSlots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <ImageField
        control={control}
        name="savePath"
        label={type === 'POPUP' ? '이미지 (이미지나 문구 중 하나는 필요해요)' : '배너 이미지'}
        clearable={type === 'POPUP'}
        onPicked={(picked) => {
          if (!getValues('alt')) setValue('alt', picked.alt);
        }}
      />
      <Field
        id="banner-alt"
        label="이미지 설명 (대체 텍스트)"
        error={errors.alt?.message}
        hint="이미지를 볼 수 없는 방문자에게 읽어 주는 글이에요."
      >
        {(aria) => (
          <input className={`${styles.input} ${styles.compact}`} {...aria} {...register('alt')} />
        )}
      </Field>
      {type === 'POPUP' ? (
        <Controller
          control={control}
          name="popupDescription"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="팝업 문구"
              hint="문구만 넣으면 글 팝업, 이미지와 함께 넣으면 이미지+문구 팝업이에요."
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(html) => field.onChange(html || null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <fieldset className={styles.roles}>
        <legend>노출 대상</legend>
        {(['ALL', 'GUEST', 'MEMBER'] as const).map((audience) => (
          <label key={audience} className={styles.role}>
            <input
              type="radio"
              value={audience}
              disabled={type === 'MAIN' && audience !== 'ALL'}
              {...register('audience')}
            />
            {audienceLabels[audience]}
          </label>
        ))}
      </fieldset>
      {errors.audience ? <p className={styles.fieldError}>{errors.audience.message}</p> : null}
      <fieldset className={styles.roles}>
        <legend>누르면</legend>
        <label className={styles.role}>
          <input
            type="radio"
            value="LINK"
            {...register('actionType', { onChange: () => setValue('programIdx', null) })}
          />
          링크로 이동
        </label>
        <label className={styles.role}>
          <input
            type="radio"
            value="PROGRAM"
            {...register('actionType', { onChange: () => setValue('linkUrl', null) })}
          />
          프로그램 열기
        </label>
      </fieldset>
      {actionType === 'PROGRAM' ? (
        <ProgramTargetField
          error={errors.programIdx?.message}
          current={banner?.programIdx ?? null}
          register={register('programIdx', {
            setValueAs: (v) => (v === '' || v === null ? null : Number(v)),
          })}
        />
      ) : (
        <Field
          id="banner-link"
          label="링크 주소"
          error={errors.linkUrl?.message}
          hint="/program처럼 앱 안의 경로나 https:// 주소. 비워 두면 홈(/)이에요."
        >
          {(aria) => (
            <input
              className={`${styles.input} ${styles.compact}`}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...aria}
              {...register('linkUrl', { setValueAs: optionalText })}
            />
          )}
        </Field>
      )}
      <div className={cms.fieldRow}>
        <SeoulDateTimeField
          control={control}
          name="startAt"
          id="banner-start"
          label="노출 시작"
          hint="비워 두면 바로"
        />
        <SeoulDateTimeField
          control={control}
          name="endAt"
          id="banner-end"
          label="노출 종료"
          hint="비워 두면 계속"
        />
      </div>
      <div className={cms.fieldRow}>
        <OrderField id="banner-order" error={errors.sortIndex?.message}>
          {register('sortIndex', { valueAsNumber: true })}
        </OrderField>
        <YnCheckbox
          control={control}
          name="displayYn"
          label="노출"
          hint="끄면 기간과 상관없이 숨겨요."
        />
      </div>
    </ResourceEditor>
  );
}

/** The program a PROGRAM banner opens: the staff program list, searchable by name. */
function ProgramTargetField({
  error,
  current,
  register,
}: {
  error: string | undefined;
  current: number | null;
  register: UseFormRegisterReturn;
}) {
  const [search, setSearch] = useState('');
  const programs = useProgramTargets(search);
  const list = programs.data?.list ?? [];
  return (
    <div className={cms.fieldRow}>
      <Field id="banner-program-search" label="프로그램 찾기" hint="이름의 일부로 찾아요.">
        {(aria) => (
          <input
            type="search"
            className={`${styles.input} ${styles.compact}`}
            {...aria}
            value={search}
            onChange={(event) => setSearch(event.target.value.trim())}
          />
        )}
      </Field>
      <Field id="banner-program" label="연결할 프로그램" error={error}>
        {(aria) => (
          <select className={`${styles.select} ${styles.compact}`} {...aria} {...register}>
            <option value="">선택해 주세요</option>
            {current && !list.some((program) => program.programIdx === current) ? (
              <option value={current}>프로그램 #{current}</option>
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
