import styles from '../components/activity.module.css';
import { QrCodeImage } from './qr-code-image.tsx';
import type { WidgetProps } from './types.ts';

/** A QR code made on the client from a text or a link, with an optional title and caption. */
export function QrCode({ node }: WidgetProps<'QrCode'>) {
  return (
    <figure className={styles.qrCode}>
      {node.title ? <h3 className={styles.widgetTitle}>{node.title}</h3> : null}
      <QrCodeImage content={node} size={node.size} />
      {node.caption ? <figcaption className={styles.caption}>{node.caption}</figcaption> : null}
    </figure>
  );
}
