import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './content.module.css';

/** Searching opens /faq/list?q=…, so a search result has an address that can be shared and reloaded. */
export function FaqSearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    void navigate(words ? `/faq/list?${new URLSearchParams({ q: words }).toString()}` : '/faq/list');
  };

  return (
    <form className={styles.searchForm} role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('faq.searchLabel')}
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        enterKeyHint="search"
        maxLength={50}
        value={q}
        placeholder={t('faq.searchPlaceholder')}
        onChange={(event) => setQ(event.target.value)}
        data-testid="faq-search-input"
      />
      <button type="submit" className="button button--primary">
        {t('faq.search')}
      </button>
    </form>
  );
}
