import { lazy, Suspense, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldNote } from './form-fields';
import styles from './rich-text-editor.module.css';
import type { RichTextEditorProps } from './rich-text-editor-props';

export type { RichTextEditorProps };

// TipTap and ProseMirror (about 100 KiB gzip) load with the first page that shows an editor.
const TiptapEditor = lazy(() => import('./rich-text-editor-tiptap'));

/**
 * A rich text editor for CMS editor HTML (notices, FAQ answers, terms, program descriptions):
 * TipTap with a labelled toolbar (굵게, 기울임, 제목 2·3, 글머리·번호 목록, 링크, optionally 이미지).
 * The toolbar is one tab stop (arrow keys move inside it), the marks and headings have their
 * usual shortcuts (Ctrl/⌘+B, I, Alt+Ctrl+2 …). What it emits is HTML the server sanitizes on
 * write (apps/server/src/lib/sanitize-html.ts: h2–h4, lists, links, images, simple marks).
 * Loaded lazily: a page without an editor does not carry TipTap.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const fallbackId = useId();
  const id = props.id ?? `rte${fallbackId.replace(/:/g, '')}`;
  return (
    <Suspense
      fallback={
        // The editor's own shape (label, a toolbar and a 200 px area, the hint or error below), so
        // the fields under it do not move when TipTap arrives.
        <div className={styles.field}>
          <span className={styles.label}>{props.label}</span>
          <div className={styles.loading} role="status">
            편집기를 불러오는 중이에요…
          </div>
          <FieldNote id={`${id}-loading`} error={props.error} hint={props.hint} />
        </div>
      }
    >
      <TiptapEditor {...props} id={id} />
    </Suspense>
  );
}

/** The editor as one react-hook-form field: `<RichTextField control={control} name="…" />`. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          {...props}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
