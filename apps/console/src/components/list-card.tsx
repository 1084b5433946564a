import type { ReactNode, Ref } from 'react';
import cms from './cms/cms.module.css';
import { Pager } from './cms/pager';
import styles from './console.module.css';

/** A list as a read answers it: the rows alone, or a page of them with the count. */
export type ListData<Row> =
  | readonly Row[]
  | { list: readonly Row[]; totalCount?: number; pageSize?: number };

/** The read behind a list (a query's result will do): its answer, its failure, a read under way. */
export interface ListRead<Row> {
  data: ListData<Row> | undefined;
  error: Error | null;
  isFetching?: boolean;
}

/**
 * A list page's card: the heading (with 모두 N건 or the page's own line beside it), what the page
 * puts above the rows (a hint, a filter, its messages), 개인정보는 가려서 보여요 when the server
 * masked the rows, then the read's failure, 불러오는 중이에요…, the empty sentence or the rows,
 * and the pager when the list has pages. The card is aria-busy while the list is read again.
 */
export function ListCard<Row>({
  id,
  title,
  level = 2,
  headingRef,
  tools,
  countUnit,
  meta,
  above,
  masked = false,
  read,
  idle,
  empty,
  pager,
  below,
  children,
}: {
  /** The heading's id: the card is labelled by it, and tests find the card by its name. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  /** For a page that sends the keyboard back to the list (after a dialog): the heading takes focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Beside the heading: a button of the card's own (전송 기록 닫기). */
  tools?: ReactNode;
  /** 모두 N{unit} beside the heading, from a page's totalCount. */
  countUnit?: '건' | '명' | '개';
  /** The page's own line beside the heading, in place of 모두 N건. */
  meta?: ReactNode;
  above?: ReactNode;
  /** The server masked names and phones (below ADMIN). */
  masked?: boolean;
  read: ListRead<Row>;
  /** What the card says while there is nothing to read yet (찾을 회원을 입력해 주세요.). */
  idle?: ReactNode;
  /** The sentence for no rows; none: the card shows nothing then. */
  empty?: ReactNode;
  /** The page shown and where 이전/다음 go; the size and count come from the read's page. */
  pager?: { label: string; page: number; onPage: (page: number) => void };
  /** Under the rows and the pager: 더 보기, the card's dialogs. */
  below?: ReactNode;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { data, isFetching } = read;
  const paged = data === undefined || isArray(data) ? undefined : data;
  const rows = data === undefined || isArray(data) ? data : data.list;
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading
      id={id}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className={styles.cardTitle}
    >
      {title}
    </Heading>
  );
  const count =
    countUnit && paged?.totalCount !== undefined ? (
      <p className={cms.meta}>
        모두 {paged.totalCount.toLocaleString('ko-KR')}
        {countUnit}
      </p>
    ) : null;
  const line = meta === undefined ? count : data ? <p className={cms.meta}>{meta}</p> : null;

  return (
    <section className={styles.card} aria-labelledby={id} aria-busy={isFetching}>
      {tools || countUnit || meta !== undefined ? (
        <div className={cms.toolbar}>
          {heading}
          {tools}
          {line}
        </div>
      ) : (
        heading
      )}
      {above}
      {masked ? (
        <p className={styles.hint}>개인정보는 가려서 보여요. 전체 정보는 관리자만 볼 수 있어요.</p>
      ) : null}
      {idle ? (
        <p className={styles.empty}>{idle}</p>
      ) : (
        <>
          <ReadState read={read} />
          {rows && rows.length === 0 && empty ? <p className={styles.empty}>{empty}</p> : null}
          {rows && rows.length > 0 ? children(rows) : null}
          {pager && paged?.pageSize !== undefined && paged.totalCount !== undefined ? (
            <Pager {...pager} pageSize={paged.pageSize} totalCount={paged.totalCount} />
          ) : null}
        </>
      )}
      {below}
    </section>
  );
}

/**
 * A read's failure as an alert, or 불러오는 중이에요… until its first answer; nothing once the
 * answer is there (the page draws it).
 */
export function ReadState({ read }: { read: { data: unknown; error: Error | null } }) {
  if (read.error) {
    return (
      <p className={styles.formError} role="alert">
        {read.error.message}
      </p>
    );
  }
  return read.data === undefined ? <p className={styles.empty}>불러오는 중이에요…</p> : null;
}

// Array.isArray does not narrow a readonly array out of a union.
const isArray = <Row,>(data: ListData<Row>): data is readonly Row[] => Array.isArray(data);
