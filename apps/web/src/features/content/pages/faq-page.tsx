import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import { useFaqCategories } from '../api/get-faq-categories.ts';
import styles from '../components/content.module.css';
import { FaqSearchForm } from '../components/faq-search-form.tsx';
import { QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

/** /faq: search, and the categories. */
export default function FaqPage() {
  const { t } = useTranslation('content');
  const categories = useFaqCategories();
  useWeChatShare({ title: t('faq.title'), description: t('faq.searchPlaceholder') });

  return (
    <main className={styles.page} data-testid="faq-page">
      <TopBar />
      <h1 className={styles.title}>{t('faq.title')}</h1>
      <FaqSearchForm />
      <h2 className={styles.sectionTitle}>{t('faq.categories')}</h2>
      <QueryContent query={categories} kind="faq">
        {(list) => (
          <ul className={styles.list}>
            {list.map((category) => (
              <li key={category.id}>
                <Link
                  className={styles.listLink}
                  to={`/faq/list?${new URLSearchParams({ categoryId: category.id }).toString()}`}
                  data-testid="faq-category"
                >
                  <span className={styles.listTitle}>{category.name}</span>
                  <span className={styles.listSummary}>{category.description}</span>
                  <span className={styles.meta}>{t('faq.questions', { count: category.itemCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </main>
  );
}
