import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffNotice, staffNoticeSaveBody, toDotDate } from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { EditorForm, EditorPlaceholder, RowButton } from '../../../components/cms/editor-form';
import { ImageField, SeoulDateTimeField, YnCheckbox } from '../../../components/cms/field';
import { Pager, pageWithin } from '../../../components/cms/pager';
import { SearchForm } from '../../../components/cms/search-form';
import styles from '../../../components/console.module.css';
import { FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useDeleteNotice } from '../api/delete-notice';
import { useStaffNotices } from '../api/get-notices';
import { useSaveNotice } from '../api/save-notice';

/** The notice in the editor: a row of the list, or a new one. */
type Editing = StaffNotice | 'new' | null;

/**
 * /staff/notices: every notice (hidden ones too), pinned first, and the editor
 * beside the list: title, rich text, 상단 고정, 노출, an image and the date visitors see.
 */
export function StaffNotices() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const notices = useStaffNotices({ keyword, page });
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const remove = useDeleteNotice();
  const data = notices.data;
  if (data && !notices.isPlaceholderData && pageWithin(page, data) !== page) {
    setPage(pageWithin(page, data));
  }

  return (
    <div className={cms.page}>
      <PageHeader title="공지사항">
        <button
          type="button"
          className={cms.primary}
          onClick={() => {
            setDone('');
            setEditing('new');
          }}
        >
          새 공지 작성
        </button>
      </PageHeader>
      <FormMessages done={done} failure={failure || notices.error?.message} />
      <div className={cms.split}>
        <section className={styles.card} aria-labelledby="notice-list-heading">
          <div className={cms.toolbar}>
            <h2 id="notice-list-heading" className={styles.cardTitle}>
              공지 목록
            </h2>
            {data ? <p className={cms.meta}>모두 {data.totalCount}건</p> : null}
          </div>
          <SearchForm
            id="notice-keyword"
            label="공지 검색"
            placeholder="제목으로 찾기"
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
          />
          {!data && !notices.error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
          {data && data.list.length === 0 ? <p className={styles.empty}>공지가 없어요.</p> : null}
          <ul className={cms.rows}>
            {data?.list.map((notice) => (
              <li key={notice.noticeIdx}>
                <RowButton
                  current={editing !== 'new' && editing?.noticeIdx === notice.noticeIdx}
                  onClick={() => {
                    setDone('');
                    setEditing(notice);
                  }}
                >
                  <span className={cms.rowTop}>
                    {notice.fixedYn === 'Y' ? (
                      <span className={`${cms.chip} ${cms.chipScheduled}`}>상단 고정</span>
                    ) : null}
                    <span
                      className={`${cms.chip} ${notice.displayYn === 'Y' ? cms.chipLive : cms.chipMuted}`}
                    >
                      {notice.displayYn === 'Y' ? '노출' : '숨김'}
                    </span>
                    <span className={cms.rowTitle}>{notice.noticeName}</span>
                  </span>
                  <span className={cms.meta}>{toDotDate(notice.writeDate)}</span>
                </RowButton>
              </li>
            ))}
          </ul>
          {data ? (
            <Pager
              label="공지 목록 페이지"
              page={page}
              pageSize={data.pageSize}
              totalCount={data.totalCount}
              onPage={setPage}
            />
          ) : null}
        </section>
        <div>
          {editing ? (
            <NoticeEditor
              key={editing === 'new' ? 'new' : editing.noticeIdx}
              notice={editing === 'new' ? null : editing}
              onSaved={(message) => {
                setFailure('');
                setDone(message);
                setEditing(null);
              }}
              onClose={() => setEditing(null)}
              deleteButton={
                editing === 'new' ? null : (
                  <DeleteButton
                    itemName={`공지 '${editing.noticeName}'`}
                    onDelete={async () => {
                      await remove.mutateAsync({ noticeIdx: editing.noticeIdx });
                      setEditing(null);
                      setDone(
                        `${withParticle(`공지 '${editing.noticeName}'`, '을/를')} 삭제했어요.`,
                      );
                    }}
                    onFailure={setFailure}
                  />
                )
              }
            />
          ) : (
            <EditorPlaceholder>목록에서 공지를 고르거나 새 공지를 작성해 주세요.</EditorPlaceholder>
          )}
        </div>
      </div>
    </div>
  );
}

type NoticeFormInput = z.input<typeof staffNoticeSaveBody>;
type NoticeFormValues = z.output<typeof staffNoticeSaveBody>;
const noticeFields = [
  'noticeName',
  'noticeContent',
  'fixedYn',
  'displayYn',
  'savePath',
  'writeDate',
] as const;

function NoticeEditor({
  notice,
  onSaved,
  onClose,
  deleteButton,
}: {
  notice: StaffNotice | null;
  onSaved: (message: string) => void;
  onClose: () => void;
  deleteButton: React.ReactNode;
}) {
  const save = useSaveNotice();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoticeFormInput, unknown, NoticeFormValues>({
    resolver: zodResolver(staffNoticeSaveBody),
    defaultValues: notice
      ? {
          noticeIdx: notice.noticeIdx,
          noticeName: notice.noticeName,
          noticeContent: notice.noticeContent,
          fixedYn: notice.fixedYn,
          displayYn: notice.displayYn,
          savePath: notice.savePath,
          writeDate: notice.writeDate,
        }
      : { noticeName: '', noticeContent: '', fixedYn: 'N', displayYn: 'Y', savePath: null },
  });
  const { submit, failure } = useServerSubmit(
    { handleSubmit, setError },
    async (values) => {
      await save.mutateAsync(values);
      onSaved(
        `${withParticle(`공지 '${values.noticeName}'`, '을/를')} ${notice ? '저장' : '등록'}했어요.`,
      );
    },
    { fields: noticeFields },
  );

  return (
    <EditorForm
      id="notice-editor"
      title={notice ? '공지 수정' : '새 공지'}
      onSubmit={submit}
      onClose={onClose}
      deleteButton={deleteButton}
      submitLabel={notice ? '저장' : '등록'}
      submitting={isSubmitting}
      failure={failure}
    >
      <TextField
        compact
        id="notice-name"
        label="제목"
        error={errors.noticeName?.message}
        {...register('noticeName')}
      />
      <RichTextField control={control} name="noticeContent" label="내용" images />
      <ImageField control={control} name="savePath" label="대표 이미지 (선택)" />
      <div className={cms.fieldRow}>
        <YnCheckbox control={control} name="fixedYn" label="상단 고정" />
        <YnCheckbox
          control={control}
          name="displayYn"
          label="노출"
          hint="끄면 방문자에게 보이지 않아요."
        />
      </div>
      <SeoulDateTimeField
        control={control}
        name="writeDate"
        id="notice-write-date"
        label="게시일"
        hint={notice ? '방문자에게 보이는 날짜예요.' : '비워 두면 지금 시각으로 등록돼요.'}
      />
    </EditorForm>
  );
}
