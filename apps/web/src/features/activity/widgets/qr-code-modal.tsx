import { Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useActivity } from '../components/activity-context.tsx';
import styles from '../components/activity.module.css';
import { LazyCenterSheet } from '../components/lazy-popups.tsx';
import { QrCodeImage } from './qr-code-image.tsx';
import type { WidgetProps } from './types.ts';

/** A QR code in a modal (add customer service, join a group), opened by a `popup:<id>` link. */
export function QrCodeModal({ node }: WidgetProps<'qrCodeModal'>) {
  const { t } = useTranslation('activity');
  const { openId, closePopup } = useActivity();
  if (openId !== node.id) return null;
  return (
    <Suspense fallback={null}>
      <LazyCenterSheet open onClose={closePopup} label={node.title} closeLabel={t('close')} testId="qr-code-modal">
        <div className={styles.qrModal}>
          <h2 className={styles.sheetTitle}>{node.title}</h2>
          <QrCodeImage content={node} size={200} />
          {node.caption ? <p className={styles.caption}>{node.caption}</p> : null}
        </div>
      </LazyCenterSheet>
    </Suspense>
  );
}
