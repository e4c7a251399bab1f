import type { ActivityAvailability } from '@sprout/contracts/activity';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';

/** The last moment inside the window: its end is exclusive, so the campaign's last day is the day before. */
const LAST_MOMENT_MS = 1;

/** A window date the way a reader of the language writes it, in the clinics' time zone: 2026年7月1日 / 1 July 2026. */
export function formatCampaignDate(iso: string, lang: string, offsetMs = 0): string {
  const date = new Date(Date.parse(iso) - offsetMs);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'zh-CN' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' }).format(date);
}

interface ActivityClosedProps {
  availability: Exclude<ActivityAvailability, 'open'>;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
}

/** A campaign outside its window: a friendly "has ended" or "has not started yet", with the way home. */
export function ActivityClosed({ availability, title, startsAt, endsAt }: ActivityClosedProps) {
  const { t } = useTranslation('activity');
  const lang = currentLanguage();
  const start = startsAt ? formatCampaignDate(startsAt, lang) : '';
  const end = endsAt ? formatCampaignDate(endsAt, lang, LAST_MOMENT_MS) : '';
  const description =
    availability === 'notStarted'
      ? t('closed.notStarted.description', { title, start })
      : start && end
        ? t('closed.ended.descriptionWithDates', { title, start, end })
        : t('closed.ended.description', { title });
  return (
    <StatusScreen testId={`activity-${availability}`} title={t(`closed.${availability}.title`)} description={description}>
      <Link className="button button--primary" to="/">
        {t('notFound.toHome')}
      </Link>
    </StatusScreen>
  );
}
