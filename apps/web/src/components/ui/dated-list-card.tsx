import { type FormEvent, type ReactNode } from 'react';
import styles from './dated-list-card.module.css';
import fieldStyles from './field.module.css';
import { Field } from './field.tsx';

/**
 * A card of dated lines under a chart, with a short form to add one (the chart's events, bone ages): the title and
 * intro, the lines or the empty text, then the form while adding or the button that opens it.
 */
export function DatedListCard({
  titleId,
  title,
  intro,
  empty,
  testId,
  children,
  form,
  add,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  /** Shown instead of the list when it has no line. */
  empty: ReactNode;
  testId: string;
  /** The lines (DatedListItem); none or an empty array for the empty text. */
  children: ReactNode[];
  /** The form while adding; null otherwise. */
  form: ReactNode;
  /** The button that opens the form; null where the reader may not add. */
  add: { label: ReactNode; onClick: () => void; testId: string } | null;
}) {
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children.length === 0 ? <p className={styles.meta}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
      {form ??
        (add ? (
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={add.onClick} data-testid={add.testId}>
              {add.label}
            </button>
          </div>
        ) : null)}
    </section>
  );
}

/** One line of the card: its text, and the button that takes it back where the reader may. */
export function DatedListItem({
  children,
  remove,
  ...data
}: {
  children: ReactNode;
  remove: { label: ReactNode; ariaLabel: string; pending: boolean; onClick: () => void } | null;
} & Record<`data-${string}`, string>) {
  return (
    <li className={styles.item} {...data}>
      <span className={styles.text}>{children}</span>
      {remove ? (
        <button type="button" className="button" disabled={remove.pending} aria-label={remove.ariaLabel} onClick={remove.onClick}>
          {remove.label}
        </button>
      ) : null}
    </li>
  );
}

/** The card's form: a date not before birth nor after today first, the fields, then save and cancel. */
export function DatedListForm({
  testId,
  date,
  onSubmit,
  children,
  save,
  cancel,
}: {
  testId: string;
  date: { label: ReactNode; value: string; min: string; max: string; onChange: (value: string) => void };
  onSubmit: () => void;
  children: ReactNode;
  save: { label: ReactNode; savingLabel: ReactNode; saving: boolean; testId: string };
  cancel: { label: ReactNode; onClick: () => void };
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid={testId}>
      <Field label={date.label}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="date"
            required
            min={date.min}
            max={date.max}
            value={date.value}
            onChange={(e) => date.onChange(e.target.value)}
          />
        )}
      </Field>
      {children}
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary" disabled={save.saving} data-testid={save.testId}>
          {save.saving ? save.savingLabel : save.label}
        </button>
        <button type="button" className="button" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      </div>
    </form>
  );
}

/** The span of a line that reads smaller and greyer (who wrote it, how it was read). */
export function DatedListMeta({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className={styles.meta} data-testid={testId}>
      {children}
    </span>
  );
}
