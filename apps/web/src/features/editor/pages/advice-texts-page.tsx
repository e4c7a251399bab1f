import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdviceTextEntry } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useAdviceTexts } from '../api/get-advice-texts.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import styles from '../components/editor.module.css';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

/** Where an advice's wording is edited: its item when editors have one, else a new one started from the default. */
const editPath = (entry: AdviceTextEntry) =>
  entry.itemId ? `/admin/content/advice/edit?id=${entry.itemId}` : `/admin/content/advice/edit?key=${encodeURIComponent(entry.key)}`;

/**
 * /admin/advice: every health advice the rules can give, with the wording parents get now. The clinic's default
 * stands until an editor publishes their own; withdrawing it brings the default back.
 */
export default function AdviceTextsPage() {
  const { t } = useTranslation(['editor', 'editorForms'], { nsMode: 'fallback' });
  const lang = currentLanguage();
  const texts = useAdviceTexts();
  const columns: Column<AdviceTextEntry>[] = [
    {
      key: 'advice',
      header: t('adviceTexts.advice'),
      cell: (entry) => (
        <Link to={editPath(entry)} data-testid={`advice-${entry.key}`}>
          {t(`content.options.key.${entry.key.replaceAll('.', '_')}`, { defaultValue: entry.key })}
        </Link>
      ),
    },
    {
      key: 'wording',
      header: t('adviceTexts.wording'),
      cell: (entry) => (entry.published && entry.editedText ? entry.editedText : entry.defaultText).title[lang],
    },
    {
      key: 'status',
      header: t('content.status'),
      cell: (entry) => (
        <span className={`${styles.badge} ${entry.published ? styles.badgeOk : ''}`} data-testid="advice-status">
          {entry.published ? t('adviceTexts.edited') : entry.itemId ? t('adviceTexts.draft') : t('adviceTexts.default')}
        </span>
      ),
    },
    {
      key: 'placeholders',
      header: t('adviceTexts.placeholders'),
      cell: (entry) => (entry.placeholders.length ? entry.placeholders.map((p) => `{${p}}`).join(' ') : '–'),
    },
    { key: 'version', header: t('content.version'), cell: (entry) => entry.version ?? '–' },
  ];
  return (
    <WorkspaceLayout title={t('adviceTexts.title')} subtitle={t('adviceTexts.subtitle')}>
      {texts.isPending ? <PageLoading /> : null}
      {texts.isError ? (
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
      ) : null}
      {texts.data ? <DataTable columns={columns} rows={texts.data} rowKey={(entry) => entry.key} empty={t('empty')} testId="advice-table" /> : null}
    </WorkspaceLayout>
  );
}
