import type { ReactNode } from 'react';
import type { LocalizedText } from '@sprout/contracts';
import { SafeHtml } from '../../../components/safe-html.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSanitizedPreview } from '../api/sanitize-preview.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import type { FieldSpec, FormValues } from '../utils/content-kinds.ts';
import styles from './editor.module.css';
import previewStyles from './phone-preview.module.css';

const PREVIEW_DELAY_MS = 400;
const LANGS = ['zh-CN', 'en-US'] as const;

/**
 * The item as a parent's phone shows it, in both languages, 360 px wide. Rich text goes through the server's
 * own sanitizer first, then the app's SafeHtml, exactly the path a published article takes.
 */
export function PhonePreview({ fields, values }: { fields: FieldSpec[]; values: FormValues }) {
  const rich = fields.find((f) => f.type === 'rich');
  const titleField = fields.find((f) => f.type === 'localized');
  const others = fields.filter((f) => f.type === 'localized' && f !== titleField);
  const html = useDebounced((rich ? values[rich.name] : { 'zh-CN': '', 'en-US': '' }) as LocalizedText, PREVIEW_DELAY_MS);
  const sanitized = useSanitizedPreview(html);
  const cover = fields.find((f) => f.type === 'image');
  const coverSrc = cover ? String(values[cover.name] ?? '') : '';

  return (
    <PhoneFrames>
      {(lang) => (
        <>
          {titleField ? <h2 className={previewStyles.phoneTitle}>{(values[titleField.name] as LocalizedText)[lang]}</h2> : null}
          {others.map((f) => (
            <p key={f.name} className={styles.muted}>
              {(values[f.name] as LocalizedText)[lang]}
            </p>
          ))}
          {/^(https:\/\/|\/(?!\/))/.test(coverSrc) ? (
            <img src={coverSrc} alt="" style={{ width: '100%', borderRadius: 'var(--radius-large)' }} />
          ) : null}
          {rich && sanitized.data ? <SafeHtml html={sanitized.data.html[lang]} testId={`preview-body-${lang}`} /> : null}
        </>
      )}
    </PhoneFrames>
  );
}

/** Two phone-sized frames, zh-CN and en-US, each drawing what `children` gives for its language. */
export function PhoneFrames({ children }: { children: (lang: (typeof LANGS)[number]) => ReactNode }) {
  const { t } = useTranslation('editor');
  return (
    <div className={previewStyles.previews}>
      {LANGS.map((lang) => (
        <section key={lang} aria-label={t('content.previewIn', { lang: t(`languages.${lang}`) })}>
          <p className={fieldStyles.label}>{t('content.previewIn', { lang: t(`languages.${lang}`) })}</p>
          <div className={previewStyles.phone} lang={lang} data-testid={`preview-${lang}`}>
            <div className={previewStyles.phoneInner}>{children(lang)}</div>
          </div>
        </section>
      ))}
    </div>
  );
}
