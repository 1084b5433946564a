import {
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX,
  INQUIRY_PHOTO_MAX_COUNT,
  INQUIRY_PHOTO_TYPES,
  INQUIRY_TITLE_MAX,
  type InquiryCategory,
  type InquiryFieldError,
  inquiryCategoryLabels,
  inquiryFieldErrors,
  inquiryPhotoProblem,
  inquiryTextLength,
} from '@venue/contract/domain';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiRequestError } from '../../../lib/api-client';
import { useSendInquiry } from '../api/send-inquiry';
import { inquiryPaths } from '../inquiry-paths';
import styles from './inquiry.module.css';
import { PrivacyConsent } from './privacy-consent';

type FieldKey = InquiryFieldError['path'];
type Errors = Partial<Record<FieldKey, string>>;
type PickedPhoto = { id: number; file: File; previewUrl: string };

let nextPhotoId = 1;

/** Navigation state the list reads to say 문의가 접수되었어요. */
export type InquirySentState = { inquirySent: true };

const toErrors = (list: { path: string; message: string }[]): Errors =>
  Object.fromEntries(list.map((error) => [error.path, error.message]));

/** The first 12 bytes of a file: enough for the image type's magic number. */
async function readHead(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 12).arrayBuffer());
}

/**
 * /inquiry/form (decision 018): category, title and content with counters, up to
 * three photos (checked here for count, size and type from their bytes, and again by the
 * server), and the required privacy consent. The rules are `inquiryFieldErrors`, the same the
 * server's schema runs; a server refusal is shown next to its field and keeps what was typed.
 * Sent → the 문의내역 tab.
 */
export function InquiryForm() {
  const navigate = useNavigate();
  const send = useSendInquiry();
  const id = useId();
  const [category, setCategory] = useState<InquiryCategory | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [privacyAgreed, setPrivacyAgreed] = useState(false);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoMessage, setPhotoMessage] = useState('');
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const values = { category, title, content, privacyAgreeYn: privacyAgreed ? 'Y' : 'N' };
  // After the first try, the form's own messages follow the member's edits; a server message
  // stays until its field is edited.
  const shown: Errors = {
    ...serverErrors,
    ...(submitted ? toErrors(inquiryFieldErrors(values)) : {}),
  };
  const edited = (key: FieldKey) => setServerErrors(({ [key]: _dropped, ...rest }) => rest);

  // Preview URLs live as long as their thumbnails.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const accepted: PickedPhoto[] = [];
    const problems = new Set<string>();
    for (const file of files) {
      const problem = inquiryPhotoProblem({
        byteSize: file.size,
        head: await readHead(file),
        alreadyAttached: photos.length + accepted.length,
      });
      if (problem) problems.add(problem);
      else accepted.push({ id: nextPhotoId++, file, previewUrl: URL.createObjectURL(file) });
    }
    setPhotos((current) => [...current, ...accepted]);
    setPhotoMessage([...problems].join(' '));
  };

  const removePhoto = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    setPhotos((current) => current.filter((p) => p.id !== photo.id));
    setPhotoMessage('');
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const problems = inquiryFieldErrors(values);
    if (problems.length > 0) {
      focusFirstInvalid();
      return;
    }
    send.mutate(
      { category, title, content, privacyAgreed, photos: photos.map((p) => p.file) },
      {
        onSuccess: () =>
          navigate(inquiryPaths.list.getHref(), {
            state: { inquirySent: true } satisfies InquirySentState,
          }),
        onError: (error) => {
          if (!isApiRequestError(error) || error.errorCode !== 'VALIDATION_FAILED') return;
          const fields = error.fields ?? [];
          const photoError = fields.find((f) => f.path === 'photos');
          if (photoError) setPhotoMessage(photoError.message);
          const fieldErrors = toErrors(fields.filter((f) => f.path !== 'photos'));
          if (!photoError && Object.keys(fieldErrors).length === 0) {
            setPhotoMessage(error.message);
          }
          setServerErrors(fieldErrors);
          focusFirstInvalid();
        },
      },
    );
  };

  const ids = {
    category: `${id}-category`,
    title: `${id}-title`,
    content: `${id}-content`,
    photos: `${id}-photos`,
    privacy: `${id}-privacy`,
  };
  const describedBy = (key: FieldKey, counter?: string) =>
    [counter, shown[key] ? `${ids[key === 'privacyAgreeYn' ? 'privacy' : key]}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.formLead}>
        궁금한 점을 남겨 주시면 운영팀이 확인하고 답변드릴게요. 답변은 문의내역에서 확인할 수
        있어요.
      </p>

      <div className={styles.field}>
        <label htmlFor={ids.category} className={styles.label}>
          문의 유형
        </label>
        <select
          id={ids.category}
          className={styles.select}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as InquiryCategory | '');
            edited('category');
          }}
          aria-invalid={shown.category ? true : undefined}
          aria-describedby={describedBy('category')}
        >
          <option value="">문의 유형을 선택해 주세요</option>
          {INQUIRY_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {inquiryCategoryLabels[code]}
            </option>
          ))}
        </select>
        {shown.category ? (
          <p id={`${ids.category}-error`} className={styles.error}>
            {shown.category}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={ids.title} className={styles.label}>
            제목
          </label>
          <span id={`${ids.title}-count`} className={styles.counter}>
            <span className="sr-only">입력한 글자 수 </span>
            {inquiryTextLength(title)}/{INQUIRY_TITLE_MAX}
          </span>
        </div>
        <input
          id={ids.title}
          className={styles.input}
          value={title}
          maxLength={INQUIRY_TITLE_MAX + 10}
          placeholder="제목을 입력해 주세요 (2~50자)"
          onChange={(event) => {
            setTitle(event.target.value);
            edited('title');
          }}
          aria-invalid={shown.title ? true : undefined}
          aria-describedby={describedBy('title', `${ids.title}-count`)}
        />
        {shown.title ? (
          <p id={`${ids.title}-error`} className={styles.error}>
            {shown.title}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor={ids.content} className={styles.label}>
            문의 내용
          </label>
          <span id={`${ids.content}-count`} className={styles.counter}>
            <span className="sr-only">입력한 글자 수 </span>
            {inquiryTextLength(content).toLocaleString('en-US')}/
            {INQUIRY_CONTENT_MAX.toLocaleString('en-US')}
          </span>
        </div>
        <textarea
          id={ids.content}
          className={styles.textarea}
          value={content}
          rows={8}
          maxLength={INQUIRY_CONTENT_MAX + 100}
          placeholder="문의하실 내용을 10자 이상 자세히 적어 주세요. 예약 번호나 방문 날짜를 함께 적어 주시면 더 빨리 확인할 수 있어요."
          onChange={(event) => {
            setContent(event.target.value);
            edited('content');
          }}
          aria-invalid={shown.content ? true : undefined}
          aria-describedby={describedBy('content', `${ids.content}-count`)}
        />
        {shown.content ? (
          <p id={`${ids.content}-error`} className={styles.error}>
            {shown.content}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>
          사진 첨부 <span className={styles.optional}>(선택)</span>
        </legend>
        <p id={`${ids.photos}-hint`} className={styles.hint}>
          JPG, PNG, WEBP · 한 장에 5MB 이하 · 최대 {INQUIRY_PHOTO_MAX_COUNT}장
        </p>
        <ul className={styles.picked} aria-label="첨부한 사진">
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.pickedItem}>
              <img
                src={photo.previewUrl}
                alt={`첨부한 사진 ${index + 1}`}
                className={styles.thumb}
              />
              <button
                type="button"
                className={styles.removePhoto}
                onClick={() => removePhoto(photo)}
                aria-label={`첨부한 사진 ${index + 1} 빼기`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {photos.length < INQUIRY_PHOTO_MAX_COUNT ? (
            <li>
              <label className={styles.addPhoto}>
                <input
                  id={ids.photos}
                  type="file"
                  accept={INQUIRY_PHOTO_TYPES.join(',')}
                  multiple
                  className={styles.fileInput}
                  onChange={addPhotos}
                  aria-describedby={`${ids.photos}-hint${photoMessage ? ` ${ids.photos}-error` : ''}`}
                />
                <span aria-hidden="true" className={styles.addIcon}>
                  +
                </span>
                <span>
                  사진 추가 {photos.length}/{INQUIRY_PHOTO_MAX_COUNT}
                </span>
              </label>
            </li>
          ) : null}
        </ul>
        <p id={`${ids.photos}-error`} className={styles.error} aria-live="polite">
          {photoMessage}
        </p>
      </fieldset>

      <PrivacyConsent
        checked={privacyAgreed}
        onChange={(checked) => {
          setPrivacyAgreed(checked);
          edited('privacyAgreeYn');
        }}
        error={shown.privacyAgreeYn}
        errorId={`${ids.privacy}-error`}
      />

      <Button type="submit" block disabled={send.isPending} className={styles.submit}>
        {send.isPending ? '보내는 중…' : '문의 보내기'}
      </Button>
    </form>
  );
}
