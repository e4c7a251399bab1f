import type { Question } from '@sprout/contracts';
import { QuestionField } from '../../../components/questions/question-field.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { inLanguage, previewQuestions } from '../utils/versioned-forms.ts';
import styles from './editor.module.css';
import previewStyles from './phone-preview.module.css';
import { PhoneFrames } from './phone-preview.tsx';

interface Level {
  key?: string;
  label?: string;
  minScore?: number;
  maxScore?: number;
  reading?: string;
  advice?: string;
}
interface Reward {
  kind?: string;
  points?: number;
  couponName?: string;
  validDays?: number;
}

/**
 * A survey or questionnaire as a parent's phone shows it, in both languages: the questions drawn by the very
 * component parents answer with, then (questionnaires) each result level and the reward for finishing.
 */
export function FormPreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation('editorForms');
  return (
    <PhoneFrames>
      {(lang) => {
        const text = inLanguage(values, lang) as { title?: string; intro?: string; levels?: Level[]; reward?: Reward };
        return (
          <>
            <h2 className={previewStyles.phoneTitle}>{text.title}</h2>
            <p className={styles.muted}>{text.intro}</p>
            {previewQuestions(values.questions, lang).map((q, index) => (
              <QuestionField
                key={`${q.id}-${index}`}
                question={q as unknown as Question}
                index={index}
                value={undefined}
                onChange={() => undefined}
                error={null}
              />
            ))}
            {text.levels?.length ? (
              <section aria-label={t('preview.levels')}>
                <h3 className={fieldStyles.label}>{t('preview.levels')}</h3>
                {text.levels.map((level, index) => (
                  <div key={index} className={styles.card} data-testid={`preview-level-${index}`}>
                    <strong>{level.label}</strong>{' '}
                    <span className={styles.muted}>{t('preview.range', { min: level.minScore ?? '', max: level.maxScore ?? '' })}</span>
                    <p>{level.reading}</p>
                    <p className={styles.muted}>{level.advice}</p>
                  </div>
                ))}
              </section>
            ) : null}
            {text.reward ? (
              <p className={styles.badge} data-testid="preview-reward">
                {text.reward.kind === 'coupon'
                  ? t('preview.coupon', { name: text.reward.couponName ?? '', days: text.reward.validDays ?? '' })
                  : t('preview.points', { points: text.reward.points ?? '' })}
              </p>
            ) : null}
          </>
        );
      }}
    </PhoneFrames>
  );
}
