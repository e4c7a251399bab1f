import { useLocation } from 'react-router';
import type { LegalKey, LegalText } from '@sprout/contracts';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import { useLegalText } from '../api/get-legal-text.ts';
import styles from '../components/content.module.css';
import { ContentNotFound, QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { legalKeyOfPath } from '../utils/legal-key.ts';

export { safeHtmlLoader as loader } from '../../../components/safe-html.tsx';

function LegalDocument({ text }: { text: LegalText }) {
  const { t } = useTranslation('content');
  useWeChatShare({
    title: text.title,
    description: t('legal.version', { version: text.version, date: formatDate(text.updatedAt, currentLanguage()) }),
  });
  return (
    <article className={styles.page} data-testid={`legal-${text.key}`}>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.meta}>{t('legal.version', { version: text.version, date: formatDate(text.updatedAt, currentLanguage()) })}</p>
      <SafeHtml html={text.body} testId="legal-body" />
    </article>
  );
}

function LegalTextLoader({ legalKey }: { legalKey: LegalKey }) {
  const text = useLegalText(legalKey);
  return (
    <QueryContent query={text} kind="legal">
      {(data) => <LegalDocument text={data} />}
    </QueryContent>
  );
}

/** One page for every legal and help text; the route's path names the text (/privatePolicy, /help...). */
export default function LegalPage() {
  const { pathname } = useLocation();
  const key = legalKeyOfPath(pathname);
  return (
    <main>
      <div style={{ padding: '0 var(--page-padding)' }}>
        <TopBar />
      </div>
      {key ? <LegalTextLoader legalKey={key} /> : <ContentNotFound kind="legal" />}
    </main>
  );
}
