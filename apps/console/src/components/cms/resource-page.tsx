import { withParticle } from '@venue/contract/domain';
import { Fragment, type ReactNode, useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { useServerSubmit } from '../../lib/use-server-submit';
import styles from '../console.module.css';
import { useContractForm } from '../contract-form';
import { FormMessages } from '../form-fields';
import { PageHeader } from '../page-header';
import cms from './cms.module.css';
import { DeleteButton } from './delete-button';
import { EditorForm, EditorPlaceholder, RowButton } from './editor-form';
import { Pager } from './pager';
import { SearchForm } from './search-form';

/** A row's key in its list (noticeIdx, termsCode …). */
export type Key = string | number;

/** The row in the editor, by its key: a row of the list, a new one, or none. */
export type Editing = Key | 'new' | null;

/** What a resource's editor is given by the scaffold. */
export interface EditorProps<Item> {
  /** The row being edited, or null for a new one. */
  item: Item | null;
  /**
   * After a save: the page says `message` and the editor closes, or shows `next` (the row just
   * saved, when the page keeps it open: a new season to add rewards to, a survey saved as a copy).
   */
  onSaved: (message: string, next?: Editing) => void;
  onClose: () => void;
  /** 삭제 for the row (null for a new one or one that cannot go), for the editor's top bar. */
  deleteButton: ReactNode;
}

/**
 * One content resource of the console (notices, FAQ, banners, floors …): the words it is named
 * with, its list, its rows, its editor and its delete. `ResourcePage` draws the list beside the
 * editor from it, with the page's messages (`done` after a save or delete, the failure of a
 * read or a delete) and the editing state, so a content page declares only what is its own.
 */
export interface Resource<Item> {
  /** The page's h1 ('공지사항'). */
  title: string;
  /** The id of the list's heading and the prefix of the editor's ids ('notice'). */
  id: string;
  /** 새 … button ('새 공지 작성'); no button when absent (a list with a fixed set of rows). */
  newLabel?: string;
  /** The list's heading ('공지 목록'), the empty list ('공지가 없어요.'), the placeholder. */
  listTitle: ReactNode;
  empty: string;
  placeholder: ReactNode;
  key: (item: Item) => Key;
  /** The row as the messages name it: `공지 '휴관 안내'`. */
  name: (item: Item) => string;
  /** The row as 삭제 and its dialog name it, when not `name` ('이 질문'). */
  deleteName?: (item: Item) => string;
  row: (item: Item) => ReactNode;
  /**
   * Links of the row to other pages (a floor's zones and plan), beside its button: a link
   * cannot sit inside the button that opens the row.
   */
  rowLinks?: (item: Item) => ReactNode;
  /** Draws the editor (a function, not a component: it may close over the page's data). */
  editor: (props: EditorProps<Item>) => ReactNode;
  /** Deletes the row (the scaffold confirms first and says what went); none: no 삭제. */
  remove?: (item: Item) => Promise<unknown>;
  /** Whether this row may go (one with answers or handouts may not); default yes. */
  removable?: (item: Item) => boolean;
  /** What the delete dialog says happens besides losing the row. */
  consequence?: (item: Item) => ReactNode;
}

/** The list as the page has it now: its rows (undefined while loading) and a read's failure. */
export interface ResourceList<Item> {
  items: Item[] | undefined;
  error: Error | null;
  /** 모두 N건 beside the heading (paged lists). */
  totalCount?: number;
  /** The paged list's pager: page, size and count, and where a page click goes. */
  pager?: { label: string; page: number; pageSize: number; onPage: (page: number) => void };
  /** A search box above the rows. */
  search?: { label: string; placeholder: string; onSearch: (keyword: string) => void };
}

/**
 * The page's message line: `done` after a save or delete, `failure` when one was refused. A page
 * with a second resource of its own (FAQ categories, a season's rewards) holds it and hands it to
 * ResourcePage, so both resources speak on the one line.
 */
export function usePageMessages() {
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  return {
    done,
    failure,
    say: (message: string) => {
      setFailure('');
      setDone(message);
    },
    fail: (message: string) => {
      setDone('');
      setFailure(message);
    },
    clear: () => {
      setDone('');
      setFailure('');
    },
  };
}
export type PageMessages = ReturnType<typeof usePageMessages>;

/**
 * A content page: the header with 새 …, the messages, then the list beside the editor (a row
 * opens it; the placeholder says what to do while none is open). The slots, top to bottom:
 * `above` over the messages (tabs), `aboveList` under them (a second resource's card),
 * `listTools` beside the list's heading (a filter, a count), `listMeta` under it, `belowList`
 * under the list's card (the chosen row's own list).
 */
export function ResourcePage<Item>({
  resource,
  list,
  above,
  aboveList,
  listTools,
  listMeta,
  belowList,
  headerActions,
  canCreate = true,
  messages: shared,
  editing: controlled,
}: {
  resource: Resource<Item>;
  list: ResourceList<Item>;
  above?: ReactNode;
  aboveList?: ReactNode;
  listTools?: ReactNode;
  listMeta?: ReactNode;
  belowList?: ReactNode;
  headerActions?: ReactNode;
  /** false: 새 … is disabled (FAQ without a category). */
  canCreate?: boolean;
  messages?: PageMessages;
  /** For a page that opens or closes the editor itself (a tab change closes it): its state. */
  editing?: [Editing, (next: Editing) => void];
}) {
  const own = useState<Editing>(null);
  const [editing, setEditing] = controlled ?? own;
  const ownMessages = usePageMessages();
  const { done, failure, say, fail, clear } = shared ?? ownMessages;
  // The row last opened, for while it is not in the list on screen (another page, a search).
  const [opened, setOpened] = useState<Item | null>(null);
  const open = (next: Editing, row?: Item) => {
    clear();
    if (row) setOpened(row);
    setEditing(next);
  };
  const { items, error, pager, search, totalCount } = list;
  const item =
    editing === null || editing === 'new'
      ? null
      : (items?.find((row) => resource.key(row) === editing) ??
        (opened && resource.key(opened) === editing ? opened : null));
  const headingId = `${resource.id}-list-heading`;

  return (
    <div className={cms.page}>
      <PageHeader title={resource.title}>
        {headerActions}
        {resource.newLabel ? (
          <button
            type="button"
            className={cms.primary}
            disabled={!canCreate}
            onClick={() => open('new')}
          >
            {resource.newLabel}
          </button>
        ) : null}
      </PageHeader>
      {above}
      <FormMessages done={done} failure={failure || error?.message} />
      {aboveList}
      <div className={cms.split}>
        <div className={cms.stack}>
          <section className={styles.card} aria-labelledby={headingId}>
            <div className={cms.toolbar}>
              <h2 id={headingId} className={styles.cardTitle}>
                {resource.listTitle}
              </h2>
              {listTools}
              {totalCount === undefined ? null : <p className={cms.meta}>모두 {totalCount}건</p>}
            </div>
            {listMeta}
            {search ? <SearchForm id={`${resource.id}-keyword`} {...search} /> : null}
            {!items && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
            {items && items.length === 0 ? <p className={styles.empty}>{resource.empty}</p> : null}
            <ul className={cms.rows}>
              {items?.map((row) => (
                <li key={resource.key(row)}>
                  <RowButton
                    current={editing === resource.key(row)}
                    onClick={() => open(resource.key(row), row)}
                  >
                    {resource.row(row)}
                  </RowButton>
                  {resource.rowLinks ? (
                    <div className={cms.rowLinks}>{resource.rowLinks(row)}</div>
                  ) : null}
                </li>
              ))}
            </ul>
            {pager && totalCount !== undefined ? (
              <Pager {...pager} totalCount={totalCount} />
            ) : null}
          </section>
          {belowList}
        </div>
        <div>
          {editing === 'new' || item ? (
            <Fragment key={editing ?? 'none'}>
              {resource.editor({
                item,
                onSaved: (message, next = null) => {
                  say(message);
                  setEditing(next);
                },
                onClose: () => setEditing(null),
                deleteButton:
                  item && resource.remove && (resource.removable?.(item) ?? true) ? (
                    <ResourceDelete
                      resource={resource}
                      item={item}
                      onDeleted={(message) => {
                        setEditing(null);
                        say(message);
                      }}
                      onFailure={fail}
                    />
                  ) : null,
              })}
            </Fragment>
          ) : (
            <EditorPlaceholder>{resource.placeholder}</EditorPlaceholder>
          )}
        </div>
      </div>
    </div>
  );
}

function ResourceDelete<Item>({
  resource,
  item,
  onDeleted,
  onFailure,
}: {
  resource: Resource<Item>;
  item: Item;
  onDeleted: (message: string) => void;
  onFailure: (message: string) => void;
}) {
  const name = resource.name(item);
  return (
    <DeleteButton
      itemName={resource.deleteName?.(item) ?? name}
      consequence={resource.consequence?.(item)}
      onDelete={async () => {
        await resource.remove?.(item);
        onDeleted(`${withParticle(name, '을/를')} 삭제했어요.`);
      }}
      onFailure={onFailure}
    />
  );
}

/**
 * The form's starting values for a row: a new row (null) starts from `blank`; a saved one takes
 * its key (`idKey`) and every field `blank` has from the row, so a form's fields are named once.
 */
export function rowValues<Blank extends object>(
  item: Record<keyof Blank, unknown> | null,
  blank: Blank,
  idKey?: string,
): Blank {
  if (!item) return blank;
  const values: Record<string, unknown> = idKey ? { [idKey]: (item as never)[idKey] } : {};
  for (const name of Object.keys(blank)) values[name] = item[name as keyof Blank];
  return values as Blank;
}

/**
 * A resource editor's form: react-hook-form checked by the contract's `schema`, and a submit
 * that saves, lands the server's field messages on the fields (`fields`) and otherwise shows its
 * message (useServerSubmit), and on success tells the page `저장했어요` or `등록했어요` with the
 * item's name (or `message` from what the save answered), and the row to show next (`next`;
 * none: the editor closes). `invalid` is said on the form's alert line while a refused submit
 * leaves fields in error (a long form whose first error may be out of sight: a tour's stops).
 * A row's form gives `item` and `blank` (and `idKey`) in place of `defaultValues`: the values
 * come from `rowValues`, the server's messages land on the blank's fields and a null item is new.
 */
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>, Result>({
  schema,
  save,
  name,
  message,
  next,
  invalid,
  onSaved,
  ...start
}: {
  schema: Schema;
  save: (values: z.output<Schema>) => Promise<Result>;
  /** The saved item as the message names it: `공지 '휴관 안내'`. */
  name?: (values: z.output<Schema>) => string;
  message?: (values: z.output<Schema>, saved: Result) => string;
  next?: (saved: Result) => Editing;
  invalid?: string;
  onSaved: EditorProps<unknown>['onSaved'];
} & (
  | {
      defaultValues: DefaultValues<z.input<Schema>>;
      fields?: readonly FieldPath<z.input<Schema>>[];
      isNew: boolean;
    }
  | {
      item: Record<keyof z.input<Schema>, unknown> | null;
      blank: DefaultValues<z.input<Schema>>;
      idKey?: string;
    }
)) {
  const { defaultValues, fields, isNew } =
    'blank' in start
      ? {
          defaultValues: rowValues(start.item as never, start.blank, start.idKey),
          fields: Object.keys(start.blank) as FieldPath<z.input<Schema>>[],
          isNew: !start.item,
        }
      : start;
  return useContractForm(
    schema,
    defaultValues as DefaultValues<z.input<Schema>>,
    async (values) => {
      const saved = await save(values);
      onSaved(
        message?.(values, saved) ??
          `${withParticle(name?.(values) ?? '', '을/를')} ${isNew ? '등록' : '저장'}했어요.`,
        next?.(saved),
      );
    },
    { fields, invalid },
  );
}

/**
 * The editor card of a resource: EditorForm with its title and 등록/저장 from `isNew`, or the
 * page's own words (`title`, `submitLabel`).
 */
export function ResourceEditor({
  id,
  isNew,
  noun,
  title,
  submitLabel,
  form,
  onClose,
  deleteButton,
  children,
}: {
  id: string;
  isNew: boolean;
  /** '공지': the heading says 새 공지 or 공지 수정. */
  noun: string;
  title?: ReactNode;
  submitLabel?: string;
  form: {
    submit: ReturnType<typeof useServerSubmit>['submit'];
    failure: string;
    formState: { isSubmitting: boolean };
  };
  onClose: () => void;
  deleteButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditorForm
      id={`${id}-editor`}
      title={title ?? (isNew ? `새 ${noun}` : `${noun} 수정`)}
      onSubmit={form.submit}
      onClose={onClose}
      deleteButton={deleteButton}
      submitLabel={submitLabel ?? (isNew ? '등록' : '저장')}
      submitting={form.formState.isSubmitting}
      failure={form.failure}
    >
      {children}
    </EditorForm>
  );
}

/**
 * The editor of a row the list does not carry whole (a survey's questions, a tour's stops): the
 * editor's place says that it loads, or why it could not, until `read` answers for the row.
 */
export function LoadedEditor<Data>({
  read,
  matches,
  children,
}: {
  read: { data: Data | undefined; error: Error | null };
  /** Whether the answer is the open row's (not the one open before). */
  matches: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  if (read.error) {
    return (
      <EditorPlaceholder>
        <span role="alert">{read.error.message}</span>
      </EditorPlaceholder>
    );
  }
  if (!read.data || !matches(read.data)) {
    return <EditorPlaceholder>불러오는 중이에요…</EditorPlaceholder>;
  }
  return children(read.data);
}
