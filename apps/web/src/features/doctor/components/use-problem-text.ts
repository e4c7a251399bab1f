import type { FieldError } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Problems } from '../utils/entry-forms.ts';

/** The message under a field: this page's own check first, else what the server said about that field. */
export function useProblemText(problems: Problems, serverErrors: readonly FieldError[]): (path: string) => string | null {
  const { t } = useTranslation('doctor');
  return (path) => {
    const local = problems[path];
    if (local) return t(`form.problems.${local}`);
    return serverErrors.find((e) => e.field === path)?.message ?? null;
  };
}
