import type { Article } from '@sprout/contracts';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import styles from './content.module.css';

/** One article: what /article/{id} and the shareable /articleReplace/{id} both show. */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('content');
  const lang = currentLanguage();
  useWeChatShare({ title: article.title, description: article.summary, imageUrl: article.coverImage ?? undefined });
  const date = article.publishedAt ?? article.updatedAt;

  return (
    <article className={styles.page} data-testid="article">
      <span className={styles.topic}>{t(`topics.${article.topic}`)}</span>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <span>{t('articles.published', { date: formatDate(date, lang) })}</span>
        <span>{t('articles.readMinutes', { count: article.readMinutes })}</span>
      </p>
      {article.coverImage ? <img src={article.coverImage} alt="" style={{ width: '100%', borderRadius: 'var(--radius-large)' }} /> : null}
      <SafeHtml html={article.body} testId="article-body" />
      <p className={styles.note}>{t('articles.disclaimer')}</p>
    </article>
  );
}
