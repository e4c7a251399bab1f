import { useState } from 'react';
import { Link } from 'react-router';
import type { AdviceTextEntry } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdviceTexts } from '../api/get-advice-texts.ts';
import { StatusChips } from '../components/data-table.tsx';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { adviceStatusOf, ADVICE_STATUSES, matchesAdvice, type AdviceStatus } from '../utils/advice-texts.ts';

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
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdviceStatus | ''>('');
  const nameOf = (entry: AdviceTextEntry) => t(`content.options.key.${entry.key.replaceAll('.', '_')}`, { defaultValue: entry.key });
  const rows = (texts.data ?? []).filter(
    (entry) => (status === '' || adviceStatusOf(entry) === status) && matchesAdvice(entry, nameOf(entry), q),
  );
  const columns: Column<AdviceTextEntry>[] = [
    {
      key: 'advice',
      header: t('adviceTexts.advice'),
      cell: (entry) => (
        <Link to={editPath(entry)} data-testid={`advice-${entry.key}`}>
          {nameOf(entry)}
        </Link>
      ),
    },
    {
      key: 'wording',
      header: t('adviceTexts.wording'),
      cell: (entry) => (entry.published && entry.editedText ? entry.editedText : entry.defaultText).title[lang],
      sortValue: (entry) => (entry.published && entry.editedText ? entry.editedText : entry.defaultText).title[lang],
    },
    {
      key: 'status',
      header: t('content.status'),
      cell: (entry) => (
        <span className={`${styles.badge} ${entry.published ? styles.badgeOk : ''}`} data-testid="advice-status">
          {t(`adviceTexts.${adviceStatusOf(entry)}`)}
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
      <LoadState query={texts} />
      <div className={styles.toolbar}>
        <TextField path="q" label={t('content.search')} value={q} onChange={setQ} errors={{}} />
        <StatusChips
          statuses={ADVICE_STATUSES}
          current={status}
          label={t('content.status')}
          labelOf={(s) => t(`adviceTexts.${s}`)}
          onChoose={setStatus}
        />
      </div>
      {texts.data ? (
        <DataTable columns={columns} rows={rows} rowKey={(entry) => entry.key} empty={t('empty')} testId="advice-table" />
      ) : null}
    </WorkspaceLayout>
  );
}
