import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEDIA_MAX_BYTES,
  type MediaItem,
  mediaAlt,
  mediaMessages,
  staffMediaUploadFields,
} from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import cms from '../../../components/cms/cms.module.css';
import { DeleteButton } from '../../../components/cms/delete-button';
import { pageWithin } from '../../../components/cms/pager';
import { SearchForm } from '../../../components/cms/search-form';
import styles from '../../../components/console.module.css';
import { Field } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { applyServerErrors, SAVE_FAILED } from '../../../lib/form-errors';
import { useMediaList } from '../../../lib/media/get-media-list';
import { useUploadMedia } from '../../../lib/media/upload-media';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useDeleteMedia } from '../api/delete-media';
import { useUpdateMedia } from '../api/update-media';
import { byteSizeLabel, mediaUsagePlaces } from '../media-usage';
import css from './media-library.module.css';

/**
 * /staff/media (decision 027): the uploads, newest first, 40 a page, searchable by
 * alt text and file name; an upload form (a JPEG, PNG or WebP and its required alt text, the
 * server's Korean refusals beside the fields); each image's alt text can change, and an image no
 * content uses can be deleted — while it is used, the refusal lists where.
 */
export function MediaLibrary() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const media = useMediaList(keyword ? { keyword, page } : { page });
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<{ message: string; places: string[] } | null>(null);
  const data = media.data;
  if (data && !media.isPlaceholderData && pageWithin(page, data) !== page) {
    setPage(pageWithin(page, data));
  }
  const report = (message: string) => {
    setFailure(null);
    setDone(message);
  };

  return (
    <div className={cms.page}>
      <PageHeader title="미디어 라이브러리" />
      <UploadForm onUploaded={report} />
      <ListCard
        id="media-list-heading"
        title="이미지"
        countUnit="개"
        above={
          <>
            <SearchForm
              id="media-keyword"
              label="이미지 검색"
              placeholder="설명이나 파일 이름으로 찾기"
              onSearch={(next) => {
                setKeyword(next);
                setPage(1);
              }}
            />
            <div role="alert" className={failure ? styles.formError : undefined}>
              {failure ? (
                <>
                  <p>{failure.message}</p>
                  {failure.places.length > 0 ? (
                    <>
                      <p>사용 중인 곳:</p>
                      <ul className={css.usage}>
                        {failure.places.map((place) => (
                          <li key={place}>{place}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </>
              ) : null}
            </div>
            <p className={styles.status} role="status">
              {done}
            </p>
          </>
        }
        read={{ data, error: media.error }}
        empty={keyword ? '찾는 이미지가 없어요.' : '아직 올린 이미지가 없어요.'}
        pager={{ label: '미디어 페이지', page, onPage: setPage }}
      >
        {(rows) => (
          <ul className={css.grid}>
            {rows.map((item) => (
              <MediaCard
                key={item.mediaIdx}
                item={item}
                onDone={report}
                onFailure={(message, error) =>
                  setFailure({ message, places: mediaUsagePlaces(error) })
                }
              />
            ))}
          </ul>
        )}
      </ListCard>
    </div>
  );
}

/** The upload form's rules: the contract's alt text, and a file (the server checks its bytes). */
const uploadForm = staffMediaUploadFields.extend({
  file: z
    .instanceof(File, { error: mediaMessages.fileMissing })
    .refine((file) => file.size <= MEDIA_MAX_BYTES, { error: mediaMessages.fileTooLarge }),
});
type UploadFormInput = { alt: string; file: File | null };
type UploadFormValues = z.output<typeof uploadForm>;

function UploadForm({ onUploaded }: { onUploaded: (message: string) => void }) {
  const upload = useUploadMedia();
  const [inputKey, setInputKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UploadFormInput, unknown, UploadFormValues>({
    resolver: zodResolver(uploadForm) as never,
    defaultValues: { alt: '', file: null },
  });
  const { submit, failure } = useServerSubmit(
    { handleSubmit, setError },
    async (values) => {
      await upload.mutateAsync(values);
      reset({ alt: '', file: null });
      setInputKey((key) => key + 1);
      onUploaded(`'${values.alt}' 이미지를 올렸어요.`);
    },
    { fields: ['alt', 'file'], fallback: '올리지 못했어요. 다시 시도해 주세요.' },
  );
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="media-upload-heading"
    >
      <h2 id="media-upload-heading" className={styles.cardTitle}>
        이미지 올리기
      </h2>
      <div className={css.upload}>
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <Field
              id="media-file"
              label="이미지 파일"
              error={fieldState.error?.message}
              hint="JPEG, PNG, WebP · 10MB 이하"
            >
              {(aria) => (
                <input
                  key={inputKey}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className={css.file}
                  {...aria}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
          )}
        />
        <Field
          id="media-alt"
          label="이미지 설명 (대체 텍스트)"
          error={errors.alt?.message}
          hint="무엇이 보이는지 적어 주세요. 화면을 읽어 주는 프로그램이 읽어요."
        >
          {(aria) => (
            <input className={`${styles.input} ${styles.compact}`} {...aria} {...register('alt')} />
          )}
        </Field>
      </div>
      <button type="submit" className={cms.primary} disabled={isSubmitting}>
        {isSubmitting ? '올리는 중…' : '올리기'}
      </button>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
    </form>
  );
}

const altForm = z.object({ alt: mediaAlt });

function MediaCard({
  item,
  onDone,
  onFailure,
}: {
  item: MediaItem;
  onDone: (message: string) => void;
  onFailure: (message: string, error: unknown) => void;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ alt: string }>({
    resolver: zodResolver(altForm),
    defaultValues: { alt: item.alt },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ mediaIdx: item.mediaIdx, alt: values.alt });
      setEditing(false);
      onDone('이미지 설명을 바꿨어요.');
    } catch (error) {
      setError('alt', { message: applyServerErrors(error, setError, SAVE_FAILED, ['alt']) });
    }
  });
  const thumb = item.sizes[0]?.savePath ?? item.savePath;
  const altId = `media-${item.mediaIdx}-alt`;
  return (
    <li className={css.item}>
      <img className={css.image} src={thumb} alt={item.alt} loading="lazy" />
      {editing ? (
        <form onSubmit={submit} noValidate aria-label={`${item.fileName} 설명 수정`}>
          <Field id={altId} label="이미지 설명" error={errors.alt?.message}>
            {(aria) => (
              <input
                className={`${styles.input} ${styles.compact}`}
                {...aria}
                {...register('alt')}
              />
            )}
          </Field>
          <div className={cms.actions}>
            <button type="submit" className={cms.primary} disabled={isSubmitting}>
              저장
            </button>
            <button type="button" className={styles.smallButton} onClick={() => setEditing(false)}>
              취소
            </button>
          </div>
        </form>
      ) : (
        <p className={css.alt}>{item.alt}</p>
      )}
      <p className={cms.meta}>
        {item.fileName} · {item.width}×{item.height} · {byteSizeLabel(item.byteSize)}
        <br />
        {item.uploadedBy ?? '알 수 없음'} · {seoulDateTimeLabel(item.regDate)}
      </p>
      {editing ? null : (
        <div className={cms.actions}>
          <button
            type="button"
            className={styles.smallButton}
            aria-label={`${item.alt} 설명 수정`}
            onClick={() => setEditing(true)}
          >
            설명 수정
          </button>
          <DeleteButton
            itemName={`이미지 '${item.alt}'`}
            consequence={
              <p>삭제하면 되돌릴 수 없어요. 콘텐츠에서 쓰고 있는 이미지는 삭제되지 않아요.</p>
            }
            onDelete={async () => {
              await remove.mutateAsync({ mediaIdx: item.mediaIdx });
              onDone(`${withParticle(`이미지 '${item.alt}'`, '을/를')} 삭제했어요.`);
            }}
            onFailure={onFailure}
          />
        </div>
      )}
    </li>
  );
}
