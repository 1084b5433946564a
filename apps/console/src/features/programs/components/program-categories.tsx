import { type StaffCategory, staffCategorySaveAllBody } from '@venue/contract';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { ItemActions } from '../../../components/cms/item-actions';
import consoleStyles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { errorAt } from '../../../lib/form-errors';
import { useCategories } from '../api/get-categories';
import { useSaveCategories } from '../api/save-categories';
import { ErrorLine, InputField } from './form-fields';
import styles from './programs.module.css';

/**
 * /staff/program-categories: the program categories visitors filter by, in their
 * order. Rename, reorder (위로 / 아래로), add, and remove one no program is filed under; 저장
 * sends the list as shown in one call, saved as a whole or not at all (the server's save-all).
 */
export function ProgramCategoriesPage() {
  const categories = useCategories();
  return (
    <div className={consoleStyles.page}>
      <PageHeader title="프로그램 분류">
        <Link className={styles.button} to={staffPaths.programs.getHref()}>
          프로그램 목록
        </Link>
      </PageHeader>
      {categories.isError ? <p role="alert">{categories.error.message}</p> : null}
      {categories.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {categories.data ? <CategoriesForm list={categories.data} /> : null}
    </div>
  );
}

const toRow = ({ programCategoryIdx, programCategoryName }: StaffCategory) => ({
  programCategoryIdx,
  programCategoryName,
});

/**
 * The whole list as one form (the contract's save-all body, the rows in their order): as loaded
 * first; after a save, as saved (a refetch does not wipe edits in progress).
 */
function CategoriesForm({ list }: { list: StaffCategory[] }) {
  const save = useSaveCategories();
  const programCount = new Map(list.map((c) => [c.programCategoryIdx, c.programCount]));
  const form = useContractForm(
    staffCategorySaveAllBody,
    { categoryList: list.map(toRow) },
    async (values) => {
      const saved = await save.mutateAsync(values);
      // The saved list (new rows now have ids) becomes the form's starting point; the page's
      // list call, asked again, brings each row's program count.
      form.reset({ categoryList: saved.map(toRow) });
      return `분류 ${saved.length}개를 저장했어요.`;
    },
  );
  const {
    control,
    register,
    submit,
    failure,
    done,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'categoryList' });

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
      <p className={styles.hint}>
        위에 있는 분류가 방문자 화면에서 먼저 보여요. 프로그램이 있는 분류는 지울 수 없어요.
      </p>
      <ol className={styles.editorLayout}>
        {fields.map((item, index) => {
          const used =
            item.programCategoryIdx === undefined
              ? 0
              : (programCount.get(item.programCategoryIdx) ?? 0);
          return (
            <li key={item.id} className={styles.inlineForm}>
              <InputField
                id={`category-${index}-name`}
                label={`${index + 1}번째 분류 이름`}
                hint={item.programCategoryIdx === undefined ? '새 분류' : `프로그램 ${used}개`}
                error={errorAt(errors, `categoryList.${index}.programCategoryName`)}
                maxLength={60}
                {...register(`categoryList.${index}.programCategoryName`)}
              />
              <ItemActions
                removable={used === 0}
                name={`${index + 1}번째 분류`}
                index={index}
                count={fields.length}
                move={move}
                remove={remove}
              />
            </li>
          );
        })}
      </ol>
      <ErrorLine message={errorAt(errors, 'categoryList')} />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.button}
          onClick={() => append({ programCategoryName: '' })}
        >
          분류 추가
        </button>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          저장
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
