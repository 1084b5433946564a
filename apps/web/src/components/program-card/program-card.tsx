import type { ProgramListItem } from '@venue/contract';
import { placeText, programDateText, programStatusLabel } from '@venue/contract/domain';
import { Fragment } from 'react';
import { paths } from '../../config/paths';
import { Link } from '../ui/link';
import styles from './program-card.module.css';

/** Program images are drawn at 750×750 (server media kind `program`): the box is reserved. */
export const PROGRAM_IMAGE_SIZE = 750;

/**
 * The lines of a program name. `programName` is CMS text that may carry simple HTML, usually a
 * `<br>` (spec 000 §3). Rather than injecting it (which would need DOMPurify, ~9 KiB gzip, in the
 * home page's first-visit bundle, decision 010), the name is parsed into an inert document and
 * only its text is kept, split at its line breaks: markup can never reach the page, and entities
 * such as `&amp;` read correctly. Blank lines are dropped.
 */
export function programNameLines(html: string): string[] {
  if (!/[<&]/.test(html)) return html.trim() ? [html.trim()] : [];
  if (typeof DOMParser === 'undefined') return textLinesWithoutParser(html);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: string[] = [];
  let line = '';
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeName === 'BR') {
        lines.push(line);
        line = '';
      } else if (child.nodeType === Node.TEXT_NODE) line += child.textContent ?? '';
      else if (child.nodeName !== 'SCRIPT' && child.nodeName !== 'STYLE') walk(child);
    }
  };
  walk(body);
  lines.push(line);
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The same lines where there is no DOM (the server-side render of a first visit): line breaks at
 * <br>, scripts and styles dropped with their content, other tags dropped, the common entities
 * decoded. The result is only ever rendered as text.
 */
function textLinesWithoutParser(html: string): string[] {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<br\s*\/?>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
          if (code[0] === '#') {
            const point =
              code[1] === 'x' || code[1] === 'X'
                ? Number.parseInt(code.slice(2), 16)
                : Number(code.slice(1));
            return Number.isInteger(point) && point > 0 && point <= 0x10ffff
              ? String.fromCodePoint(point)
              : entity;
          }
          return ENTITIES[code.toLowerCase()] ?? entity;
        })
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '');
}

/** The name on one line, for alt text and accessible names. */
export function programNameText(html: string): string {
  return programNameLines(html).join(' ');
}

/**
 * A program name as text with its line breaks (see programNameLines). Reused wherever a
 * program's name is shown (cards, the guide sheet, the detail page).
 */
export function ProgramName({ html, fallback = '' }: { html: string; fallback?: string }) {
  const lines = programNameLines(html);
  if (lines.length === 0) return <>{fallback}</>;
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their order
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** "2F · Flex Hall": floor and zone, whichever are known. */
export function programPlaceText(program: Pick<ProgramListItem, 'floorName' | 'zoneName'>) {
  return placeText(program.floorName, program.zoneName);
}

/**
 * One program in a list (home, in-venue Now, zone detail, program list): the square image,
 * category and status, the name, where and when. The whole card is one link to
 * /program/{programIdx}. `headingLevel` fits the name into the page outline (h3 under a section's
 * h2 by default). Images below the fold load lazily; every card reserves its square box, so the
 * list never shifts (CLS).
 */
export function ProgramCard({
  program,
  headingLevel: Heading = 'h3',
}: {
  program: ProgramListItem;
  headingLevel?: 'h3' | 'h4';
}) {
  const status = programStatusLabel(program);
  const dates = programDateText(program);
  const place = programPlaceText(program);
  const ended = program.status === 'CLOSED' || program.status === 'CLOSEDADMIN';
  return (
    <Link to={paths.program.detail.getHref(program.programIdx)} className={styles.card}>
      <span className={styles.media}>
        {program.savePath ? (
          <img
            className={styles.image}
            src={program.savePath}
            alt=""
            width={PROGRAM_IMAGE_SIZE}
            height={PROGRAM_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.badges}>
          <span className={styles.category}>{program.programCategoryName}</span>
          <span className={ended ? `${styles.status} ${styles.ended}` : styles.status}>
            {status.ko}
          </span>
        </span>
        <Heading className={styles.name}>
          <ProgramName html={program.programName} fallback="제목 없음" />
        </Heading>
        {place ? <span className={styles.meta}>{place}</span> : null}
        {dates && dates !== status.ko ? (
          <span className={styles.meta}>
            <span className="sr-only">운영 기간 </span>
            {dates}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
