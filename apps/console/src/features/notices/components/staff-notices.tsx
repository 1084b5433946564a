import { type StaffNotice, staffNoticeSaveBody, toDotDate } from '@venue/contract';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { ImageField, SeoulDateTimeField, YnCheckbox } from '../../../components/cms/field';
import { pageWithin } from '../../../components/cms/pager';
import {
  type EditorProps,
  type Resource,
  ResourceEditor,
  ResourcePage,
  useResourceForm,
} from '../../../components/cms/resource-page';
import { TextField } from '../../../components/form-fields';
import { RichTextField } from '../../../components/rich-text-editor';
import { useDeleteNotice } from '../api/delete-notice';
import { useStaffNotices } from '../api/get-notices';
import { useSaveNotice } from '../api/save-notice';

const noticeName = (name: string) => `공지 '${name}'`;

/**
 * /staff/notices: every notice (hidden ones too), pinned first, and the editor
 * beside the list: title, rich text, 상단 고정, 노출, an image and the date visitors see.
 */
export function StaffNotices() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const notices = useStaffNotices({ keyword, page });
  const remove = useDeleteNotice();
  const data = notices.data;
  if (data && !notices.isPlaceholderData && pageWithin(page, data) !== page) {
    setPage(pageWithin(page, data));
  }
  const resource: Resource<StaffNotice> = {
    title: '공지사항',
    id: 'notice',
    newLabel: '새 공지 작성',
    listTitle: '공지 목록',
    empty: '공지가 없어요.',
    placeholder: '목록에서 공지를 고르거나 새 공지를 작성해 주세요.',
    key: (notice) => notice.noticeIdx,
    name: (notice) => noticeName(notice.noticeName),
    row: NoticeRow,
    editor: (props) => <NoticeEditor {...props} />,
    remove: (notice) => remove.mutateAsync({ noticeIdx: notice.noticeIdx }),
  };

  return (
    <ResourcePage
      resource={resource}
      list={{
        items: data?.list,
        error: notices.error,
        totalCount: data?.totalCount,
        search: {
          label: '공지 검색',
          placeholder: '제목으로 찾기',
          onSearch: (next) => {
            setKeyword(next);
            setPage(1);
          },
        },
        pager: data && {
          label: '공지 목록 페이지',
          page,
          pageSize: data.pageSize,
          onPage: setPage,
        },
      }}
    />
  );
}

function NoticeRow(notice: StaffNotice) {
  return (
    <>
      <span className={cms.rowTop}>
        {notice.fixedYn === 'Y' ? (
          <span className={`${cms.chip} ${cms.chipScheduled}`}>상단 고정</span>
        ) : null}
        <span className={`${cms.chip} ${notice.displayYn === 'Y' ? cms.chipLive : cms.chipMuted}`}>
          {notice.displayYn === 'Y' ? '노출' : '숨김'}
        </span>
        <span className={cms.rowTitle}>{notice.noticeName}</span>
      </span>
      <span className={cms.meta}>{toDotDate(notice.writeDate)}</span>
    </>
  );
}

function NoticeEditor({ item: notice, onSaved, onClose, deleteButton }: EditorProps<StaffNotice>) {
  const save = useSaveNotice();
  const form = useResourceForm({
    schema: staffNoticeSaveBody,
    item: notice,
    idKey: 'noticeIdx',
    blank: {
      noticeName: '',
      noticeContent: '',
      fixedYn: 'N',
      displayYn: 'Y',
      savePath: null,
      writeDate: undefined,
    },
    save: save.mutateAsync,
    name: (values) => noticeName(values.noticeName),
    onSaved,
  });
  const { register, control, formState } = form;

  return (
    <ResourceEditor
      id="notice"
      noun="공지"
      isNew={!notice}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
    >
      <TextField
        compact
        id="notice-name"
        label="제목"
        error={formState.errors.noticeName?.message}
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
    </ResourceEditor>
  );
}
