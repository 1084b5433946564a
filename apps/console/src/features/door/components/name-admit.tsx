import { zodResolver } from '@hookform/resolvers/zod';
import { type DoorMember, type StaffCheckInResult, staffCheckInSearchBody } from '@venue/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { FormMessages, TextField } from '../../../components/form-fields';
import { isApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAdmitByName } from '../api/admit-by-name';
import { type MemberSearch, useMemberSearch } from '../api/search-members';
import { bookingLine } from '../check-in-outcome';
import { placeBody, type StaffPlace } from '../staff-place';
import doorStyles from './door.module.css';

const searchForm = staffCheckInSearchBody.pick({ search: true });
type SearchInput = z.input<typeof searchForm>;
type SearchValues = z.output<typeof searchForm>;

/**
 * 이름으로 입장: a visitor whose phone died is found by name or the last four digits of
 * their phone (masked for STAFF) and admitted at the desk's place — the same check-in and door
 * rule as a scan; the answer (or the refusal) shows on the result card like a scan's.
 */
export function NameAdmit({
  place,
  onAdmitted,
  onRefused,
}: {
  place: StaffPlace;
  onAdmitted: (result: StaffCheckInResult) => void;
  onRefused: (error: unknown) => void;
}) {
  const programIdx = place.type === 'PROGRAM' ? place.programIdx : undefined;
  const [query, setQuery] = useState<MemberSearch | null>(null);
  const [failure, setFailure] = useState('');
  const found = useMemberSearch(query);
  const admit = useAdmitByName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SearchInput, unknown, SearchValues>({
    resolver: zodResolver(searchForm),
    defaultValues: { search: '' },
  });

  const submit = handleSubmit((values) => {
    setFailure('');
    setQuery({ search: values.search, ...(programIdx === undefined ? {} : { programIdx }) });
  });
  const searchFailure =
    found.isError && query ? applyServerErrors(found.error, setError, '찾지 못했어요.') : '';

  const admitMember = async (member: DoorMember) => {
    setFailure('');
    try {
      onAdmitted(await admit.mutateAsync({ userIdx: member.userIdx, ...placeBody(place) }));
    } catch (error) {
      if (isApiRequestError(error)) onRefused(error);
      else setFailure('입장 처리를 하지 못했어요. 다시 시도해 주세요.');
    }
  };

  const list = found.data?.list ?? [];
  return (
    <Card id="name-admit-heading" title="이름으로 입장">
      <search>
        <form className={doorStyles.searchRow} onSubmit={submit} noValidate>
          <TextField
            id="name-admit-search"
            label="이름 또는 전화번호 뒤 4자리"
            compact
            type="search"
            error={errors.search?.message}
            autoComplete="off"
            {...register('search')}
          />
          <button type="submit" className={styles.smallButton}>
            찾기
          </button>
        </form>
      </search>
      {failure || searchFailure ? <FormMessages failure={failure || searchFailure} /> : null}
      {query && found.isSuccess ? (
        list.length === 0 ? (
          <p className={styles.empty}>찾는 회원이 없어요.</p>
        ) : (
          <ul className={styles.history} aria-label="찾은 회원">
            {list.map((member) => (
              <li key={member.userIdx} className={doorStyles.foundItem}>
                <span>
                  {member.name} · {member.phoneNumber} · {member.birthYear}년생
                  {member.booking ? ` · ${bookingLine(member.booking)}` : ''}
                </span>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={admit.isPending}
                  aria-label={`${member.name} 입장`}
                  onClick={() => void admitMember(member)}
                >
                  입장
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {found.data?.moreYn === 'Y' ? (
        <p className={styles.hint}>20명이 넘어요. 더 자세히 찾아 주세요.</p>
      ) : null}
    </Card>
  );
}
