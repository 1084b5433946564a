import { type DoorList, staffDoorListSaveBody } from '@venue/contract';
import { type FormEvent, useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { FormMessages } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { isApiRequestError } from '../../../lib/api-client';
import { useDoorLists } from '../api/get-door-lists';
import { useStaffPlaces } from '../api/get-staff-places';
import { useSaveDoorList } from '../api/save-door-list';
import css from './door-lists-page.module.css';
import { placeOptionText } from './place-select';

type Draft = {
  doorListIdx?: number;
  name: string;
  zoneIdxs: number[];
  programIdxs: number[];
  active: boolean;
};

const emptyDraft: Draft = { name: '', zoneIdxs: [], programIdxs: [], active: true };

const toggle = (list: number[], idx: number) =>
  list.includes(idx) ? list.filter((value) => value !== idx) : [...list, idx];

/**
 * /staff/door-lists (EDITOR): named check-in lists. Each names the zones and the
 * programs a scanner on it admits; STAFF choose one on the scanner (입장 명단). The rule is said
 * on the page: a listed zone admits anyone, the entrance and listed programs only members booked
 * today for one of the list's programs, any other place refuses.
 */
export function DoorListsPage() {
  const lists = useDoorLists();
  const places = useStaffPlaces();
  const save = useSaveDoorList();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const body = {
      ...(draft.doorListIdx ? { doorListIdx: draft.doorListIdx } : {}),
      name: draft.name,
      zoneIdxs: draft.zoneIdxs,
      programIdxs: draft.programIdxs,
      activeYn: draft.active ? ('Y' as const) : ('N' as const),
    };
    const parsed = staffDoorListSaveBody.safeParse(body);
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      setFailure(undefined);
      setDone(`‘${saved.name}’ 명단을 저장했어요.`);
      setDraft(emptyDraft);
    } catch (error) {
      setFailure(
        isApiRequestError(error)
          ? (error.fields?.[0]?.message ?? error.message)
          : '저장하지 못했어요.',
      );
    }
  };

  const edit = (list: DoorList) => {
    setDone('');
    setFailure(undefined);
    setDraft({
      doorListIdx: list.doorListIdx,
      name: list.name,
      zoneIdxs: list.zoneIdxs,
      programIdxs: list.programIdxs,
      active: list.activeYn === 'Y',
    });
  };

  const zoneName = (idx: number) => {
    const zone = places.data?.zones.find((z) => z.zoneIdx === idx);
    return zone ? placeOptionText(zone.floorName, zone.zoneName) : `존 ${idx}`;
  };
  const programName = (idx: number) => {
    const program = places.data?.programs.find((p) => p.programIdx === idx);
    return program ? placeOptionText(program.floorName, program.programName) : `프로그램 ${idx}`;
  };

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="입장 명단" />
      <p className={styles.hint}>
        스캐너에서 명단을 고르면: 명단의 존에서는 유효한 QR이면 누구나 입장해요. 입구와 명단의
        프로그램에서는 명단 프로그램에 오늘 예약한 회원만 입장해요. 명단에 없는 장소에서는 입장을
        거절하고 이유를 보여 줘요.
      </p>
      <div className={css.split}>
        <ListCard
          id="door-lists-heading"
          title="명단"
          read={{ data: lists.data, error: lists.error }}
          empty="아직 명단이 없어요."
        >
          {(rows) => (
            <ul className={css.lists}>
              {rows.map((list) => (
                <li key={list.doorListIdx} className={css.list}>
                  <div>
                    <p className={css.listName}>
                      {list.name}
                      {list.activeYn === 'N' ? (
                        <span className={styles.badge}>사용 안 함</span>
                      ) : null}
                    </p>
                    <p className={cms.meta}>
                      존: {list.zoneIdxs.map(zoneName).join(', ') || '없음'} · 프로그램:{' '}
                      {list.programIdxs.map(programName).join(', ') || '없음'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`${list.name} 편집`}
                    onClick={() => edit(list)}
                  >
                    편집
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListCard>
        <form
          className={styles.card}
          onSubmit={submit}
          noValidate
          aria-labelledby="door-list-form-heading"
        >
          <h2 id="door-list-form-heading" className={styles.cardTitle}>
            {draft.doorListIdx ? '명단 편집' : '새 명단'}
          </h2>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="door-list-name">
              명단 이름
            </label>
            <input
              id="door-list-name"
              className={styles.input}
              value={draft.name}
              maxLength={60}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </div>
          <fieldset className={css.group}>
            <legend className={styles.label}>입장시킬 존 (누구나)</legend>
            {(places.data?.zones ?? []).map((zone) => (
              <label key={zone.zoneIdx} className={css.check}>
                <input
                  type="checkbox"
                  checked={draft.zoneIdxs.includes(zone.zoneIdx)}
                  onChange={() =>
                    setDraft({ ...draft, zoneIdxs: toggle(draft.zoneIdxs, zone.zoneIdx) })
                  }
                />
                {placeOptionText(zone.floorName, zone.zoneName)}
              </label>
            ))}
          </fieldset>
          <fieldset className={css.group}>
            <legend className={styles.label}>입장시킬 프로그램 (오늘 예약자만)</legend>
            {(places.data?.programs ?? []).map((program) => (
              <label key={program.programIdx} className={css.check}>
                <input
                  type="checkbox"
                  checked={draft.programIdxs.includes(program.programIdx)}
                  onChange={() =>
                    setDraft({
                      ...draft,
                      programIdxs: toggle(draft.programIdxs, program.programIdx),
                    })
                  }
                />
                {placeOptionText(program.floorName, program.programName)}
              </label>
            ))}
          </fieldset>
          <label className={css.check}>
            <input
              type="checkbox"
              checked={draft.active}
              onChange={() => setDraft({ ...draft, active: !draft.active })}
            />
            스캐너에서 쓸 수 있게 하기
          </label>
          <FormMessages failure={failure} done={done} />
          <div className={cms.actions}>
            <button type="submit" className={cms.primary} disabled={save.isPending}>
              저장
            </button>
            {draft.doorListIdx ? (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => setDraft(emptyDraft)}
              >
                새 명단으로
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
