import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
} from 'react-hook-form';
import { errorAt } from '../lib/form-errors';

/**
 * A form's field by its path, as the props a console field takes: its registration and its own
 * error message. One path names both, so a field can never show another field's error:
 * `const bind = fieldBinder(register, errors)` then `<TextField id=… label=… {...bind('phone')} />`.
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    error: errorAt(errors, name),
    ...register(name, options),
  });
}
