import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Language } from '@sprout/contracts';
import type { ActivityContainer, ActivityGlobalWidget, ActivityNodeOf, ActivityWidget } from '@sprout/contracts/activity';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { activityKeys } from '../api/keys.ts';
import { ActivityProvider } from '../components/activity-context.tsx';
import { RenderContainer } from '../components/containers.tsx';
import { GlobalWidgets } from '../components/global-widgets.tsx';
import { RenderWidget } from '../components/render-widget.tsx';
import { PREVIEW_ROUTES, type PreviewType } from '../samples/samples.ts';
import styles from './widget-preview-page.module.css';

const CONTAINERS = new Set<PreviewType>(['WidgetContainer', 'TabWidgetContainer']);
const GLOBALS = new Set<PreviewType>(['BackToTop', 'FixedButton', 'SuspensionButton', 'bottomDrawer', 'qrCodeModal', 'shareMask']);
/** Popups shown open at once: there is nothing else to see of them. */
const OPEN_AT_ONCE = new Set<PreviewType>(['qrCodeModal', 'shareMask', 'popup']);
const POPUP_PREVIEW_ID = 'preview';

function Stage({ type, node }: { type: PreviewType; node: unknown }) {
  const { t } = useTranslation('activity');
  if (CONTAINERS.has(type)) return <RenderContainer node={node as ActivityContainer} path="node" />;
  if (type === 'GlobalWidgetContainer' || GLOBALS.has(type) || type === 'popup') {
    const widgets: ActivityGlobalWidget[] =
      type === 'GlobalWidgetContainer'
        ? (node as ActivityNodeOf<'GlobalWidgetContainer'>).widgets
        : type === 'popup'
          ? [
              {
                type: 'bottomDrawer',
                id: POPUP_PREVIEW_ID,
                handleText: (node as { title: string }).title,
                popup: node as ActivityNodeOf<'bottomDrawer'>['popup'],
              },
            ]
          : [node as ActivityGlobalWidget];
    return (
      <>
        <GlobalWidgets node={{ type: 'GlobalWidgetContainer', widgets }} path="node" />
        <p>{t('preview.scrollHint')}</p>
        <div className={styles.previewFiller} aria-hidden="true" />
      </>
    );
  }
  return <RenderWidget node={node as ActivityWidget} path="node" />;
}

/**
 * Every widget route of spec §2 under /activityHtmls: that one widget alone, from `?node=<JSON>` or a
 * built-in sample, for editors to preview. An invalid node is explained, not rendered.
 */
export default function WidgetPreviewPage() {
  const { t, i18n } = useTranslation('activity');
  const lang: Language = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const type = PREVIEW_ROUTES[pathname.replace(/\/+$/, '')] ?? 'WidgetContainer';
  const nodeParam = params.get('node');
  // The node's check (the widgets' zod schemas, 26 KB) loads with the first preview rather than with the campaign
  // page's first screen, which shares this chunk; a preview the server drew brings its result in the page's state.
  const { data: result } = useQuery({
    queryKey: activityKeys.preview(type, nodeParam, lang),
    queryFn: async () => (await import('../utils/preview-node.ts')).previewNode(type, nodeParam, lang),
    staleTime: Infinity,
  });
  if (!result) return <PageLoading />;
  const openId = !result.ok || !OPEN_AT_ONCE.has(type) ? null : type === 'popup' ? POPUP_PREVIEW_ID : (result.node as { id: string }).id;

  return (
    <main data-testid="widget-preview" data-type={type}>
      <div className={styles.previewBar}>
        <span className={styles.previewBadge}>
          {t('preview.badge')} · {type}
        </span>
        {result.ok ? <span>{result.source === 'sample' ? t('preview.sample') : t('preview.fromQuery')}</span> : null}
      </div>
      {result.ok ? (
        <ActivityProvider key={`${pathname}?${params.toString()}`} preview initialOpenId={openId}>
          <div className={styles.previewStage}>
            <Stage type={type} node={result.node} />
          </div>
        </ActivityProvider>
      ) : (
        <div className={styles.previewError} role="alert" data-testid="preview-error">
          <strong>{t('preview.invalidTitle')}</strong>
          <p>
            {result.problem.kind === 'json' ? t('preview.invalidJson') : t('preview.invalidNode', { type, problem: result.problem.detail })}
          </p>
          <Link to={pathname}>{t('preview.useSample')}</Link>
        </div>
      )}
    </main>
  );
}
