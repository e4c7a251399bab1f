import { Link } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import { useArticles } from '../api/get-articles.ts';
import styles from '../components/content.module.css';
import { QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

/** /articles: the published articles, newest first. */
export default function ArticlesPage() {
  const { t } = useTranslation('content');
  const articles = useArticles();
  const lang = currentLanguage();
  useWeChatShare({ title: t('articles.title'), description: t('articles.intro') });

  return (
    <main className={styles.page} data-testid="articles-page">
      <TopBar />
      <h1 className={styles.title}>{t('articles.title')}</h1>
      <p className={styles.intro}>{t('articles.intro')}</p>
      <QueryContent query={articles} kind="article">
        {(page) =>
          page.list.length === 0 ? (
            <StatusScreen title={t('articles.empty')} />
          ) : (
            <ul className={styles.list}>
              {page.list.map((article) => (
                <li key={article.id}>
                  <Link className={styles.listLink} to={`/article/${article.id}`}>
                    <span className={styles.topic} style={{ alignSelf: 'flex-start' }}>
                      {t(`topics.${article.topic}`)}
                    </span>
                    <span className={styles.listTitle}>{article.title}</span>
                    <span className={styles.listSummary}>{article.summary}</span>
                    <span className={styles.meta}>
                      {article.publishedAt ? <span>{formatDate(article.publishedAt, lang)}</span> : null}
                      <span>{t('articles.readMinutes', { count: article.readMinutes })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </main>
  );
}
