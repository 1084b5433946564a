import {
  type StaffFaqCategory,
  type StaffFaq as StaffFaqItem,
  staffFaqCategorySaveBody,
  staffFaqSaveBody,
} from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { OrderField, YnCheckbox } from '../../../components/cms/field';
import {
  type EditorProps,
  type PageMessages,
  type Resource,
  ResourceEditor,
  ResourcePage,
  usePageMessages,
  useResourceForm,
} from '../../../components/cms/resource-page';
import styles from '../../../components/console.module.css';
import { Field, TextField } from '../../../components/form-fields';
import { RichTextField } from '../../../components/rich-text-editor';
import { useDeleteFaq } from '../api/delete-faq';
import { useDeleteFaqCategory } from '../api/delete-faq-category';
import { useStaffFaq } from '../api/get-faq';
import { useSaveFaq } from '../api/save-faq';
import { useSaveFaqCategory } from '../api/save-faq-category';

/**
 * /staff/faq: the categories (name, order; one that still holds questions cannot
 * be deleted) and the questions (category, question, answer in rich text, 노출, order), hidden
 * ones too, with the editor beside the list.
 */
export function StaffFaq() {
  const faq = useStaffFaq();
  const [category, setCategory] = useState<number | 'all'>('all');
  const messages = usePageMessages();
  const remove = useDeleteFaq();
  const categories = faq.data?.categories ?? [];
  const resource: Resource<StaffFaqItem> = {
    title: 'FAQ',
    id: 'faq',
    newLabel: '새 질문 작성',
    listTitle: '질문 목록',
    empty: '질문이 없어요.',
    placeholder: '목록에서 질문을 고르거나 새 질문을 작성해 주세요.',
    key: (item) => item.faqsIdx,
    name: () => '질문',
    deleteName: () => '이 질문',
    row: FaqRow,
    editor: (props) => (
      <FaqEditor
        {...props}
        categories={categories}
        defaultCategory={category === 'all' ? undefined : category}
      />
    ),
    remove: (item) => remove.mutateAsync({ faqsIdx: item.faqsIdx }),
  };

  return (
    <ResourcePage
      resource={resource}
      messages={messages}
      canCreate={categories.length > 0}
      list={{
        items: faq.data?.list.filter(
          (item) => category === 'all' || item.faqsCategoryIdx === category,
        ),
        error: faq.error,
      }}
      aboveList={<CategoryCard categories={categories} messages={messages} />}
      listTools={
        <>
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
        </>
      }
    />
  );
}

function FaqRow(item: StaffFaqItem) {
  return (
    <>
      <span className={cms.rowTop}>
        <span className={`${cms.chip} ${item.displayYn === 'Y' ? cms.chipLive : cms.chipMuted}`}>
          {item.displayYn === 'Y' ? '노출' : '숨김'}
        </span>
        <span className={cms.rowTitle}>{item.faqsQuestion}</span>
      </span>
      <span className={cms.meta}>
        {item.faqsCategoryName} · 순서 {item.sortIndex}
      </span>
    </>
  );
}

function CategoryCard({
  categories,
  messages,
}: {
  categories: StaffFaqCategory[];
  messages: PageMessages;
}) {
  const [editing, setEditing] = useState<StaffFaqCategory | 'new' | null>(null);
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
                  messages.say(
                    `${withParticle(`분류 '${item.faqsCategoryName}'`, '을/를')} 삭제했어요.`,
                  );
                }}
                onFailure={messages.fail}
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
            messages.say(message);
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
    bind,
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useResourceForm({
    schema: staffFaqCategorySaveBody,
    item: category,
    idKey: 'faqsCategoryIdx',
    blank: { faqsCategoryName: '', sortIndex: nextOrder },
    save: save.mutateAsync,
    // A new category is said 저장했어요 too.
    message: (values) =>
      `${withParticle(`분류 '${values.faqsCategoryName}'`, '을/를')} 저장했어요.`,
    onSaved,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={category ? '분류 수정' : '새 분류'}>
      <div className={cms.fieldRow}>
        <TextField compact id="faq-category-name" label="분류 이름" {...bind('faqsCategoryName')} />
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

function FaqEditor({
  item,
  categories,
  defaultCategory,
  onSaved,
  onClose,
  deleteButton,
}: EditorProps<StaffFaqItem> & {
  categories: StaffFaqCategory[];
  defaultCategory: number | undefined;
}) {
  const save = useSaveFaq();
  const form = useResourceForm({
    schema: staffFaqSaveBody,
    item,
    idKey: 'faqsIdx',
    blank: {
      faqsCategoryIdx: defaultCategory ?? categories[0]?.faqsCategoryIdx,
      faqsQuestion: '',
      faqsAnswer: '',
      displayYn: 'Y',
      sortIndex: 0,
    },
    save: save.mutateAsync,
    name: () => '질문',
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
      id="faq"
      noun="질문"
      isNew={!item}
      form={form}
      onClose={onClose}
      deleteButton={deleteButton}
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
      <TextField compact id="faq-question" label="질문" {...bind('faqsQuestion')} />
      <RichTextField control={control} name="faqsAnswer" label="답변" images />
      <div className={cms.fieldRow}>
        <YnCheckbox control={control} name="displayYn" label="노출" />
        <OrderField id="faq-order" error={errors.sortIndex?.message}>
          {register('sortIndex', { valueAsNumber: true })}
        </OrderField>
      </div>
    </ResourceEditor>
  );
}
