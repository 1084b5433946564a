import { zodResolver } from '@hookform/resolvers/zod';
import { withParticle } from '@venue/contract/domain';
import { type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useServerSubmit } from '../../lib/use-server-submit';
import styles from '../console.module.css';
import { FormMessages } from '../form-fields';
import { PageHeader } from '../page-header';
import cms from './cms.module.css';
import { DeleteButton } from './delete-button';
import { EditorForm, EditorPlaceholder, RowButton } from './editor-form';
import { Pager } from './pager';
import { SearchForm } from './search-form';

/** The item in the editor: a row of the list, a new one, or none. */
export type Editing<Item> = Item | 'new' | null;

/** What a resource's editor is given by the scaffold. */
export interface EditorProps<Item> {
  /** The row being edited, or null for a new one. */
  item: Item | null;
  /** After a save: the page says `message` and closes the editor. */
  onSaved: (message: string) => void;
  onClose: () => void;
  /** 삭제 for the row (null for a new one), for the editor's top bar. */
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
  placeholder: string;
  key: (item: Item) => string | number;
  /** The row as the messages and the delete dialog name it: `공지 '휴관 안내'`. */
  name: (item: Item) => string;
  row: (item: Item) => ReactNode;
  editor: (props: EditorProps<Item>) => ReactNode;
  /** Deletes the row (the scaffold confirms first and says what went); none: no 삭제. */
  remove?: (item: Item) => Promise<unknown>;
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
 * A content page: the header with 새 …, then the list beside the editor (a row opens it; the
 * placeholder says what to do while none is open). `above` goes between the header and the
 * list (tabs, a filter); `listMeta` under the list's heading.
 */
export function ResourcePage<Item>({
  resource,
  list,
  above,
  listMeta,
  headerActions,
  editing: controlled,
}: {
  resource: Resource<Item>;
  list: ResourceList<Item>;
  above?: ReactNode;
  listMeta?: ReactNode;
  headerActions?: ReactNode;
  /** For a page that opens the editor itself (a tab change closes it): its state. */
  editing?: [Editing<Item>, (next: Editing<Item>) => void];
}) {
  const own = useState<Editing<Item>>(null);
  const [editing, setEditing] = controlled ?? own;
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const open = (next: Editing<Item>) => {
    setDone('');
    setFailure('');
    setEditing(next);
  };
  const editingKey = editing && editing !== 'new' ? resource.key(editing) : null;
  const { items, error, pager, search, totalCount } = list;
  const headingId = `${resource.id}-list-heading`;

  return (
    <div className={cms.page}>
      <PageHeader title={resource.title}>
        {headerActions}
        {resource.newLabel ? (
          <button type="button" className={cms.primary} onClick={() => open('new')}>
            {resource.newLabel}
          </button>
        ) : null}
      </PageHeader>
      {above}
      <FormMessages done={done} failure={failure || error?.message} />
      <div className={cms.split}>
        <section className={styles.card} aria-labelledby={headingId}>
          <div className={cms.toolbar}>
            <h2 id={headingId} className={styles.cardTitle}>
              {resource.listTitle}
            </h2>
            {totalCount === undefined ? null : <p className={cms.meta}>모두 {totalCount}건</p>}
          </div>
          {listMeta}
          {search ? <SearchForm id={`${resource.id}-keyword`} {...search} /> : null}
          {!items && !error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
          {items && items.length === 0 ? <p className={styles.empty}>{resource.empty}</p> : null}
          <ul className={cms.rows}>
            {items?.map((item) => (
              <li key={resource.key(item)}>
                <RowButton
                  current={editingKey !== null && editingKey === resource.key(item)}
                  onClick={() => open(item)}
                >
                  {resource.row(item)}
                </RowButton>
              </li>
            ))}
          </ul>
          {pager && totalCount !== undefined ? <Pager {...pager} totalCount={totalCount} /> : null}
        </section>
        <div>
          {editing ? (
            <resource.editor
              key={editingKey ?? 'new'}
              item={editing === 'new' ? null : editing}
              onSaved={(message) => {
                setFailure('');
                setDone(message);
                setEditing(null);
              }}
              onClose={() => setEditing(null)}
              deleteButton={
                editing === 'new' || !resource.remove ? null : (
                  <ResourceDelete
                    resource={resource}
                    item={editing}
                    onDeleted={(message) => {
                      setEditing(null);
                      setDone(message);
                    }}
                    onFailure={setFailure}
                  />
                )
              }
            />
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
      itemName={name}
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
 * A resource editor's form: react-hook-form checked by the contract's `schema`, and a submit
 * that saves, lands the server's field messages on the fields (`fields`) and otherwise shows its
 * message (useServerSubmit), and on success tells the page `저장했어요` or `등록했어요` with the
 * item's name.
 */
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
  save,
  isNew,
  name,
  onSaved,
}: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  fields?: readonly FieldPath<z.input<Schema>>[];
  save: (values: z.output<Schema>) => Promise<unknown>;
  isNew: boolean;
  /** The saved item as the message names it: `공지 '휴관 안내'`. */
  name: (values: z.output<Schema>) => string;
  onSaved: (message: string) => void;
}): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> & {
  submit: ReturnType<typeof useServerSubmit>['submit'];
  failure: string;
} {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zodResolver's overloads do not follow a generic schema; the form's types come from it.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<Schema>,
      unknown,
      z.output<Schema>
    >,
    defaultValues,
  });
  const { submit, failure } = useServerSubmit(
    form,
    async (values) => {
      await save(values);
      onSaved(`${withParticle(name(values), '을/를')} ${isNew ? '등록' : '저장'}했어요.`);
    },
    { fields },
  );
  return { ...form, submit, failure };
}

/** The editor card of a resource: EditorForm with its title and 등록/저장 from `isNew`. */
export function ResourceEditor({
  id,
  isNew,
  noun,
  form,
  onClose,
  deleteButton,
  children,
}: {
  id: string;
  isNew: boolean;
  /** '공지': the heading says 새 공지 or 공지 수정. */
  noun: string;
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
      title={isNew ? `새 ${noun}` : `${noun} 수정`}
      onSubmit={form.submit}
      onClose={onClose}
      deleteButton={deleteButton}
      submitLabel={isNew ? '등록' : '저장'}
      submitting={form.formState.isSubmitting}
      failure={form.failure}
    >
      {children}
    </EditorForm>
  );
}
