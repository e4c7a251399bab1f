import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { absoluteShareUrl, useShareData, type ShareData } from '../../../lib/share/share-data.ts';
import { useActivityPage } from '../api/get-activity-page.ts';
import { ActivityClosed } from '../components/activity-closed.tsx';
import { ActivityPageView } from '../components/activity-page-view.tsx';

const HTTP_NOT_FOUND = 404;

// A chunk of its own: a campaign page (the shared links) never needs the list, and the renderer it shares this
// chunk with is the heaviest first screen of the app.
const CampaignList = lazy(() => import('../components/campaign-list.tsx').then((m) => ({ default: m.CampaignList })));

/**
 * /activityHtmls?id=<page id or slug>: a published campaign page (without an id: the campaigns running now), rendered from its stored description.
 * Its title becomes the document title, and its share data is declared for WeChat sharing.
 */
export default function ActivityPage() {
  const { t } = useTranslation('activity');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const page = useActivityPage(id);
  const parsed = page.data?.parsed;
  const description = parsed?.ok ? parsed.description : null;

  const share = useMemo<ShareData | null>(() => {
    // Nothing to share on the server (no address yet); the browser declares it as it hydrates.
    if (!description || typeof window === 'undefined') return null;
    const { share: s } = description.page;
    return {
      title: s.title,
      description: s.description,
      imageUrl: absoluteShareUrl(s.imageUrl),
      link: absoluteShareUrl(window.location.href),
    };
  }, [description]);
  useShareData(share);

  const title = description?.page.title ?? page.data?.title;
  useEffect(() => {
    // After the route's own title (root layout): the campaign's name says more than "Activity".
    if (title) document.title = title;
  }, [title]);

  if (!id) {
    return (
      <Suspense fallback={<PageLoading />}>
        <CampaignList />
      </Suspense>
    );
  }
  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    const missing = isApiError(page.error) && page.error.status === HTTP_NOT_FOUND;
    return (
      <StatusScreen
        testId={missing ? 'activity-not-found' : 'activity-error'}
        title={missing ? t('notFound.title') : t('loadFailed')}
        description={missing ? t('notFound.description') : page.error.message}
      >
        {missing ? null : (
          <button type="button" className="button button--primary" onClick={() => void page.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        )}
        <Link className="button" to="/">
          {t('notFound.toHome')}
        </Link>
      </StatusScreen>
    );
  }
  const { availability, startsAt, endsAt } = page.data;
  if (availability !== 'open')
    return <ActivityClosed availability={availability} title={page.data.title} startsAt={startsAt} endsAt={endsAt} />;
  if (!description) return <StatusScreen testId="activity-unreadable" title={t('unreadable')} />;
  return <ActivityPageView description={description} />;
}
