import {
  type SeasonState,
  STAMP_GOAL_MAX,
  type StaffReward,
  type StaffSeason,
  seoulToday,
  staffRewardSaveBody,
  staffSeasonSaveBody,
} from '@venue/contract';
import { quotedWithParticle } from '@venue/contract/domain';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { ImageField, OrderField, YnCheckbox } from '../../../components/cms/field';
import {
  type Editing,
  type EditorProps,
  type PageMessages,
  type Resource,
  ResourceEditor,
  ResourcePage,
  usePageMessages,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { Field, TextField } from '../../../components/form-fields';
import { RichTextField } from '../../../components/rich-text-editor';
import { optionalNumber } from '../../../lib/form-values';
import { useDeleteReward } from '../api/delete-reward';
import { useDeleteSeason } from '../api/delete-season';
import { useStaffSeasons } from '../api/get-seasons';
import { useSaveReward } from '../api/save-reward';
import { useSaveSeason } from '../api/save-season';
import { seasonPeriod, seasonStateLabels, stockSummary } from '../draw-tour-labels';
import tour from './staff-draw-tour.module.css';

const stateChip: Record<SeasonState, string> = {
  HIDDEN: cms.chipMuted ?? '',
  SCHEDULED: cms.chipScheduled ?? '',
  LIVE: cms.chipLive ?? '',
  ENDED: cms.chipWarn ?? '',
};

/**
 * /staff/draw-tour: every Draw Tour season, newest first, and under the list the
 * chosen season's rewards with their stock, handouts and what is left; the season's editor beside.
 * The reward desk (/staff/rewards) hands the rewards out; this page prepares them.
 */
export function StaffDrawTour() {
  const seasons = useStaffSeasons();
  const [editing, setEditing] = useState<Editing>(null);
  const messages = usePageMessages();
  const removeSeason = useDeleteSeason();
  const list = seasons.data;
  const current = list?.find((season) => season.seasonIdx === editing);
  const resource: Resource<StaffSeason> = {
    title: '드로우 투어',
    id: 'season',
    newLabel: '새 시즌 만들기',
    listTitle: '시즌 목록',
    empty: '아직 시즌이 없어요. 첫 시즌을 만들어 주세요.',
    placeholder:
      '목록에서 시즌을 고르거나 새 시즌을 만들어 주세요. 시즌을 고르면 리워드와 재고도 함께 관리할 수 있어요.',
    key: (season) => season.seasonIdx,
    name: (season) => `시즌 ‘${season.title}’`,
    deleteName: (season) => `시즌 '${season.title}'`,
    row: SeasonRow,
    editor: (props) => <SeasonEditor {...props} />,
    remove: (season) => removeSeason.mutateAsync({ seasonIdx: season.seasonIdx }),
    // A season with stamps or handouts stays (it can be hidden).
    removable: (season) => season.stampHolderCount === 0 && season.claimCount === 0,
    consequence: (season) => (
      <p>
        {season.rewardList.length > 0
          ? `리워드 ${season.rewardList.length}개도 함께 삭제돼요. `
          : ''}
        삭제하면 되돌릴 수 없어요.
      </p>
    ),
  };

  return (
    <ResourcePage
      resource={resource}
      messages={messages}
      editing={[editing, setEditing]}
      list={{ items: list, error: seasons.error }}
      listTools={list ? <p className={cms.meta}>모두 {list.length}개</p> : null}
      listMeta={
        <p className={cms.meta}>
          도장은 오늘 진행 중인 시즌에 찍혀요. 노출 중인 시즌끼리는 기간이 겹칠 수 없어요.
        </p>
      }
      belowList={
        current ? (
          <SeasonRewards
            key={`rewards-${current.seasonIdx}`}
            season={current}
            messages={messages}
          />
        ) : null
      }
    />
  );
}

function SeasonRow(season: StaffSeason) {
  return (
    <>
      <span className={cms.rowTop}>
        <span className={`${cms.chip} ${stateChip[season.state]}`}>
          {seasonStateLabels[season.state]}
        </span>
        <span className={cms.rowTitle}>{season.title}</span>
      </span>
      <span className={tour.rowMeta}>
        {seasonPeriod(season)} · 도장 {season.stampGoal}칸 · 리워드 {season.rewardList.length}개 ·
        참여 {season.stampHolderCount}명
      </span>
    </>
  );
}

// ── The season's editor ─────────────────────────────────────────────────────

/** Saved, the season stays open: a new one to add its rewards to. */
function SeasonEditor({ item: season, onSaved, onClose, deleteButton }: EditorProps<StaffSeason>) {
  const save = useSaveSeason();
  const today = seoulToday(new Date());
  const form = useResourceForm({
    schema: staffSeasonSaveBody,
    item: season,
    idKey: 'seasonIdx',
    blank: {
      title: '',
      summary: '',
      methodHtml: '',
      imagePath: '',
      startDate: today,
      endDate: today,
      stampGoal: 10,
      displayYn: 'Y',
    },
    save: save.mutateAsync,
    message: (values) =>
      season
        ? `시즌 ${quotedWithParticle(values.title, '을/를')} 저장했어요.`
        : `시즌 ${quotedWithParticle(values.title, '을/를')} 만들었어요. 이제 리워드를 추가해 주세요.`,
    next: (saved) => saved.seasonIdx,
    onSaved,
  });
  const { control, bind } = form;
  const highest = season?.rewardList.reduce((most, r) => Math.max(most, r.requiredStamps), 0) ?? 0;

  return (
    <ResourceEditor
      id="season"
      noun="시즌"
      isNew={!season}
      submitLabel={season ? '시즌 저장' : '시즌 만들기'}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      {season && deleteButton === null ? (
        <p className={cms.meta}>
          참여 기록(도장 {season.stampHolderCount}명, 지급 {season.claimCount}건)이 있어 삭제할 수
          없어요. 방문자에게서 숨기려면 노출을 꺼 주세요.
        </p>
      ) : null}
      <TextField
        compact
        id="season-title"
        label="시즌 이름"
        placeholder="예: 드로우 투어 시즌 3 · 겨울 산책"
        {...bind('title')}
      />
      <TextField
        compact
        id="season-summary"
        label="한 줄 소개 (선택)"
        hint="도장판 위와 지난 시즌 목록에 보여요."
        {...bind('summary')}
      />
      <div className={cms.fieldRow}>
        <TextField compact id="season-start" type="date" label="시작일" {...bind('startDate')} />
        <TextField
          compact
          id="season-end"
          type="date"
          label="종료일"
          hint="시작일과 종료일 모두 포함해요 (서울 기준)."
          {...bind('endDate')}
        />
      </div>
      <TextField
        compact
        id="season-goal"
        type="number"
        inputMode="numeric"
        min={Math.max(1, highest)}
        max={STAMP_GOAL_MAX}
        label="도장 목표"
        hint={
          highest > 0
            ? `도장판의 칸 수예요. 리워드에 필요한 도장(최대 ${highest}개)보다 적게 줄일 수 없어요.`
            : '도장판의 칸 수예요.'
        }
        {...bind('stampGoal', { valueAsNumber: true })}
      />
      <ImageField
        control={control}
        name="imagePath"
        label="대표 이미지"
        hint="도장판 위에 넓게 보여요. 가로로 긴 이미지(약 5:2)가 잘 어울려요."
        clearable={false}
      />
      <RichTextField
        control={control}
        name="methodHtml"
        label="참여 방법"
        hint="도장을 모으는 방법과 리워드를 받는 곳을 알려 주세요."
        images
      />
      <YnCheckbox
        control={control}
        name="displayYn"
        label="방문자에게 노출"
        hint="끄면 방문자에게 보이지 않고 도장도 찍히지 않아요. 노출 중인 시즌끼리는 기간이 겹칠 수 없어요."
      />
    </ResourceEditor>
  );
}

// ── The season's rewards ────────────────────────────────────────────────────

function SeasonRewards({ season, messages }: { season: StaffSeason; messages: PageMessages }) {
  const [editing, setEditing] = useState<StaffReward | 'new' | null>(null);
  const remove = useDeleteReward();
  const headingId = `season-${season.seasonIdx}-rewards`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={cms.toolbar}>
        <h2 id={headingId} className={styles.cardTitle}>
          리워드와 재고
        </h2>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => {
            messages.clear();
            setEditing('new');
          }}
        >
          리워드 추가
        </button>
      </div>
      <p className={cms.meta}>
        {season.title} · 참여 {season.stampHolderCount}명 · 지급 {season.claimCount}건
      </p>
      {season.rewardList.length === 0 ? (
        <p className={styles.empty}>아직 리워드가 없어요. 도장 수에 맞춰 리워드를 추가해 주세요.</p>
      ) : (
        <ul className={tour.rewards} aria-label={`${season.title} 리워드`}>
          {season.rewardList.map((reward) => (
            <li key={reward.rewardIdx} className={tour.reward}>
              <img src={reward.imagePath} alt="" className={cms.thumb} />
              <div className={tour.rewardText}>
                <span className={tour.stamps}>도장 {reward.requiredStamps}개</span>
                <span className={cms.rowTitle}>{reward.title}</span>
                <span
                  className={reward.remainingStock === 0 ? `${cms.meta} ${tour.soldOut}` : cms.meta}
                >
                  {stockSummary(reward)}
                  {reward.remainingStock === 0 ? ' · 모두 지급됨' : ''}
                </span>
              </div>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`${reward.title} 수정`}
                aria-expanded={editing !== 'new' && editing?.rewardIdx === reward.rewardIdx}
                onClick={() => {
                  messages.clear();
                  setEditing(reward);
                }}
              >
                수정
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RewardEditor
          key={editing === 'new' ? 'new' : editing.rewardIdx}
          season={season}
          reward={editing === 'new' ? null : editing}
          onSaved={(message) => {
            setEditing(null);
            messages.say(message);
          }}
          onClose={() => setEditing(null)}
          deleteButton={
            editing === 'new' || editing.claimedCount > 0 ? null : (
              <DeleteButton
                itemName={`리워드 '${editing.title}'`}
                onDelete={async () => {
                  await remove.mutateAsync({ rewardIdx: editing.rewardIdx });
                  setEditing(null);
                  messages.say(`리워드 ${quotedWithParticle(editing.title, '을/를')} 삭제했어요.`);
                }}
                onFailure={messages.fail}
              />
            )
          }
        />
      ) : null}
    </section>
  );
}

function RewardEditor({
  season,
  reward,
  onSaved,
  onClose,
  deleteButton,
}: {
  season: StaffSeason;
  reward: StaffReward | null;
  onSaved: (message: string) => void;
  onClose: () => void;
  deleteButton: React.ReactNode;
}) {
  const save = useSaveReward();
  const form = useResourceForm({
    schema: staffRewardSaveBody,
    // A saved reward's season is the one open (the list's rewards do not repeat it).
    item: reward && { ...reward, seasonIdx: season.seasonIdx },
    idKey: 'rewardIdx',
    blank: {
      seasonIdx: season.seasonIdx,
      requiredStamps: 1,
      title: '',
      description: '',
      imagePath: '',
      sortIndex: season.rewardList.length,
      stock: null,
    },
    save: save.mutateAsync,
    message: (values) =>
      `리워드 ${quotedWithParticle(values.title, '을/를')} ${reward ? '저장' : '추가'}했어요.`,
    onSaved,
  });
  const {
    register,
    control,
    bind,
    formState: { errors },
  } = form;
  const claimed = reward?.claimedCount ?? 0;

  return (
    <ResourceEditor
      id="reward"
      noun="리워드"
      isNew={!reward}
      title={reward ? `리워드 수정 · ${reward.title}` : undefined}
      submitLabel={reward ? '리워드 저장' : '리워드 추가'}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      {reward && claimed > 0 ? (
        <p className={cms.meta}>
          이미 {claimed}명에게 지급해 삭제할 수 없어요. 더 지급하지 않으려면 준비 수량을 {claimed}
          개로 줄여 주세요.
        </p>
      ) : null}
      <TextField
        compact
        id="reward-title"
        label="리워드 이름"
        placeholder="예: 루프탑 웰컴 드링크"
        {...bind('title')}
      />
      <Field
        id="reward-description"
        label="설명 (선택)"
        error={errors.description?.message}
        hint="무엇을 어디서 받는지 적어 주세요."
      >
        {(aria) => (
          <textarea
            className={`${cms.textarea} ${tour.shortText}`}
            rows={3}
            {...aria}
            {...register('description')}
          />
        )}
      </Field>
      <div className={cms.fieldRow}>
        <TextField
          compact
          id="reward-stamps"
          type="number"
          inputMode="numeric"
          min={1}
          max={season.stampGoal}
          label="필요한 도장 수"
          hint={`1~${season.stampGoal}개 (도장 목표까지)`}
          {...bind('requiredStamps', { valueAsNumber: true })}
        />
        <TextField
          compact
          id="reward-stock"
          type="number"
          inputMode="numeric"
          min={claimed}
          label="준비 수량 (선착순)"
          hint={
            claimed > 0
              ? `지금까지 ${claimed}개 지급했어요. 그보다 적게 줄일 수 없어요. 비워 두면 수량 제한이 없어요.`
              : '비워 두면 수량 제한 없이 지급해요.'
          }
          {...bind('stock', { setValueAs: optionalNumber })}
        />
      </div>
      <ImageField control={control} name="imagePath" label="리워드 이미지" clearable={false} />
      <OrderField id="reward-order" error={errors.sortIndex?.message}>
        {register('sortIndex', { valueAsNumber: true })}
      </OrderField>
    </ResourceEditor>
  );
}
