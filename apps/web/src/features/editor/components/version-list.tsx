import { useState } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { diffVersions } from '../utils/diff.ts';
import styles from './editor.module.css';
import diffStyles from './version-list.module.css';

/** One saved version as the history lists it: its number, who saved it and when, and what it held. */
export interface VersionEntry {
  version: number;
  by: string | null;
  at: string;
  data: unknown;
}

/**
 * Every saved version with who and when, newest first; pick two to see what changed field by field, or load one
 * into the form to save it again. Shared by every versioned kind of the workspace.
 */
export function VersionList({ versions, onRestore }: { versions: VersionEntry[]; onRestore: (version: number) => void }) {
  const { t, i18n } = useTranslation('editor');
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (v: number) => setPicked((p) => (p.includes(v) ? p.filter((x) => x !== v) : [...p.slice(-1), v]));
  const [older, newer] = [...picked].sort((a, b) => a - b).map((v) => versions.find((x) => x.version === v));
  const changes = older && newer ? diffVersions(older.data, newer.data) : null;

  return (
    <section className={styles.card} aria-labelledby="versions" data-testid="versions">
      <h2 id="versions" className={styles.cardTitle}>
        {t('content.versions')}
      </h2>
      <p className={fieldStyles.hint}>{t('content.compareHint')}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {versions.map((v) => (
          <li
            key={v.version}
            className={styles.row}
            style={{ justifyContent: 'space-between', borderBottom: '1px solid var(--color-border)', padding: '4px 0' }}
          >
            <label className={styles.row}>
              <input
                type="checkbox"
                checked={picked.includes(v.version)}
                onChange={() => toggle(v.version)}
                style={{ width: 24, height: 24 }}
                data-testid={`compare-${v.version}`}
              />
              <span>
                <strong>v{v.version}</strong> · {v.by ?? t('content.unknownEditor')} · {formatDateTime(v.at, i18n.language)}
              </span>
            </label>
            <button type="button" className={styles.smallButton} onClick={() => onRestore(v.version)}>
              {t('content.restore')}
            </button>
          </li>
        ))}
      </ul>
      {changes ? (
        <div data-testid="diff">
          <h3 className={fieldStyles.label}>{t('content.diffTitle', { from: older!.version, to: newer!.version })}</h3>
          {changes.length === 0 ? <p className={styles.muted}>{t('content.noChanges')}</p> : null}
          {changes.map((change) => (
            <div key={change.path}>
              <p className={fieldStyles.hint}>{change.path}</p>
              <p className={diffStyles.diff}>
                {change.parts.map((part, i) =>
                  part.kind === 'same' ? (
                    <span key={i}>{part.text}</span>
                  ) : part.kind === 'add' ? (
                    <ins key={i} className={diffStyles.diffAdd}>
                      {part.text}
                    </ins>
                  ) : (
                    <del key={i} className={diffStyles.diffDel}>
                      {part.text}
                    </del>
                  ),
                )}
              </p>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
