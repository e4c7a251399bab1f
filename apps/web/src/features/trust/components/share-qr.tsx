import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './trust.module.css';

const SIZE = 200;

/** The link as a QR code, drawn on the phone; the `qrcode` library loads only when a link is shown. */
export function ShareQr({ url }: { url: string }) {
  const { t } = useTranslation('trust');
  const [src, setSrc] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      // A CommonJS module: its functions are on `default` once bundled, on the namespace in tests.
      .then((module) => ('default' in module && module.default ? module.default : module) as typeof import('qrcode'))
      .then((QRCode) => QRCode.toDataURL(url, { width: SIZE * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (data) => !cancelled && setSrc({ url, data }),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (src?.url !== url) return <div style={{ width: SIZE, height: SIZE }} aria-hidden="true" />;
  return <img className={styles.qr} src={src.data} width={SIZE} height={SIZE} alt={t('shares.qr')} data-testid="share-qr" />;
}
