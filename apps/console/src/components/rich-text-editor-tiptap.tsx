import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FieldNote } from './form-fields';
import { MediaPicker } from './media-picker';
import styles from './rich-text-editor.module.css';
import type { RichTextEditorProps } from './rich-text-editor-props';

/** Links the server keeps: http(s), mailto, tel, or a path on this site. */
const LINK = /^(https?:\/\/\S+|mailto:\S+|tel:[\d+\-() ]+|\/(?!\/)\S*)$/i;
const LINK_MESSAGE = 'https:// 로 시작하는 주소나 / 로 시작하는 경로를 입력해 주세요.';

type Tool = {
  key: string;
  label: string;
  /** the shortcut, for the button's title */
  keys?: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const tools: readonly Tool[] = [
  {
    key: 'bold',
    label: '굵게',
    keys: 'Ctrl+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: '기울임',
    keys: 'Ctrl+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'h2',
    label: '제목 2',
    keys: 'Ctrl+Alt+2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: '제목 3',
    keys: 'Ctrl+Alt+3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bullet',
    label: '글머리 목록',
    keys: 'Ctrl+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: '번호 목록',
    keys: 'Ctrl+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

type Panel = 'none' | 'link' | 'image';

/** The TipTap editor behind `RichTextEditor` (its own chunk; see rich-text-editor.tsx). */
export default function TiptapEditor({
  id = 'rte',
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  images = false,
  ref,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const [panel, setPanel] = useState<Panel>('none');
  // The latest callbacks, so the editor (made once) always calls the current ones.
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: current }) =>
      latest.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });

  // Attributes that change with the form (error, hint) without making the editor anew.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: styles.content ?? '',
        },
      },
    });
  }, [editor, id, labelId, describedBy, error]);

  // A value set from outside (the form's reset, a loaded program) replaces the document.
  useEffect(() => {
    // useEditor may hand over an instance it has already destroyed for one render (seen in the
    // production build with initial HTML: getHTML then throws on its null schema).
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: tools.map((tool) => tool.active(e)),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={`${styles.frame} ${error ? styles.invalid : ''}`}>
        <Toolbar label={`${label} 서식`} controls={id}>
          {tools.map((tool, index) => (
            <button
              key={tool.key}
              type="button"
              className={styles.tool}
              aria-pressed={state.active[index] ?? false}
              title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
              onClick={() => tool.run(editor)}
            >
              {tool.label}
            </button>
          ))}
          <button
            type="button"
            className={styles.tool}
            aria-pressed={state.link}
            aria-expanded={panel === 'link'}
            onClick={() => setPanel((p) => (p === 'link' ? 'none' : 'link'))}
          >
            링크
          </button>
          {images ? (
            <button
              type="button"
              className={styles.tool}
              aria-expanded={panel === 'image'}
              onClick={() => setPanel((p) => (p === 'image' ? 'none' : 'image'))}
            >
              이미지
            </button>
          ) : null}
        </Toolbar>
        {panel === 'link' ? (
          <LinkPanel
            id={id}
            initial={state.href}
            linked={state.link}
            onApply={(href) => {
              const chain = editor.chain().focus().extendMarkRange('link');
              if (editor.state.selection.empty && !state.link) {
                // No text selected: the address becomes the link's text.
                chain
                  .insertContent({
                    type: 'text',
                    text: href,
                    marks: [{ type: 'link', attrs: { href } }],
                  })
                  .run();
              } else chain.setLink({ href }).run();
              setPanel('none');
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setPanel('none');
            }}
            onClose={() => {
              setPanel('none');
              editor.commands.focus();
            }}
          />
        ) : null}
        {panel === 'image' ? (
          <div className={styles.panel}>
            <MediaPicker
              label="넣을 이미지"
              value=""
              preview={false}
              onChange={(savePath, picked) => {
                if (savePath) {
                  editor
                    .chain()
                    .focus()
                    .setImage({ src: savePath, alt: picked?.alt ?? '' })
                    .run();
                }
                setPanel('none');
              }}
            />
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A toolbar with one tab stop (WAI-ARIA toolbar pattern): Tab enters at the last used button,
 * ←/→ move between buttons, Home/End jump to the ends.
 */
function Toolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const buttons = () => Array.from(ref.current?.querySelectorAll('button') ?? []);

  useEffect(() => {
    buttons().forEach((button, index) => {
      button.tabIndex = index === current ? 0 : -1;
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons();
    const at = list.indexOf(event.target as unknown as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % list.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    list[next]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const at = buttons().indexOf(event.target as unknown as HTMLButtonElement);
        if (at >= 0) setCurrent(at);
      }}
    >
      {children}
    </div>
  );
}

function LinkPanel({
  id,
  initial,
  linked,
  onApply,
  onRemove,
  onClose,
}: {
  id: string;
  initial: string;
  linked: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const apply = () => {
    const trimmed = href.trim();
    if (!LINK.test(trimmed)) return setError(LINK_MESSAGE);
    onApply(trimmed);
  };
  return (
    <div className={styles.panel}>
      <label className={styles.panelLabel} htmlFor={`${id}-link`}>
        링크 주소
      </label>
      <div className={styles.panelRow}>
        <input
          id={`${id}-link`}
          className={styles.input}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          // biome-ignore lint/a11y/noAutofocus: the panel opens to type the address
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-link-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
        />
        <button type="button" className={styles.tool} onClick={apply}>
          적용
        </button>
        {linked ? (
          <button type="button" className={styles.tool} onClick={onRemove}>
            링크 빼기
          </button>
        ) : null}
        <button type="button" className={styles.tool} onClick={onClose}>
          닫기
        </button>
      </div>
      {error ? (
        <p id={`${id}-link-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
