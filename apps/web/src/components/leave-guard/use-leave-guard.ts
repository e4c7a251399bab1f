import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Dialog } from '../../lib/antd-mobile-imperative.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';

export interface LeaveGuard {
  /** Lets the next navigation through unasked: after a save or an explicit discard, before the form re-renders clean. */
  release: () => void;
}

/**
 * Keeps typed work from vanishing (issue 30): while `dirty`, a move to another address inside the app asks first
 * (react-router's blocker; the app's router is a data router), and a reload or a closed tab gets the browser's own
 * question (beforeunload). `kept` says the work stays as a draft on this device (the doctors' entry forms), so the
 * question says that instead of "it is lost". One guard for every staff form.
 */
export function useLeaveGuard(dirty: boolean, options: { kept?: boolean } = {}): LeaveGuard {
  const { t } = useTranslation('common');
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);
  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state !== 'blocked' || asking.current) return;
    asking.current = true;
    void Dialog.confirm({
      title: t('leaveGuard.title'),
      content: options.kept ? t('leaveGuard.kept') : t('leaveGuard.lost'),
      confirmText: t('leaveGuard.leave'),
      cancelText: t('leaveGuard.stay'),
    }).then((leave) => {
      asking.current = false;
      if (!leave) return reset?.();
      // The choice stands: react-router renders the next page in a transition, and until it is on screen this form
      // stays mounted with its blocker, which would hold a back press in that moment behind the same question.
      dirtyRef.current = false;
      proceed?.();
    });
  }, [state, proceed, reset, t, options.kept]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    release: useCallback(() => {
      dirtyRef.current = false;
    }, []),
  };
}
