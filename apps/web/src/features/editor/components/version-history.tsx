import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ContentVersion } from '@sprout/contracts';
import { useContentVersions } from '../api/get-content-versions.ts';
import { diffVersions } from '../utils/diff.ts';
import styles from './editor.module.css';

/** Every saved version with who and when; pick two to compare, or load one into the form to save it again. */
export function VersionHistory({ kind, itemId, onRestore }: { kind: ContentKind; itemId: string; onRestore: (version: ContentVersion) => void }) {
  const { t } = useTranslation('editor');
  const versions = useContentVersions(kind, itemId);
  const [picked, setPicked] = useState<number[]>([]);
  const list = versions.data ?? [];
  const toggle = (v: number) => setPicked((p) => (p.includes(v) ? p.filter((x) => x !== v) : [...p.slice(-1), v]));
  const [older, newer] = [...picked].sort((a, b) => a - b).map((v) => list.find((x) => x.version === v));
  const changes = older && newer ? diffVersions(older.data, newer.data) : null;

  return (
    <section className={styles.card} aria-labelledby="versions" data-testid="versions">
      <h2 id="versions" className={styles.cardTitle}>
        {t('content.versions')}
      </h2>
      <p className={styles.hint}>{t('content.compareHint')}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((v) => (
          <li key={v.version} className={styles.row} style={{ justifyContent: 'space-between', borderBottom: '1px solid var(--color-border)', padding: '4px 0' }}>
            <label className={styles.row}>
              <input type="checkbox" checked={picked.includes(v.version)} onChange={() => toggle(v.version)} style={{ width: 24, height: 24 }} data-testid={`compare-${v.version}`} />
              <span>
                <strong>v{v.version}</strong> · {v.editedBy?.name ?? t('content.unknownEditor')} · {v.editedAt.slice(0, 16).replace('T', ' ')}
              </span>
            </label>
            <button type="button" className={styles.smallButton} onClick={() => onRestore(v)}>
              {t('content.restore')}
            </button>
          </li>
        ))}
      </ul>
      {changes ? (
        <div data-testid="diff">
          <h3 className={styles.label}>{t('content.diffTitle', { from: older!.version, to: newer!.version })}</h3>
          {changes.length === 0 ? <p className={styles.muted}>{t('content.noChanges')}</p> : null}
          {changes.map((change) => (
            <div key={change.path}>
              <p className={styles.hint}>{change.path}</p>
              <p className={styles.diff}>
                {change.parts.map((part, i) =>
                  part.kind === 'same' ? <span key={i}>{part.text}</span> : part.kind === 'add' ? <ins key={i} className={styles.diffAdd}>{part.text}</ins> : <del key={i} className={styles.diffDel}>{part.text}</del>,
                )}
              </p>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
