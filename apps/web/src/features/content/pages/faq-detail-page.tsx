import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import { useFaqItem } from '../api/get-faq-item.ts';
import styles from '../components/content.module.css';
import { ContentNotFound, QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

export { safeHtmlLoader as loader } from '../../../components/safe-html.tsx';

/** /faq/detail?id=…: one question and its answer. */
export default function FaqDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const item = useFaqItem(id);
  useWeChatShare(item.data ? { title: item.data.question, description: item.data.categoryName } : null);

  return (
    <main className={styles.page} data-testid="faq-detail-page">
      <TopBar />
      {id === '' ? (
        <ContentNotFound kind="faq" />
      ) : (
        <QueryContent query={item} kind="faq">
          {(data) => (
            <>
              <span className={styles.topic} style={{ alignSelf: 'flex-start' }}>
                {t('faq.category', { name: data.categoryName })}
              </span>
              <h1 className={styles.title}>{data.question}</h1>
              <div className={styles.card}>
                <SafeHtml html={data.answer} testId="faq-answer" />
              </div>
              <p className={styles.note}>{t('faq.helpful')}</p>
              <Link className="button" to={`/faq/list?${new URLSearchParams({ categoryId: data.categoryId }).toString()}`}>
                {t('faq.moreInCategory')}
              </Link>
            </>
          )}
        </QueryContent>
      )}
    </main>
  );
}
