import { useState } from 'react';
import styles from './console.module.css';
import { TextField } from './form-fields';

/**
 * An image named by its /media/ path, typed in (a stand-in until the shared media picker is in
 * this branch): the path field and a preview of what it names.
 */
export function ImagePathField({
  id,
  label,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string | null | undefined;
  onChange: (savePath: string) => void;
}) {
  const [broken, setBroken] = useState('');
  const path = value ?? '';
  return (
    <div className={styles.field}>
      <TextField
        id={id}
        label={label}
        error={error}
        hint="/media/ 로 시작하는 경로 (미디어 라이브러리의 이미지)"
        value={path}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {path.startsWith('/media/') && broken !== path ? (
        <img src={path} alt="" className={styles.preview} onError={() => setBroken(path)} />
      ) : null}
    </div>
  );
}
