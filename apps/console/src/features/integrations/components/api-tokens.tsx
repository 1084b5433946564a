import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_TOKEN_ROLES,
  type ApiTokenItem,
  type ApiTokenRole,
  type ApiTokenState,
  apiTokenIssueBody,
} from '@venue/contract';
import { seoulToday } from '@venue/contract/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import { FormMessages, TextField } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { isApiRequestError } from '../../../lib/api-client';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useApiTokens } from '../api/get-api-tokens';
import { useIssueApiToken } from '../api/issue-api-token';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { defaultExpiryDay, endOfSeoulDay, expiryDayAllowed, lastExpiryDay } from '../token-expiry';
import css from './integrations.module.css';
import { SecretBox } from './secret-box';

/** The roles a token may have, as the form and the list say them. */
export const apiTokenRoleLabels: Record<ApiTokenRole, string> = {
  STAFF: '현장 운영 (STAFF)',
  EDITOR: '편집 (EDITOR)',
};

const roleHints: Record<ApiTokenRole, string> = {
  STAFF: '입장 확인, 예약 명단, 추첨 조회처럼 현장에서 쓰는 API',
  EDITOR: '현장 운영에 더해 프로그램·콘텐츠 편집 API',
};

const stateChips: Record<ApiTokenState, string> = {
  ACTIVE: cms.chipLive ?? '',
  EXPIRED: cms.chipMuted ?? '',
  REVOKED: css.chipDanger ?? '',
};

/** The server's words for an expiry out of range (api-tokens.service.ts). */
const EXPIRY_MESSAGE = '만료일은 지금부터 1년 안으로 정해 주세요.';

/**
 * The issue form: the contract's name and role rules, and a Seoul day for the expiry (sent as
 * the end of that day, `expiresAt`).
 */
const issueFormSchema = (today: string) =>
  apiTokenIssueBody
    .omit({ expiresAt: true })
    .extend({ expiresOn: z.string() })
    .refine((values) => expiryDayAllowed(values.expiresOn, today), {
      path: ['expiresOn'],
      error: EXPIRY_MESSAGE,
    });
type IssueInput = z.input<ReturnType<typeof issueFormSchema>>;
type IssueValues = z.output<ReturnType<typeof issueFormSchema>>;

/** API 토큰: issue one (its secret shown once), the list, and 폐기 after a dialog. */
export function ApiTokens() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [asking, setAsking] = useState<ApiTokenItem | null>(null);
  const [outcome, setOutcome] = useState<{ failure?: string; done?: string }>({});
  const [issued, setIssued] = useState<{ name: string; token: string } | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // After 폐기 the row's button is gone: the keyboard goes on from the token's name in its row.
  useEffect(() => {
    if (focusRow === null || asking) return;
    document.getElementById(`api-token-${focusRow}`)?.focus();
    setFocusRow(null);
  }, [focusRow, asking]);

  const confirmRevoke = async () => {
    if (!asking) return;
    const target = asking;
    try {
      await revoke.mutateAsync({ tokenIdx: target.tokenIdx });
      setOutcome({
        done: `‘${target.name}’ 토큰을 폐기했어요. 이 토큰으로 오는 요청은 이제 거절돼요.`,
      });
    } catch (error) {
      setOutcome({
        failure: isApiRequestError(error)
          ? error.message
          : '폐기하지 못했어요. 다시 시도해 주세요.',
      });
    }
    setAsking(null);
    setFocusRow(target.tokenIdx);
  };

  return (
    <section className={css.section} aria-labelledby="api-tokens-heading">
      <h2 id="api-tokens-heading" className={css.sectionTitle}>
        API 토큰
      </h2>
      <p className={styles.hint}>
        다른 시스템이 스태프 API를 부를 때 쓰는 열쇠예요. 요청 헤더에{' '}
        <code className={css.inlineCode}>Authorization: Bearer 토큰</code>을 붙이면 토큰의 권한으로
        처리되고, 감사 로그에는 토큰 이름이 남아요. 관리자 기능(토큰, 운영자, 설정)은 토큰으로 쓸 수
        없어요.
      </p>
      <IssueForm
        onIssued={(name, token) => {
          setOutcome({});
          setIssued({ name, token });
        }}
      />
      {issued ? (
        <SecretBox
          key={issued.token}
          title={`‘${issued.name}’ 토큰을 발급했어요`}
          label="발급한 API 토큰"
          secret={issued.token}
          onDismiss={() => {
            setIssued(null);
            listHeading.current?.focus();
          }}
        >
          <p>요청마다 이 헤더를 붙여 주세요.</p>
          <pre className={css.pre}>{`Authorization: Bearer ${issued.token}`}</pre>
          <p>예: 추첨 목록 읽기</p>
          <pre className={css.pre}>
            {`curl -X POST ${window.location.origin}/api/staff/draws/list \\
  -H 'Authorization: Bearer ${issued.token}' \\
  -H 'content-type: application/json' -d '{}'`}
          </pre>
          <p>
            부를 수 있는 API는 <code className={css.inlineCode}>/api/openapi.json</code>에 있어요.
          </p>
        </SecretBox>
      ) : null}

      <ListCard
        id="api-token-list-heading"
        title="발급한 토큰"
        level={3}
        headingRef={listHeading}
        above={<FormMessages failure={outcome.failure} done={outcome.done ?? ''} />}
        read={{ data: tokens.data?.list, error: tokens.error, isFetching: tokens.isFetching }}
        empty="발급한 토큰이 없어요."
      >
        {(list) => (
          <DataTable
            caption="발급한 토큰 · 시각은 서울 기준"
            captionClassName="sr-only"
            className={`${styles.table} ${css.table}`}
            headers={[
              '이름',
              '권한',
              '앞자리',
              '상태',
              '만료일',
              '만든 사람',
              '마지막 사용',
              '폐기일',
              { hidden: '폐기' },
            ]}
          >
            {list.map((token) => (
              <tr key={token.tokenIdx}>
                <th
                  scope="row"
                  id={`api-token-${token.tokenIdx}`}
                  tabIndex={-1}
                  className={css.rowName}
                >
                  {token.name}
                </th>
                <td className={css.nowrap}>{apiTokenRoleLabels[token.role]}</td>
                <td className={css.mono}>{token.prefix}</td>
                <td>
                  <span className={`${cms.chip} ${stateChips[token.state]}`}>
                    {token.stateLabel}
                  </span>
                </td>
                <td className={css.nowrap}>{seoulDateTimeLabel(token.expiresAt)}</td>
                <td>{token.createdByName ?? '—'}</td>
                <td className={css.nowrap}>
                  {token.lastUsedAt ? seoulDateTimeLabel(token.lastUsedAt) : '쓴 적 없음'}
                </td>
                <td className={css.nowrap}>
                  {token.revokedAt ? seoulDateTimeLabel(token.revokedAt) : '—'}
                </td>
                <td>
                  {token.state === 'REVOKED' ? null : (
                    <button
                      type="button"
                      className={`${styles.smallButton} ${styles.dangerButton}`}
                      aria-label={`${token.name} 토큰 폐기`}
                      disabled={revoke.isPending}
                      onClick={() => {
                        setOutcome({});
                        setAsking(token);
                      }}
                    >
                      폐기
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListCard>

      <ConfirmDialog
        open={asking !== null}
        title={`‘${asking?.name ?? ''}’ 토큰을 폐기할까요?`}
        confirmLabel="폐기하기"
        cancelLabel="돌아가기"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setAsking(null)}
      >
        <p>
          이 토큰으로 오는 요청은 바로 거절돼요. 이 토큰을 쓰는 시스템은 새 토큰을 받을 때까지
          스태프 API를 쓸 수 없어요. 되돌릴 수 없어요.
        </p>
      </ConfirmDialog>
    </section>
  );
}

const issueFields = ['name', 'role', 'expiresOn'] as const;
const isIssueField = (name: string): name is (typeof issueFields)[number] =>
  (issueFields as readonly string[]).includes(name);

function IssueForm({ onIssued }: { onIssued: (name: string, token: string) => void }) {
  const issue = useIssueApiToken();
  const today = seoulToday(new Date());
  const [failure, setFailure] = useState('');
  const empty: IssueInput = { name: '', role: 'STAFF', expiresOn: defaultExpiryDay(today) };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IssueInput, unknown, IssueValues>({
    resolver: zodResolver(issueFormSchema(today)),
    defaultValues: empty,
  });

  const submit = handleSubmit(async ({ expiresOn, ...values }) => {
    setFailure('');
    try {
      const answer = await issue.mutateAsync({ ...values, expiresAt: endOfSeoulDay(expiresOn) });
      reset(empty);
      onIssued(answer.item.name, answer.token);
    } catch (error) {
      if (!isApiRequestError(error)) {
        setFailure('발급하지 못했어요. 다시 시도해 주세요.');
        return;
      }
      // The server names the expiry `expiresAt`; the form asks for it as a day.
      let first = true;
      for (const field of error.fields ?? []) {
        const name = field.path === 'expiresAt' ? 'expiresOn' : field.path;
        if (!isIssueField(name)) continue;
        setError(name, { message: field.message }, { shouldFocus: first });
        first = false;
      }
      setFailure(error.message);
    }
  });

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="api-token-issue-heading"
    >
      <h3 id="api-token-issue-heading" className={styles.cardTitle}>
        새 토큰 발급
      </h3>
      <div className={css.formRow}>
        <TextField
          id="api-token-name"
          label="이름"
          compact
          autoComplete="off"
          hint="어느 시스템이 쓰는지 알 수 있게 (예: 예약 연동 (네이버))"
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.role ? 'api-token-role-error' : undefined}
        >
          <legend className={styles.label}>권한</legend>
          <div className={css.roleChoices}>
            {API_TOKEN_ROLES.map((role) => (
              <label key={role} className={`${styles.choice} ${css.choice}`}>
                <input type="radio" value={role} {...register('role')} />
                <span>
                  {apiTokenRoleLabels[role]}
                  <span className={css.choiceHint}>{roleHints[role]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role ? (
            <p id="api-token-role-error" className={css.fieldsetError}>
              {errors.role.message}
            </p>
          ) : null}
        </fieldset>
        <TextField
          id="api-token-expires-on"
          label="만료일"
          type="date"
          compact
          min={today}
          max={lastExpiryDay(today)}
          hint="이날 23:59(서울)까지 써요. 최대 1년."
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
      </div>
      <div>
        <button type="submit" className={cms.primary} disabled={isSubmitting}>
          발급하기
        </button>
      </div>
      <FormMessages failure={failure} />
    </form>
  );
}
