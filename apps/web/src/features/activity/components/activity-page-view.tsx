import { useMemo } from 'react';
import type { ActivityPageDescription } from '@sprout/contracts/activity';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { popupOpener, shareOutsideWeChat } from '../utils/share-action.ts';
import { ActivityProvider } from './activity-context.tsx';
import styles from './activity.module.css';
import { RenderContainer } from './containers.tsx';
import { DOCK_ROW_PX, dockRows, GlobalWidgets } from './global-widgets.tsx';

/** A whole activity page: its background, containers in order, and its global widgets. */
export function ActivityPageView({ description, preview = false }: { description: ActivityPageDescription; preview?: boolean }) {
  const { t } = useTranslation('activity');
  const { page, containers, globalWidgets } = description;
  const onOpen = useMemo(
    () =>
      popupOpener(globalWidgets.widgets, {
        preview,
        share: () => {
          void shareOutsideWeChat().then((outcome) => {
            if (outcome !== 'shared') void showToast({ content: t(outcome === 'copied' ? 'share.copied' : 'share.copyFailed') });
          });
        },
      }),
    [globalWidgets.widgets, preview, t],
  );

  return (
    <ActivityProvider preview={preview} onOpen={onOpen}>
      <main
        className={styles.page}
        lang={page.language}
        style={{
          background: page.background?.color,
          backgroundImage: page.background?.imageUrl ? `url("${encodeURI(page.background.imageUrl)}")` : undefined,
          paddingBottom: dockRows(globalWidgets) * DOCK_ROW_PX + 16,
          // Floating buttons stand above the bottom dock (activity.module.css).
          ['--dock-height' as string]: `${dockRows(globalWidgets) * DOCK_ROW_PX}px`,
        }}
        data-testid="activity-page"
      >
        <h1 className="visually-hidden">{page.title}</h1>
        {containers.map((container, i) => (
          <RenderContainer key={i} node={container} path={`containers.${i}`} />
        ))}
        <GlobalWidgets node={globalWidgets} />
      </main>
    </ActivityProvider>
  );
}
