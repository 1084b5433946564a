import { zodResolver } from '@hookform/resolvers/zod';
import { type ProgramCategory, staffCategorySaveBody } from '@venue/contract';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { z } from 'zod';
import { ItemActions } from '../../../components/cms/item-actions';
import consoleStyles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { isApiRequestError, isStaffSessionLost } from '../../../lib/api-client';
import { useStaffLoginReturn } from '../../../lib/use-staff-login-return';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { errorAt, FormMessages, InputField } from './form-fields';
import styles from './programs.module.css';

/** The whole list as one form: each row is the contract's save body. */
const categoriesForm = z.object({ categories: z.array(staffCategorySaveBody) });
type CategoriesInput = z.input<typeof categoriesForm>;
type CategoriesOutput = z.output<typeof categoriesForm>;

/** Saved order numbers: the list's places, 10 apart. */
const ORDER_STEP = 10;

/**
 * /staff/program-categories (issue 17 §1): the program categories visitors filter by, in their
 * order. Rename, reorder (위로 / 아래로) and add, then 저장: every category is saved with its place
 * as its order (10, 20, …), so what the list shows is the order visitors get. (The list call names
 * the categories in order but not their stored numbers, hence the renumbering.)
 */
export function ProgramCategoriesPage() {
  const loginReturn = useStaffLoginReturn();
  const categories = useCategories();
  if (categories.isError && isStaffSessionLost(categories.error)) {
    return <Navigate to={loginReturn.href} replace />;
  }
  return (
    <div className={consoleStyles.page}>
      <PageHeader title="프로그램 분류">
        <Link className={styles.button} to={staffPaths.programs.getHref()}>
          프로그램 목록
        </Link>
      </PageHeader>
      {categories.isError ? <p role="alert">{categories.error.message}</p> : null}
      {categories.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {categories.data ? (
        <CategoriesForm key={categories.dataUpdatedAt} list={categories.data} />
      ) : null}
    </div>
  );
}

function CategoriesForm({ list }: { list: ProgramCategory[] }) {
  const save = useSaveCategory();
  const [message, setMessage] = useState({ failure: '', done: '' });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoriesInput, unknown, CategoriesOutput>({
    resolver: zodResolver(categoriesForm),
    defaultValues: {
      categories: list.map((category, index) => ({
        programCategoryIdx: category.programCategoryIdx,
        programCategoryName: category.programCategoryName,
        sortIndex: (index + 1) * ORDER_STEP,
      })),
    },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'categories' });

  const submit = handleSubmit(async (values) => {
    setMessage({ failure: '', done: '' });
    // One call per category, in order; a refusal stops there and lands on its row.
    for (const [index, category] of values.categories.entries()) {
      try {
        await save.mutateAsync({ ...category, sortIndex: (index + 1) * ORDER_STEP });
      } catch (e) {
        const field = isApiRequestError(e) ? e.fields?.[0] : undefined;
        setError(`categories.${index}.programCategoryName`, {
          message: field?.message ?? (isApiRequestError(e) ? e.message : '저장하지 못했어요.'),
        });
        setMessage({ failure: `${index + 1}번째 분류를 저장하지 못했어요.`, done: '' });
        return;
      }
    }
    setMessage({ failure: '', done: `분류 ${values.categories.length}개를 저장했어요.` });
  });

  return (
    <form
      className={consoleStyles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="categories-heading"
    >
      <h2 id="categories-heading" className={consoleStyles.cardTitle}>
        분류 ({fields.length})
      </h2>
      <p className={styles.hint}>위에 있는 분류가 방문자 화면에서 먼저 보여요.</p>
      <ol className={styles.editorLayout}>
        {fields.map((item, index) => (
          <li key={item.id} className={styles.inlineForm}>
            <InputField
              id={`category-${index}-name`}
              label={`${index + 1}번째 분류 이름`}
              error={errorAt(errors, `categories.${index}.programCategoryName`)}
              maxLength={60}
              {...register(`categories.${index}.programCategoryName`)}
            />
            <ItemActions
              // A saved category has no delete call: it only moves. A new row may go.
              removable={item.programCategoryIdx === undefined}
              name={`${index + 1}번째 분류`}
              index={index}
              count={fields.length}
              move={move}
              remove={remove}
            />
          </li>
        ))}
      </ol>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.button}
          onClick={() => append({ programCategoryName: '', sortIndex: 0 })}
        >
          분류 추가
        </button>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          저장
        </button>
      </div>
      <FormMessages failure={message.failure} done={message.done} />
    </form>
  );
}
