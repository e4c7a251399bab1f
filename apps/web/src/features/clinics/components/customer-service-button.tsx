import { Link } from 'react-router';
import type { CustomerServiceInfo } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { customerServiceLink, isSitePath } from '../utils/links.ts';
import styles from './clinic.module.css';

/**
 * Opens the customer-service chat configured on the server (entrance link with the company id), or calls the
 * service phone when no chat is configured. Nothing shows until the info has loaded.
 */
export function CustomerServiceButton({ info }: { info: CustomerServiceInfo | null }) {
  const { t } = useTranslation('clinics');
  if (!info) return null;
  const href = customerServiceLink(info);
  if (!href) return null;
  const isCall = href.startsWith('tel:');
  if (isSitePath(href)) {
    return (
      <div className={styles.serviceBar}>
        <Link className="button button--primary" to={href} data-testid="customer-service">
          {t('customerService')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.serviceBar}>
      <a
        className="button button--primary"
        href={href}
        {...(isCall ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        data-testid="customer-service"
      >
        {isCall ? t('customerServiceCall', { phone: info.phone }) : t('customerService')}
      </a>
    </div>
  );
}
