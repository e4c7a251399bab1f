import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useActivity } from '../components/activity-context.tsx';
import styles from '../components/activity.module.css';
import { LazyBottomSheet } from '../components/lazy-popups.tsx';
import { DrawerContent } from './drawer-content.tsx';
import type { WidgetProps } from './types.ts';

/** A handle in the bottom dock that pulls up a popup sheet; `popup:<id>` links open it too. */
export function BottomDrawer({ node }: WidgetProps<'bottomDrawer'>) {
  const { t } = useTranslation('activity');
  const { openId, openPopup, closePopup } = useActivity();
  const open = openId === node.id;
  // Mount the lazy sheet on first open only, then keep it for its closing animation.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  return (
    <>
      <button
        type="button"
        className={styles.drawerHandle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openPopup(node.id)}
        data-testid="drawer-handle"
      >
        <span className={styles.drawerGrip} aria-hidden="true" />
        {node.handleText}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LazyBottomSheet open={open} onClose={closePopup} label={node.popup.title} closeLabel={t('close')} testId="bottom-drawer-popup">
            <DrawerContent popup={node.popup} onAction={closePopup} />
          </LazyBottomSheet>
        </Suspense>
      ) : null}
    </>
  );
}
