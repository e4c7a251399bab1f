import { Link } from 'react-router';
import type { ActivityAvailability } from '@sprout/contracts/activity';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/** The last moment inside the window: its end is exclusive, so the campaign's last day is the day before. */
const LAST_MOMENT_MS = 1;

/** A window date through the one date helper, on the clinics' calendar: 2026年7月1日 / Jul 1, 2026. */
export function formatCampaignDate(iso: string, lang: string, offsetMs = 0): string {
  const time = Date.parse(iso) - offsetMs;
  return Number.isNaN(time) ? '' : formatDate(new Date(time).toISOString(), lang);
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
