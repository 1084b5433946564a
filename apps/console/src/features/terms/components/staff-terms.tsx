import {
  type Operator,
  PRIVACY_POLICY_CODE,
  type StaffTermsList,
  type StaffTermsVersion,
  seoulToday,
  staffTermsSaveBody,
} from '@venue/contract';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { EditorPlaceholder } from '../../../components/cms/editor-form';
import { YnCheckbox } from '../../../components/cms/field';
import { ResourceEditor, useResourceForm } from '../../../components/cms/resource-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { Field, FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { roleAllows } from '../../../config/roles';
import { refusalWords } from '../../../lib/api-client';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useStaffTerms } from '../api/get-terms';
import { usePublishTerms } from '../api/publish-terms';
import { useSaveTerms } from '../api/save-terms';
import { publishConsequence, termsCodeInfo, termsStatusLabels } from '../terms-status';

type TermsEntry = StaffTermsList[number];

/** A term's draft of its next version (one at most), or none. */
const draftOf = (entry: TermsEntry | undefined) =>
  entry?.versions.find((version) => version.status === 'DRAFT') ?? null;

const statusChip: Record<StaffTermsVersion['status'], string | undefined> = {
  DRAFT: cms.chipWarn,
  SCHEDULED: cms.chipScheduled,
  IN_FORCE: cms.chipLive,
  SUPERSEDED: cms.chipMuted,
};

/**
 * /staff/terms (decision 028): each term with its versions. An EDITOR drafts the
 * next version (one draft per term; published versions never change); an ADMIN publishes it,
 * after a dialog that says what happens — for a required term, every member agrees again.
 */
export function StaffTerms({ operator }: { operator: Operator }) {
  const terms = useStaffTerms();
  const [editing, setEditing] = useState<TermsEntry['termsCode'] | null>(null);
  const [publishing, setPublishing] = useState<StaffTermsVersion | null>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const publish = usePublishTerms();
  const canPublish = roleAllows(operator.role, 'ADMIN');
  const today = seoulToday(new Date());
  const entryOf = (code: TermsEntry['termsCode']) =>
    terms.data?.find((entry) => entry.termsCode === code);

  const confirmPublish = () => {
    if (!publishing) return;
    setFailure('');
    publish.mutate(
      { termsIdx: publishing.termsIdx },
      {
        onSuccess: (published) => {
          setPublishing(null);
          setEditing(null);
          setDone(
            `${published.termsName} ${published.version}버전을 게시했어요 (${termsStatusLabels[published.status]}).`,
          );
        },
        onError: (error) => {
          setPublishing(null);
          setFailure(refusalWords(error, '게시하지 못했어요.'));
        },
      },
    );
  };

  return (
    <div className={cms.page}>
      <PageHeader title="약관" />
      <FormMessages done={done} failure={failure || terms.error?.message} />
      <div className={cms.split}>
        <div className={cms.stack}>
          {!terms.data && !terms.error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
          {terms.data?.map((entry) => (
            <TermsCard
              key={entry.termsCode}
              entry={entry}
              canPublish={canPublish}
              current={editing === entry.termsCode}
              onEdit={() => {
                setDone('');
                setEditing(entry.termsCode);
              }}
              onPublish={(draft) => {
                setDone('');
                setPublishing(draft);
              }}
            />
          ))}
        </div>
        <div>
          {editing && terms.data ? (
            <TermsEditor
              // A saved draft stays open; its first save gives it the termsIdx later saves update.
              key={`${editing}-${draftOf(entryOf(editing))?.termsIdx ?? 'new'}`}
              entry={entryOf(editing)}
              today={today}
              canPublish={canPublish}
              onSaved={(message) => {
                setFailure('');
                setDone(message);
              }}
              onClose={() => setEditing(null)}
            />
          ) : (
            <EditorPlaceholder>
              약관의 새 버전은 초안으로 작성한 뒤 관리자가 게시해요. 게시한 버전은 회원이 동의한
              기록이 남아 있어 고칠 수 없어요.
            </EditorPlaceholder>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={publishing !== null}
        title={publishing ? `${publishing.termsName} ${publishing.version}버전을 게시할까요?` : ''}
        confirmLabel="게시하기"
        busy={publish.isPending}
        onConfirm={confirmPublish}
        onCancel={() => setPublishing(null)}
      >
        {publishing ? <p>{publishConsequence(publishing, today)}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

function TermsCard({
  entry,
  canPublish,
  current,
  onEdit,
  onPublish,
}: {
  entry: TermsEntry;
  canPublish: boolean;
  current: boolean;
  onEdit: () => void;
  onPublish: (draft: StaffTermsVersion) => void;
}) {
  const latest = entry.versions[0];
  const draft = draftOf(entry);
  const headingId = `terms-${entry.termsCode}`;
  const info = termsCodeInfo(entry.termsCode);
  const name = latest?.termsName ?? info.name;
  return (
    <section className={`${styles.card} ${current ? cms.current : ''}`} aria-labelledby={headingId}>
      <div className={cms.toolbar}>
        <h2 id={headingId} className={styles.cardTitle}>
          {name} <span className={cms.meta}>{entry.termsCode}</span>
        </h2>
        <div className={cms.actions}>
          {draft ? (
            <>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`${name} ${draft.version}버전 초안 수정`}
                onClick={onEdit}
              >
                초안 수정
              </button>
              {canPublish ? (
                <button
                  type="button"
                  className={cms.primary}
                  aria-label={`${name} ${draft.version}버전 게시`}
                  onClick={() => onPublish(draft)}
                >
                  게시
                </button>
              ) : null}
            </>
          ) : (
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`${name} 새 버전 작성`}
              onClick={onEdit}
            >
              새 버전 작성
            </button>
          )}
        </div>
      </div>
      <p className={cms.meta}>{info.note}</p>
      {entry.versions.length === 0 ? (
        <p className={styles.empty}>아직 작성한 버전이 없어요.</p>
      ) : null}
      {draft && !canPublish ? <p className={cms.meta}>게시는 관리자만 할 수 있어요.</p> : null}
      <ul className={cms.rows}>
        {entry.versions.map((version) => (
          <li key={version.termsIdx} className={`${cms.rowTop} ${cms.versionRow}`}>
            <span className={cms.rowTitle}>{version.version}버전</span>
            <span className={`${cms.chip} ${statusChip[version.status]}`}>
              {termsStatusLabels[version.status]}
            </span>
            <span className={`${cms.chip} ${cms.chipMuted}`}>
              {version.requiredYn === 'Y' ? '필수' : '선택'}
            </span>
            <span className={cms.meta}>
              시행일 {version.effectiveDate}
              {version.publishedAt ? ` · 게시 ${seoulDateTimeLabel(version.publishedAt)}` : ''}
            </span>
            {version.status !== 'DRAFT' ? (
              <a
                className={cms.metaLink}
                href={`/terms/preview/${version.termsIdx}`}
                target="_blank"
                rel="noreferrer"
              >
                {version.version}버전 보기<span className="sr-only"> (새 창)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A draft of the code's next version: a new one starts from the newest version's text, so the
 * editor changes what changed. react-hook-form with the contract's `staffTermsSaveBody`.
 */
function TermsEditor({
  entry,
  today,
  canPublish,
  onSaved,
  onClose,
}: {
  entry: TermsEntry | undefined;
  today: string;
  canPublish: boolean;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const save = useSaveTerms();
  const draft = draftOf(entry);
  const base = draft ?? entry?.versions[0];
  const code = entry?.termsCode ?? 'TOS001';
  // A first version starts from what the code is (its name, required or not).
  const info = termsCodeInfo(code);
  const isPolicy = code === PRIVACY_POLICY_CODE;
  const nextVersion = draft?.version ?? (entry?.versions[0]?.version ?? 0) + 1;
  const form = useResourceForm({
    schema: staffTermsSaveBody,
    defaultValues: {
      ...(draft ? { termsIdx: draft.termsIdx } : {}),
      termsCode: code,
      termsName: base?.termsName ?? info.name,
      termsDescription: base?.termsDescription ?? '',
      requiredYn: base?.requiredYn ?? info.requiredYn,
      effectiveDate: draft?.effectiveDate ?? today,
    },
    fields: ['termsName', 'termsDescription', 'requiredYn', 'effectiveDate'],
    save: save.mutateAsync,
    isNew: !draft,
    message: (_, saved) =>
      `${saved.termsName} ${saved.version}버전 초안을 저장했어요.${canPublish ? ' 게시하면 방문자에게 보여요.' : ' 관리자가 게시하면 방문자에게 보여요.'}`,
    onSaved,
  });
  const {
    bind,
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ResourceEditor
      id="terms"
      noun="초안"
      isNew={!draft}
      title={`${base?.termsName ?? info.name} ${nextVersion}버전 ${draft ? '초안 수정' : '새 초안'}`}
      submitLabel="초안 저장"
      form={form}
      onClose={onClose}
      deleteButton={null}
    >
      <TextField compact id="terms-name" label="약관 이름" {...bind('termsName')} />
      <RichTextField
        control={control}
        name="termsDescription"
        label={isPolicy ? '처리방침 내용' : '약관 내용'}
      />
      <div className={cms.fieldRow}>
        <Field
          id="terms-effective-date"
          label="시행일"
          error={errors.effectiveDate?.message}
          hint="오늘이나 그 뒤의 날짜(서울 기준). 이날부터 방문자에게 보여요."
        >
          {(control) => (
            <input
              type="date"
              min={today}
              className={`${styles.input} ${styles.compact}`}
              {...control}
              {...register('effectiveDate')}
            />
          )}
        </Field>
        {isPolicy ? null : (
          <YnCheckbox
            control={control}
            name="requiredYn"
            label="필수 약관"
            hint="필수 약관의 새 버전은 회원이 다시 동의해야 예약할 수 있어요."
          />
        )}
      </div>
    </ResourceEditor>
  );
}
