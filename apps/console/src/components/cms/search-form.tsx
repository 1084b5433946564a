import styles from '../console.module.css';

/** A list's search box: 찾기 hands over the trimmed words ('' for everything). */
export function SearchForm({
  id,
  label,
  placeholder,
  onSearch,
  defaultValue,
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  /** The words searched now (from the address), shown in the box. */
  defaultValue?: string;
}) {
  return (
    <search>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('keyword');
          onSearch(typeof value === 'string' ? value.trim() : '');
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          name="keyword"
          type="search"
          placeholder={placeholder}
          defaultValue={defaultValue}
          className={`${styles.input} ${styles.compact}`}
        />
        <button type="submit" className={styles.smallButton}>
          찾기
        </button>
      </form>
    </search>
  );
}
