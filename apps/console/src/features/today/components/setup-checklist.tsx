import type { Operator } from '@venue/contract';
import { roleAllows, withParticle } from '@venue/contract/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { roleLabels } from '../../../config/roles';
import { useSetupChecklist } from '../api/get-setup-checklist';
import { type SetupItemView, setupItems } from '../setup-checklist-items';
import css from './today-dashboard.module.css';

const stateWords: Record<SetupItemView['state'], { label: string; chip: string | undefined }> = {
  done: { label: '완료', chip: cms.chipLive },
  blocking: { label: '방문자 이용 불가', chip: css.chipBlocking },
  todo: { label: '할 일', chip: cms.chipWarn },
};

/**
 * 운영 준비 on 오늘: the setup checklist of POST /api/staff/setup-checklist — each item
 * done or not, whether it keeps visitors out now, and a link to the page that fixes it (or who
 * may fix it, for an operator whose role cannot open that page). Once every item is done, one
 * line says so.
 */
export function SetupChecklistCard({ operator }: { operator: Operator }) {
  const checklist = useSetupChecklist();
  if (!checklist.data) {
    return checklist.error ? (
      <p className={styles.formError} role="alert">
        운영 준비 상태를 불러오지 못했어요. {checklist.error.message}
      </p>
    ) : null;
  }
  const items = setupItems(checklist.data);
  const open = items.filter((item) => item.state !== 'done');
  const blocking = items.filter((item) => item.state === 'blocking').length;

  if (open.length === 0) {
    return (
      <Card id="setup-heading" title="운영 준비">
        <p className={styles.hint}>운영 준비를 모두 마쳤어요.</p>
      </Card>
    );
  }
  return (
    <Card id="setup-heading" title={`운영 준비 ${items.length - open.length}/${items.length}`}>
      <p className={blocking > 0 ? css.blockingNote : styles.hint}>
        {blocking > 0
          ? `방문자가 이용하지 못하게 막는 항목이 ${blocking}개 있어요.`
          : '방문자를 맞을 수 있어요. 남은 항목도 마무리해 주세요.'}
      </p>
      <ul className={css.rows} aria-label="운영 준비 항목">
        {items.map((item) => (
          <SetupRow key={item.key} item={item} operator={operator} />
        ))}
      </ul>
    </Card>
  );
}

function SetupRow({ item, operator }: { item: SetupItemView; operator: Operator }) {
  const words = stateWords[item.state];
  const headingId = `setup-${item.key}`;
  return (
    <li className={css.setupRow} aria-labelledby={headingId}>
      <div className={css.setupHead}>
        <h3 id={headingId} className={css.rowName}>
          {item.title}
        </h3>
        <span className={`${cms.chip} ${words.chip}`}>{words.label}</span>
      </div>
      <p className={css.setupText}>{item.text}</p>
      {item.state !== 'done' && item.fix ? (
        roleAllows(operator.role, item.fix.role) ? (
          <Link className={cms.metaLink} to={item.fix.href}>
            {item.fix.label}에서 설정하기
          </Link>
        ) : (
          <p className={cms.meta}>
            {withParticle(item.fix.label, '은/는')}{' '}
            {item.fix.role === 'EDITOR'
              ? '편집자와 관리자가'
              : withParticle(roleLabels.ADMIN, '이/가')}{' '}
            설정할 수 있어요.
          </p>
        )
      ) : null}
    </li>
  );
}
