import type { CustomerServiceInfo } from '@sprout/contracts';
import { useTranslation } from 'react-i18next';
import { customerServiceLink } from '../utils/links.ts';
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
