import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookItem,
  webhookSaveBody,
} from '@venue/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { rowValues } from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { DataTable } from '../../../components/data-table';
import { FormMessages, TextField } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { useWebhooks } from '../api/get-webhooks';
import { useSaveWebhook } from '../api/save-webhook';
import css from './integrations.module.css';
import { SecretBox } from './secret-box';
import { WebhookDeliveries } from './webhook-deliveries';

/**
 * 웹훅: the endpoints (address, events, 사용/중지, the last 24 hours), the create and edit form,
 * a new endpoint's `whsec_` secret shown once, and one endpoint's 전송 기록 (`?webhook=` in the
 * address) under them.
 */
export function Webhooks() {
  const webhooks = useWebhooks();
  const [params, setParams] = useSearchParams();
  const openIdx = Number(params.get('webhook')) || null;
  const [editing, setEditing] = useState<WebhookItem | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [saved, setSaved] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const openDeliveries = (webhookIdx: number | null) => {
    const next = new URLSearchParams(params);
    if (webhookIdx) next.set('webhook', String(webhookIdx));
    else next.delete('webhook');
    setParams(next, { replace: true });
    // The last 24 hours beside the 전송 기록 should tell the same story.
    if (webhookIdx) void webhooks.refetch();
  };

  const list = webhooks.data?.list;
  const open = list?.find((item) => item.webhookIdx === openIdx) ?? null;
  return (
    <section className={css.section} aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className={css.sectionTitle}>
        웹훅
      </h2>
      <p className={styles.hint}>
        예약·입장·추첨 같은 일이 생기면 등록한 주소로 바로 알려 드려요. 받는 쪽이 응답하지 않으면
        간격을 늘려 가며 다시 보내고, 모든 요청에는 Standard Webhooks 규격의 서명이 붙어요.
      </p>

      <ListCard
        id="webhook-list-heading"
        title="등록한 웹훅"
        level={3}
        headingRef={listHeading}
        above={<FormMessages failure={undefined} done={saved} />}
        read={{ data: list, error: webhooks.error, isFetching: webhooks.isFetching }}
        empty="등록한 웹훅이 없어요."
      >
        {(list) => (
          <DataTable
            caption="등록한 웹훅 · 전송 수는 최근 24시간"
            captionClassName="sr-only"
            className={`${styles.table} ${css.table}`}
            headers={['주소', '이벤트', '상태', '최근 24시간', { hidden: '수정과 전송 기록' }]}
          >
            {list.map((item) => (
              <tr
                key={item.webhookIdx}
                aria-current={item.webhookIdx === openIdx ? 'true' : undefined}
              >
                <th scope="row">
                  <span className={css.url}>{item.url}</span>
                  {item.description ? <span className={css.sub}>{item.description}</span> : null}
                </th>
                <td>
                  <ul className={css.eventList}>
                    {item.events.map((event) => (
                      <li key={event} className={`${cms.chip} ${cms.chipScheduled}`}>
                        {WEBHOOK_EVENT_LABELS[event]}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <span className={`${cms.chip} ${item.active ? cms.chipLive : cms.chipMuted}`}>
                    {item.active ? '사용' : '중지'}
                  </span>
                </td>
                <td>
                  <ul className={css.counts}>
                    <li>전달됨 {item.recent.delivered}건</li>
                    <li className={item.recent.failed > 0 ? css.countFailed : undefined}>
                      실패 {item.recent.failed}건
                    </li>
                    <li>대기 {item.recent.waiting}건</li>
                  </ul>
                </td>
                <td>
                  <div className={css.rowActions}>
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`${item.url} 수정`}
                      onClick={() => {
                        setCreated(null);
                        setSaved('');
                        setEditing(item);
                      }}
                    >
                      수정
                    </button>
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`${item.url} 전송 기록`}
                      aria-pressed={item.webhookIdx === openIdx}
                      onClick={() =>
                        openDeliveries(item.webhookIdx === openIdx ? null : item.webhookIdx)
                      }
                    >
                      전송 기록
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListCard>

      {open ? (
        <WebhookDeliveries
          key={open.webhookIdx}
          webhook={open}
          onClose={() => {
            openDeliveries(null);
            listHeading.current?.focus();
          }}
        />
      ) : null}

      <WebhookForm
        key={editing?.webhookIdx ?? 'new'}
        editing={editing}
        headingRef={formHeading}
        onCreated={(url, secret) => {
          setSaved('');
          setCreated({ url, secret });
        }}
        onSaved={(url) => {
          setEditing(null);
          setSaved(`${url} 웹훅을 저장했어요.`);
          listHeading.current?.focus();
        }}
        onCancel={() => {
          setEditing(null);
          listHeading.current?.focus();
        }}
      />
      {created ? (
        <SecretBox
          key={created.secret}
          title="웹훅을 등록했어요: 서명 비밀 값"
          label="웹훅 서명 비밀 값"
          secret={created.secret}
          onDismiss={() => {
            setCreated(null);
            listHeading.current?.focus();
          }}
        >
          <p>
            <span className={css.url}>{created.url}</span>로 보내는 요청마다{' '}
            <code className={css.inlineCode}>webhook-id</code>,{' '}
            <code className={css.inlineCode}>webhook-timestamp</code>,{' '}
            <code className={css.inlineCode}>webhook-signature</code> 헤더가 붙어요(Standard
            Webhooks 규격, HMAC-SHA256). 받는 쪽에서는 이 비밀 값으로 서명을 확인하고, 같은{' '}
            <code className={css.inlineCode}>webhook-id</code>가 다시 오면 한 번만 처리해 주세요.
          </p>
          <p>
            <code className={css.inlineCode}>standardwebhooks</code> 패키지로 확인하는 예:
          </p>
          <pre className={css.pre}>
            {`import { Webhook } from 'standardwebhooks';

// body: 받은 그대로의 본문(문자열), headers: 요청 헤더
const event = new Webhook(process.env.WEBHOOK_SECRET).verify(body, headers);
// 서명이 맞지 않거나 5분보다 오래된 요청이면 오류가 나요.`}
          </pre>
        </SecretBox>
      ) : null}
    </section>
  );
}

const empty: z.input<typeof webhookSaveBody> = {
  url: '',
  description: '',
  events: [],
  active: true,
};

function WebhookForm({
  editing,
  headingRef,
  onCreated,
  onSaved,
  onCancel,
}: {
  editing: WebhookItem | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCreated: (url: string, secret: string) => void;
  onSaved: (url: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveWebhook();
  // An edit opens with the form's heading focused: the keyboard starts at its first field.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing, headingRef]);
  const {
    bind,
    register,
    reset,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm(
    webhookSaveBody,
    rowValues(editing, empty, 'webhookIdx'),
    async (values) => {
      const answer = await save.mutateAsync(values);
      if (answer.secret) {
        reset(empty);
        onCreated(answer.webhook.url, answer.secret);
      } else {
        onSaved(answer.webhook.url);
      }
    },
    { fields: ['url', 'description', 'events', 'active'] },
  );

  const title = editing ? '웹훅 수정' : '새 웹훅 등록';
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="webhook-form-heading"
    >
      <h3 id="webhook-form-heading" ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {title}
      </h3>
      {editing ? (
        <p className={styles.hint}>
          <span className={css.url}>{editing.url}</span>을 고치고 있어요. 서명 비밀 값은 그대로예요.
        </p>
      ) : null}
      <TextField
        id="webhook-url"
        label="받을 주소 (URL)"
        compact
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/venue"
        hint="https:// 주소만 받아요. 샌드박스에서는 이 컴퓨터의 http:// 주소(127.0.0.1, localhost)도 돼요."
        {...bind('url')}
      />
      <TextField
        id="webhook-description"
        label="설명 (선택)"
        compact
        autoComplete="off"
        hint="무엇이 받는 주소인지 (100자까지)"
        {...bind('description')}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.events ? 'webhook-events-error' : 'webhook-events-hint'}
      >
        <legend className={styles.label}>받을 이벤트</legend>
        <p id="webhook-events-hint" className={styles.hint}>
          하나 이상 골라 주세요.
        </p>
        <div className={css.events}>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className={`${styles.choice} ${css.choice}`}>
              <input
                type="checkbox"
                value={event}
                aria-invalid={errors.events ? true : undefined}
                {...register('events')}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[event]}
                <span className={css.eventCode}>{event}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.events ? (
          <p id="webhook-events-error" className={css.fieldsetError}>
            {errors.events.message ?? errors.events.root?.message}
          </p>
        ) : null}
      </fieldset>
      <label className={cms.check}>
        <input type="checkbox" aria-describedby="webhook-active-hint" {...register('active')} />
        사용
      </label>
      <p id="webhook-active-hint" className={styles.hint}>
        끄면 이 주소로 보내지 않아요. 꺼 둔 동안 생긴 일은 나중에 켜도 보내지 않아요.
      </p>
      <FormMessages failure={failure} />
      <div className={cms.actions}>
        <button type="submit" className={cms.primary} disabled={isSubmitting}>
          {editing ? '저장하기' : '등록하기'}
        </button>
        {editing ? (
          <button type="button" className={styles.smallButton} onClick={onCancel}>
            수정 그만두기
          </button>
        ) : null}
      </div>
    </form>
  );
}
