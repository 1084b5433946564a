import {
  MEDIA_FILE_FIELD,
  MEDIA_PAGE_SIZE,
  type MediaItem,
  mediaMessages,
  staffMediaUploadFields,
} from '@venue/contract';
import { type Ref, useId, useState } from 'react';
import { isApiRequestError } from '../lib/api-client';
import { useMediaList } from '../lib/media/get-media-list';
import { useUploadMedia } from '../lib/media/upload-media';
import { FieldNote } from './form-fields';
import styles from './media-picker.module.css';

/** What the picker hands back with the path: the library row, when it knows it. */
export type PickedMedia = { savePath: string; alt: string };

export type MediaPickerProps = {
  /** The fieldset's name (대표 이미지, 첨부 파일 …). */
  label: string;
  /** The chosen image's `savePath`, '' for none. */
  value: string;
  onChange: (savePath: string, picked?: PickedMedia) => void;
  onBlur?: () => void;
  /** The form's message for this field (react-hook-form's, or the server's). */
  error?: string | undefined;
  hint?: string;
  /** Offer 이미지 빼기 (an optional image). */
  clearable?: boolean;
  /** Hide the preview (the rich text editor inserts the image instead of showing it). */
  preview?: boolean;
  /** react-hook-form's field ref: focuses the picker's first button on an error. */
  ref?: Ref<HTMLButtonElement>;
};

type Panel = 'closed' | 'library' | 'upload';

/**
 * Choose an image for a content form (decision 027): from the media library (`staffMediaList`,
 * searchable, 40 a page) or a new upload (`staffMediaUpload`, the file and its required alt
 * text), with a preview of the chosen one. The value is the image's `savePath`, which the content
 * calls accept (the server checks it is in the library). Use it with react-hook-form's
 * `Controller`:
 *
 * ```tsx
 * <Controller control={control} name="mainImage" render={({ field, fieldState }) => (
 *   <MediaPicker label="대표 이미지" {...field} error={fieldState.error?.message} />
 * )} />
 * ```
 */
export function MediaPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  clearable = false,
  preview = true,
  ref,
}: MediaPickerProps) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>('closed');
  const [pickedAlt, setPickedAlt] = useState<{ path: string; alt: string } | null>(null);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const choose = (picked: PickedMedia) => {
    setPickedAlt({ path: picked.savePath, alt: picked.alt });
    setPanel('closed');
    onChange(picked.savePath, picked);
    onBlur?.();
  };
  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'closed' : next));
  const previewAlt = pickedAlt?.path === value ? pickedAlt.alt : `${label} 미리보기`;

  return (
    <fieldset
      className={styles.picker}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {preview ? (
        <div className={styles.current}>
          {value ? (
            <img className={styles.preview} src={value} alt={previewAlt} />
          ) : (
            <p className={styles.none}>선택한 이미지가 없어요.</p>
          )}
          {value ? <p className={styles.path}>{value}</p> : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          ref={ref}
          type="button"
          className={styles.button}
          aria-expanded={panel === 'library'}
          aria-controls={`${id}-library`}
          onClick={() => toggle('library')}
        >
          라이브러리에서 선택
        </button>
        <button
          type="button"
          className={styles.button}
          aria-expanded={panel === 'upload'}
          aria-controls={`${id}-upload`}
          onClick={() => toggle('upload')}
        >
          새 이미지 올리기
        </button>
        {clearable && value ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              onChange('');
              onBlur?.();
            }}
          >
            이미지 빼기
          </button>
        ) : null}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
      {panel === 'library' ? (
        <LibraryPanel id={`${id}-library`} label={label} value={value} onChoose={choose} />
      ) : null}
      {panel === 'upload' ? (
        <UploadPanel id={`${id}-upload`} label={label} onUploaded={choose} />
      ) : null}
    </fieldset>
  );
}

function LibraryPanel({
  id,
  label,
  value,
  onChoose,
}: {
  id: string;
  label: string;
  value: string;
  onChoose: (picked: PickedMedia) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', page: 1 });
  const media = useMediaList({ keyword: query.keyword || undefined, page: query.page });
  const totalPages = media.data
    ? Math.max(1, Math.ceil(media.data.totalCount / MEDIA_PAGE_SIZE))
    : 1;

  return (
    <section id={id} className={styles.panel} aria-label={`${label}: 미디어 라이브러리`}>
      <div className={styles.search}>
        <label className={styles.srOnly} htmlFor={`${id}-keyword`}>
          이미지 검색
        </label>
        <input
          id={`${id}-keyword`}
          className={styles.input}
          type="search"
          placeholder="설명이나 파일 이름"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the content form around the picker.
            if (event.key === 'Enter') {
              event.preventDefault();
              setQuery({ keyword: keyword.trim(), page: 1 });
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => setQuery({ keyword: keyword.trim(), page: 1 })}
        >
          검색
        </button>
      </div>
      {media.isError ? <p role="alert">{media.error.message}</p> : null}
      {media.isPending ? <p className={styles.hint}>불러오는 중이에요…</p> : null}
      {media.data && media.data.list.length === 0 ? (
        <p className={styles.hint}>
          {query.keyword
            ? '찾는 이미지가 없어요.'
            : '라이브러리에 이미지가 없어요. 새 이미지를 올려 주세요.'}
        </p>
      ) : null}
      {media.data && media.data.list.length > 0 ? (
        <ul className={styles.grid}>
          {media.data.list.map((item) => (
            <li key={item.mediaIdx}>
              <button
                type="button"
                className={styles.tile}
                aria-pressed={item.savePath === value}
                onClick={() => onChoose({ savePath: item.savePath, alt: item.alt })}
              >
                <img className={styles.thumb} src={thumbnailOf(item)} alt="" loading="lazy" />
                <span className={styles.tileAlt}>{item.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {totalPages > 1 ? (
        <nav className={styles.pager} aria-label="라이브러리 페이지">
          <button
            type="button"
            className={styles.button}
            disabled={query.page <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
          >
            이전
          </button>
          <span>
            {query.page} / {totalPages}
          </span>
          <button
            type="button"
            className={styles.button}
            disabled={query.page >= totalPages}
            onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
          >
            다음
          </button>
        </nav>
      ) : null}
    </section>
  );
}

/** The narrowest stored size: a tile is small. */
function thumbnailOf(item: MediaItem): string {
  return item.sizes[0]?.savePath ?? item.savePath;
}

function UploadPanel({
  id,
  label,
  onUploaded,
}: {
  id: string;
  label: string;
  onUploaded: (picked: PickedMedia) => void;
}) {
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});

  // A button, not a nested form: the picker sits inside a content form.
  const send = async () => {
    const checked = staffMediaUploadFields.safeParse({ alt });
    const next: typeof errors = {};
    if (!file) next.file = mediaMessages.fileMissing;
    if (!checked.success) next.alt = checked.error.issues[0]?.message ?? mediaMessages.altRequired;
    setErrors(next);
    if (!file || !checked.success) return;
    try {
      const uploaded = await upload.mutateAsync({ file, alt: checked.data.alt });
      onUploaded({ savePath: uploaded.savePath, alt: checked.data.alt });
    } catch (e) {
      if (!isApiRequestError(e)) return setErrors({ form: '올리지 못했어요. 다시 시도해 주세요.' });
      const byField: typeof errors = {};
      for (const field of e.fields ?? []) {
        if (field.path === MEDIA_FILE_FIELD) byField.file = field.message;
        else if (field.path === 'alt') byField.alt = field.message;
      }
      setErrors({ ...byField, form: e.message });
    }
  };

  return (
    <section id={id} className={styles.panel} aria-label={`${label}: 새 이미지 올리기`}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          이미지 파일
        </label>
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-file-error` : `${id}-file-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {errors.file ? (
          <p id={`${id}-file-error`} className={styles.error}>
            {errors.file}
          </p>
        ) : (
          <p id={`${id}-file-hint`} className={styles.hint}>
            JPEG, PNG, WebP · 10MB 이하
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-alt`}>
          이미지 설명 (대체 텍스트)
        </label>
        <input
          id={`${id}-alt`}
          className={styles.input}
          type="text"
          value={alt}
          maxLength={200}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? `${id}-alt-error` : `${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void send();
            }
          }}
        />
        {errors.alt ? (
          <p id={`${id}-alt-error`} className={styles.error}>
            {errors.alt}
          </p>
        ) : (
          <p id={`${id}-alt-hint`} className={styles.hint}>
            화면 낭독기가 읽어 줄 이미지의 내용
          </p>
        )}
      </div>
      <button
        type="button"
        className={styles.primary}
        disabled={upload.isPending}
        onClick={() => void send()}
      >
        {upload.isPending ? '올리는 중…' : '올리고 선택하기'}
      </button>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
    </section>
  );
}
