import type { Ref } from 'react';

/**
 * What the rich-text editor takes: shared by the light wrapper (rich-text-editor.tsx) and the
 * TipTap editor it loads lazily, so neither imports the other for it.
 */
export type RichTextEditorProps = {
  /** The editable area's id (a `<label htmlFor>` elsewhere may name it). */
  id?: string;
  label: string;
  /** Editor HTML; '' for an empty document. */
  value: string;
  /** Editor HTML after each change; '' when the document is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  /** Offer 이미지 in the toolbar (an image from the media library, inserted at the cursor). */
  images?: boolean;
  /** react-hook-form's field ref: focuses the editable area on an error. */
  ref?: Ref<{ focus: () => void }>;
};
