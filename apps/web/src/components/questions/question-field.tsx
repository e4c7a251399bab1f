import { useId } from 'react';
import type { Question } from '@sprout/contracts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './questions.module.css';

interface QuestionFieldProps {
  question: Question;
  index: number;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  /** Already translated. */
  error: string | null;
}

function QuestionTitle({ question, index }: { question: Question; index: number }) {
  const { t } = useTranslation('questions');
  return (
    <>
      <span className={styles.number}>{index + 1}.</span> {question.label}
      {question.required ? (
        <>
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden">（{t('requiredMarkLabel')}）</span>
        </>
      ) : (
        <span className={styles.optionalTag}> {t('optional')}</span>
      )}
    </>
  );
}

/** One question with a labelled native control: radios, checkboxes, text, a number with its unit, a date. */
export function QuestionField({ question: q, index, value, onChange, error }: QuestionFieldProps) {
  const { t } = useTranslation('questions');
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [q.help || q.type !== 'single' ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;

  const hint =
    q.type === 'multiple'
      ? [q.minSelected ? t('chooseAtLeast', { min: q.minSelected }) : '', q.maxSelected ? t('chooseUpTo', { max: q.maxSelected }) : '']
          .filter(Boolean)
          .join(' · ')
      : q.type === 'number'
        ? t('range', { min: q.min, max: q.max })
        : q.type === 'text'
          ? t('characters', { length: [...(typeof value === 'string' ? value : '')].length, max: q.maxLength })
          : '';
  const helpText = [q.help, hint].filter(Boolean).join(' · ');
  const help = helpText ? (
    <p id={helpId} className={styles.help}>
      {helpText}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={errorId} className={styles.error} data-testid={`error-${q.id}`}>
      {error}
    </p>
  ) : null;

  if (q.type === 'single' || q.type === 'multiple') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    return (
      <fieldset
        className={styles.question}
        data-testid={`question-${q.id}`}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={q.required}
      >
        <legend className={styles.title}>
          <QuestionTitle question={q} index={index} />
        </legend>
        {help}
        <div className={styles.options}>
          {q.options.map((option) => {
            const checked = chosen.includes(option.value);
            return (
              <label key={option.value} className={styles.option} data-checked={checked}>
                <input
                  type={q.type === 'single' ? 'radio' : 'checkbox'}
                  name={`${id}-${q.id}`}
                  value={option.value}
                  checked={checked}
                  onChange={() => {
                    if (q.type === 'single') onChange(option.value);
                    else onChange(checked ? chosen.filter((v) => v !== option.value) : [...chosen, option.value]);
                  }}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    className: styles.input,
    value: text,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-required': q.required,
  };
  return (
    <div className={styles.question} data-testid={`question-${q.id}`}>
      <label className={styles.title} htmlFor={id}>
        <QuestionTitle question={q} index={index} />
      </label>
      {help}
      {q.type === 'text' && q.multiline ? (
        <textarea
          {...common}
          rows={3}
          maxLength={q.maxLength}
          placeholder={t('textPlaceholder')}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : q.type === 'text' ? (
        <input
          {...common}
          type="text"
          maxLength={q.maxLength}
          placeholder={t('textPlaceholder')}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : q.type === 'number' ? (
        <div className={styles.withUnit}>
          <input
            {...common}
            type="text"
            inputMode="decimal"
            placeholder={t('numberPlaceholder')}
            onChange={(e) => onChange(e.target.value.replace(/[^\d.-]/g, ''))}
          />
          {q.unit ? <span className={styles.unit}>{q.unit}</span> : null}
        </div>
      ) : (
        <input {...common} type="date" min={q.minDate} max={q.maxDate} onChange={(e) => onChange(e.target.value)} />
      )}
      {errorLine}
    </div>
  );
}
