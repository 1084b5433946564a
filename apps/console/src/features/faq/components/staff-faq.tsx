import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffFaqCategory,
  type StaffFaq as StaffFaqItem,
  staffFaqCategorySaveBody,
  staffFaqSaveBody,
} from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { EditorForm, EditorPlaceholder, RowButton } from '../../../components/cms/editor-form';
import { OrderField, YnCheckbox } from '../../../components/cms/field';
import styles from '../../../components/console.module.css';
import { Field, FormMessages, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { RichTextField } from '../../../components/rich-text-editor';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useDeleteFaq } from '../api/delete-faq';
import { useDeleteFaqCategory } from '../api/delete-faq-category';
import { useStaffFaq } from '../api/get-faq';
import { useSaveFaq } from '../api/save-faq';
import { useSaveFaqCategory } from '../api/save-faq-category';

type Editing<T> = T | 'new' | null;

/**
 * /staff/faq: the categories (name, order; one that still holds questions cannot
 * be deleted) and the questions (category, question, answer in rich text, 노출, order), hidden
 * ones too, with the editor beside the list.
 */
export function StaffFaq() {
  const faq = useStaffFaq();
  const [category, setCategory] = useState<number | 'all'>('all');
  const [editing, setEditing] = useState<Editing<StaffFaqItem>>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const remove = useDeleteFaq();
  const categories = faq.data?.categories ?? [];
  const list = (faq.data?.list ?? []).filter(
    (item) => category === 'all' || item.faqsCategoryIdx === category,
  );
  const report = (message: string) => {
    setFailure('');
    setDone(message);
  };

  return (
    <div className={cms.page}>
      <PageHeader title="FAQ">
        <button
          type="button"
          className={cms.primary}
          disabled={categories.length === 0}
          onClick={() => {
            setDone('');
            setEditing('new');
          }}
        >
          새 질문 작성
        </button>
      </PageHeader>
      <FormMessages done={done} failure={failure || faq.error?.message} />
      <CategoryCard categories={categories} onDone={report} onFailure={setFailure} />
      <div className={cms.split}>
        <section className={styles.card} aria-labelledby="faq-list-heading">
          <div className={cms.toolbar}>
            <h2 id="faq-list-heading" className={styles.cardTitle}>
              질문 목록
            </h2>
            <label className={cms.meta} htmlFor="faq-filter">
              분류
            </label>
            <select
              id="faq-filter"
              className={`${styles.select} ${styles.compact}`}
              value={category}
              onChange={(event) =>
                setCategory(event.target.value === 'all' ? 'all' : Number(event.target.value))
              }
            >
              <option value="all">모든 분류</option>
              {categories.map((item) => (
                <option key={item.faqsCategoryIdx} value={item.faqsCategoryIdx}>
                  {item.faqsCategoryName}
                </option>
              ))}
            </select>
          </div>
          {!faq.data && !faq.error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
          {faq.data && list.length === 0 ? <p className={styles.empty}>질문이 없어요.</p> : null}
          <ul className={cms.rows}>
            {list.map((item) => (
              <li key={item.faqsIdx}>
                <RowButton
                  current={editing !== 'new' && editing?.faqsIdx === item.faqsIdx}
                  onClick={() => {
                    setDone('');
                    setEditing(item);
                  }}
                >
                  <span className={cms.rowTop}>
                    <span
                      className={`${cms.chip} ${item.displayYn === 'Y' ? cms.chipLive : cms.chipMuted}`}
                    >
                      {item.displayYn === 'Y' ? '노출' : '숨김'}
                    </span>
                    <span className={cms.rowTitle}>{item.faqsQuestion}</span>
                  </span>
                  <span className={cms.meta}>
                    {item.faqsCategoryName} · 순서 {item.sortIndex}
                  </span>
                </RowButton>
              </li>
            ))}
          </ul>
        </section>
        <div>
          {editing ? (
            <FaqEditor
              key={editing === 'new' ? 'new' : editing.faqsIdx}
              item={editing === 'new' ? null : editing}
              categories={categories}
              defaultCategory={category === 'all' ? undefined : category}
              onSaved={(message) => {
                report(message);
                setEditing(null);
              }}
              onClose={() => setEditing(null)}
              deleteButton={
                editing === 'new' ? null : (
                  <DeleteButton
                    itemName="이 질문"
                    onDelete={async () => {
                      await remove.mutateAsync({ faqsIdx: editing.faqsIdx });
                      setEditing(null);
                      report('질문을 삭제했어요.');
                    }}
                    onFailure={setFailure}
                  />
                )
              }
            />
          ) : (
            <EditorPlaceholder>목록에서 질문을 고르거나 새 질문을 작성해 주세요.</EditorPlaceholder>
          )}
        </div>
      </div>
    </div>
  );
}

type CategoryFormInput = z.input<typeof staffFaqCategorySaveBody>;
type CategoryFormValues = z.output<typeof staffFaqCategorySaveBody>;

function CategoryCard({
  categories,
  onDone,
  onFailure,
}: {
  categories: StaffFaqCategory[];
  onDone: (message: string) => void;
  onFailure: (message: string) => void;
}) {
  const [editing, setEditing] = useState<Editing<StaffFaqCategory>>(null);
  const remove = useDeleteFaqCategory();
  return (
    <section className={styles.card} aria-labelledby="faq-category-heading">
      <div className={cms.toolbar}>
        <h2 id="faq-category-heading" className={styles.cardTitle}>
          분류
        </h2>
        <button type="button" className={styles.smallButton} onClick={() => setEditing('new')}>
          새 분류
        </button>
      </div>
      <ul className={cms.rows}>
        {categories.map((item) => (
          <li key={item.faqsCategoryIdx} className={`${cms.toolbar} ${cms.versionRow}`}>
            <span>
              <span className={cms.rowTitle}>{item.faqsCategoryName}</span>{' '}
              <span className={cms.meta}>
                순서 {item.sortIndex} · 질문 {item.faqCount}개
              </span>
            </span>
            <span className={cms.actions}>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`분류 ${item.faqsCategoryName} 수정`}
                onClick={() => setEditing(item)}
              >
                수정
              </button>
              <DeleteButton
                itemName={`분류 '${item.faqsCategoryName}'`}
                consequence={
                  item.faqCount > 0 ? (
                    <p>
                      질문이 {item.faqCount}개 있는 분류는 질문을 먼저 옮기거나 지워야 삭제돼요.
                    </p>
                  ) : undefined
                }
                onDelete={async () => {
                  await remove.mutateAsync({ faqsCategoryIdx: item.faqsCategoryIdx });
                  onDone(`${withParticle(`분류 '${item.faqsCategoryName}'`, '을/를')} 삭제했어요.`);
                }}
                onFailure={onFailure}
              />
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.faqsCategoryIdx}
          category={editing === 'new' ? null : editing}
          nextOrder={categories.reduce((max, item) => Math.max(max, item.sortIndex + 1), 0)}
          onSaved={(message) => {
            setEditing(null);
            onDone(message);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function CategoryForm({
  category,
  nextOrder,
  onSaved,
  onClose,
}: {
  category: StaffFaqCategory | null;
  nextOrder: number;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const save = useSaveFaqCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(staffFaqCategorySaveBody),
    defaultValues: category
      ? {
          faqsCategoryIdx: category.faqsCategoryIdx,
          faqsCategoryName: category.faqsCategoryName,
          sortIndex: category.sortIndex,
        }
      : { faqsCategoryName: '', sortIndex: nextOrder },
  });
  const { submit, failure } = useServerSubmit(
    { handleSubmit, setError },
    async (values) => {
      await save.mutateAsync(values);
      onSaved(`${withParticle(`분류 '${values.faqsCategoryName}'`, '을/를')} 저장했어요.`);
    },
    { fields: ['faqsCategoryName', 'sortIndex'] },
  );
  return (
    <form onSubmit={submit} noValidate aria-label={category ? '분류 수정' : '새 분류'}>
      <div className={cms.fieldRow}>
        <TextField
          compact
          id="faq-category-name"
          label="분류 이름"
          error={errors.faqsCategoryName?.message}
          {...register('faqsCategoryName')}
        />
        <OrderField id="faq-category-order" error={errors.sortIndex?.message}>
          {register('sortIndex', { valueAsNumber: true })}
        </OrderField>
      </div>
      <div className={cms.actions}>
        <button type="submit" className={cms.primary} disabled={isSubmitting}>
          분류 저장
        </button>
        <button type="button" className={styles.smallButton} onClick={onClose}>
          취소
        </button>
      </div>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
    </form>
  );
}

type FaqFormInput = z.input<typeof staffFaqSaveBody>;
type FaqFormValues = z.output<typeof staffFaqSaveBody>;
const faqFields = [
  'faqsCategoryIdx',
  'faqsQuestion',
  'faqsAnswer',
  'displayYn',
  'sortIndex',
] as const;

function FaqEditor({
  item,
  categories,
  defaultCategory,
  onSaved,
  onClose,
  deleteButton,
}: {
  item: StaffFaqItem | null;
  categories: StaffFaqCategory[];
  defaultCategory: number | undefined;
  onSaved: (message: string) => void;
  onClose: () => void;
  deleteButton: ReactNode;
}) {
  const save = useSaveFaq();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqFormInput, unknown, FaqFormValues>({
    resolver: zodResolver(staffFaqSaveBody),
    defaultValues: item
      ? {
          faqsIdx: item.faqsIdx,
          faqsCategoryIdx: item.faqsCategoryIdx,
          faqsQuestion: item.faqsQuestion,
          faqsAnswer: item.faqsAnswer,
          displayYn: item.displayYn,
          sortIndex: item.sortIndex,
        }
      : {
          faqsCategoryIdx: defaultCategory ?? categories[0]?.faqsCategoryIdx,
          faqsQuestion: '',
          faqsAnswer: '',
          displayYn: 'Y',
          sortIndex: 0,
        },
  });
  const { submit, failure } = useServerSubmit(
    { handleSubmit, setError },
    async (values) => {
      await save.mutateAsync(values);
      onSaved(item ? '질문을 저장했어요.' : '질문을 등록했어요.');
    },
    { fields: faqFields },
  );

  return (
    <EditorForm
      id="faq-editor"
      title={item ? '질문 수정' : '새 질문'}
      onSubmit={submit}
      onClose={onClose}
      deleteButton={deleteButton}
      submitLabel={item ? '저장' : '등록'}
      submitting={isSubmitting}
      failure={failure}
    >
      <Field id="faq-category" label="분류" error={errors.faqsCategoryIdx?.message}>
        {(aria) => (
          <select
            className={`${styles.select} ${styles.compact}`}
            {...aria}
            {...register('faqsCategoryIdx', { valueAsNumber: true })}
          >
            {categories.map((category) => (
              <option key={category.faqsCategoryIdx} value={category.faqsCategoryIdx}>
                {category.faqsCategoryName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        compact
        id="faq-question"
        label="질문"
        error={errors.faqsQuestion?.message}
        {...register('faqsQuestion')}
      />
      <RichTextField control={control} name="faqsAnswer" label="답변" images />
      <div className={cms.fieldRow}>
        <YnCheckbox control={control} name="displayYn" label="노출" />
        <OrderField id="faq-order" error={errors.sortIndex?.message}>
          {register('sortIndex', { valueAsNumber: true })}
        </OrderField>
      </div>
    </EditorForm>
  );
}
