import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { pageOrigin } from '../../../lib/ssr/server-context.ts';
import styles from '../components/activity.module.css';

/** What a phone camera should open: text as is, an in-app route as an absolute address on this site. */
export function qrPayload(content: { text?: string; link?: string }, origin: string): string {
  if (content.text !== undefined) return content.text;
  return new URL(content.link ?? '/', origin).toString();
}

/** Twice the CSS size: sharp on a 2x screen, which is what people scan from. */
const PIXEL_RATIO = 2;

/**
 * A QR code drawn on the phone. The `qrcode` library is loaded only when a code is shown, so it never
 * weighs on the first screen of a page.
 */
export function QrCodeImage({ content, size }: { content: { text?: string; link?: string }; size: number }) {
  const { t } = useTranslation('activity');
  const payload = qrPayload(content, pageOrigin());
  const [state, setState] = useState<{ payload: string; src: string | null; failed: boolean }>({ payload, src: null, failed: false });

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      // A CommonJS module: its functions are on `default` once bundled, on the namespace in tests.
      .then((module) => ('default' in module && module.default ? module.default : module) as typeof import('qrcode'))
      .then((QRCode) => QRCode.toDataURL(payload, { width: size * PIXEL_RATIO, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (src) => !cancelled && setState({ payload, src, failed: false }),
        () => !cancelled && setState({ payload, src: null, failed: true }),
      );
    return () => {
      cancelled = true;
    };
  }, [payload, size]);

  const ready = state.payload === payload && state.src;
  const label = t('qr.label', { content: content.text ?? content.link ?? '' });
  return (
    <div className={styles.qrBox} style={{ width: size, height: size }} data-testid="qr-code" data-payload={payload}>
      {ready ? (
        <img src={state.src!} alt={label} width={size} height={size} data-testid="qr-code-image" />
      ) : (
        <span className={styles.qrPlaceholder} role="status">
          {state.failed ? t('qr.failed') : t('qr.loading')}
        </span>
      )}
    </div>
  );
}
