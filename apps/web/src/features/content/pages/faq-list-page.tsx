import { Link, useSearchParams } from 'react-router';
import { isUuid } from '@sprout/contracts/light';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useFaqCategories } from '../api/get-faq-categories.ts';
import { useFaqItems } from '../api/get-faq-items.ts';
import styles from '../components/content.module.css';
import { FaqSearchForm } from '../components/faq-search-form.tsx';
import { QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

/** /faq/list: a category's questions (?categoryId=) or search results (?q=). */
export default function FaqListPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 50);
  const rawCategory = params.get('categoryId') ?? '';
  // A malformed category id is simply "no category": the list shows everything rather than an error.
  const categoryId = isUuid(rawCategory) ? rawCategory : undefined;
  const items = useFaqItems({ categoryId, q: q || undefined });
  const categories = useFaqCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const heading = q ? t('faq.resultsFor', { q }) : (category?.name ?? t('faq.allQuestions'));

  return (
    <main className={styles.page} data-testid="faq-list-page">
      <TopBar />
      <FaqSearchForm key={q} initial={q} />
      <h1 className={styles.title}>{heading}</h1>
      <QueryContent query={items} kind="faq">
        {(page) =>
          page.list.length === 0 ? (
            <StatusScreen testId="faq-no-results" title={t('faq.noResults')} description={t('faq.noResultsHint')} />
          ) : (
            <>
              {q ? (
                <p className={styles.meta} data-testid="faq-result-count">
                  {t('faq.resultCount', { count: page.total })}
                </p>
              ) : null}
              <ul className={styles.list} data-testid="faq-results">
                {page.list.map((item) => (
                  <li key={item.id}>
                    <Link className={styles.listLink} to={`/faq/detail?${new URLSearchParams({ id: item.id }).toString()}`}>
                      <span className={styles.listTitle}>{item.question}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryContent>
    </main>
  );
}
