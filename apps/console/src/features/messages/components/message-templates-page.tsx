import {
  MESSAGE_CLASS_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  type Operator,
  type StaffMessageTemplate,
} from '@venue/contract';
import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import { ReadState } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { roleAllows } from '../../../config/roles';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useMessageTemplates } from '../api/get-message-templates';
import css from './message-templates.module.css';
import messagesCss from './messages.module.css';
import { MessagesTabs } from './messages-tabs';
import { ChannelChip, ReviewChip } from './template-chips';
import { TemplateEditor } from './template-editor';

const kindOf = (value: string | null): MessageKind | null =>
  MESSAGE_KINDS.find((kind) => kind === value) ?? null;

/**
 * /staff/messages/templates (알림톡 템플릿, any operator): how the venue's messages go
 * out — 알림톡 only with an approved 정보성 template, SMS/LMS otherwise — and every kind (`MESSAGE_KINDS`) with
 * their code, review state, channel, 성격 and last edit. `?kind=` opens one in the editor
 * (template-editor.tsx) in the list's place; EDITOR and ADMIN save, STAFF reads. Back on the
 * list, the row of the template just left takes focus.
 */
export function MessageTemplatesPage({ operator }: { operator: Operator }) {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const templates = useMessageTemplates();
  const canEdit = roleAllows(operator.role, 'EDITOR');
  const list = templates.data?.templates;
  const open = kind ? list?.find((template) => template.kind === kind) : undefined;

  return (
    <div className={cms.page}>
      <PageHeader title="알림톡 템플릿" />
      <MessagesTabs current="templates" />
      <ReadState read={templates} />
      {open ? <TemplateEditor key={open.kind} template={open} canEdit={canEdit} /> : null}
      {list && !open ? (
        <>
          <SendingRules />
          <TemplateTable templates={list} canEdit={canEdit} />
        </>
      ) : null}
    </div>
  );
}

/** What decides how a message goes, in the operator's words (decision 061). */
function SendingRules() {
  return (
    <Card id="template-rules-heading" title="메시지는 이렇게 보내요">
      <ul className={css.rules}>
        <li>
          카카오 검수에서 <strong>승인</strong>받은 <strong>정보성</strong> 템플릿만 알림톡으로
          보내요. 그 밖에는 같은 문구를 문자(SMS/LMS)로 보내고, 버튼은 링크로 바꿔 붙여요.
        </li>
        <li>
          문구를 바꾸려면 SOLAPI 콘솔에서 카카오에 템플릿을 등록해 검수를 요청한 뒤, 여기에 그
          템플릿 코드와 문구를 똑같이 적고 검수 상태를 기록해 주세요.
        </li>
        <li>
          광고성 메시지는 광고성 정보 수신에 동의한 회원에게만 문자로 보내요. 앞에 (광고)를 붙이고,
          밤 9시부터 아침 8시 사이에는 보내지 않아요.
        </li>
      </ul>
    </Card>
  );
}

function TemplateTable({
  templates,
  canEdit,
}: {
  templates: StaffMessageTemplate[];
  canEdit: boolean;
}) {
  // Back from a template (its 템플릿 목록 link says which), that kind's link takes focus.
  const from = (useLocation().state as { from?: string } | null)?.from;
  const focus = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  return (
    <Card id="templates-heading" title="메시지 종류별 템플릿">
      <p className={styles.hint}>
        {canEdit
          ? '종류를 누르면 템플릿을 보고 고칠 수 있어요.'
          : '종류를 누르면 템플릿을 볼 수 있어요. 템플릿은 편집자와 관리자가 바꿀 수 있어요.'}
      </p>
      <DataTable
        className={`${styles.table} ${css.table}`}
        headers={['종류 · 템플릿 코드', '검수 상태', '발송 방식', '성격', '마지막 수정']}
      >
        {templates.map((template) => (
          <tr key={template.kind}>
            <th scope="row">
              <Link
                ref={template.kind === from ? focus : undefined}
                className={css.kindLink}
                to={staffPaths.messageTemplates.getHref(template.kind)}
              >
                {template.kindLabel}
              </Link>
              <span className={messagesCss.code}>{template.code}</span>
            </th>
            <td>
              <ReviewChip template={template} />
            </td>
            <td>
              <ChannelChip channel={template.channel} />
            </td>
            <td>{MESSAGE_CLASS_LABELS[template.messageClass]}</td>
            <td className={css.edited}>
              {template.updatedAt ? (
                <>
                  {seoulDateTimeLabel(template.updatedAt)}
                  <span className={messagesCss.sub}>{template.updatedBy ?? '알 수 없음'}</span>
                </>
              ) : (
                <span className={messagesCss.sub}>기본 템플릿</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </Card>
  );
}
