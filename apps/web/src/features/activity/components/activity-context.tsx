import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ActivityContextValue {
  /** True on the editors' widget preview routes: the share mask shows outside WeChat too. */
  preview: boolean;
  /** The popup (bottom drawer, QR-code modal, share mask) open now, by id. */
  openId: string | null;
  openPopup: (id: string) => void;
  closePopup: () => void;
}

const ActivityContext = createContext<ActivityContextValue>({ preview: false, openId: null, openPopup: () => {}, closePopup: () => {} });

export interface ActivityProviderProps {
  preview?: boolean;
  /** Open this popup at once (previews of a popup). */
  initialOpenId?: string | null;
  /** Decides what opening a popup does; the share mask outside WeChat shares another way (see share-mask.tsx). */
  onOpen?: (id: string) => boolean;
  children: ReactNode;
}

/** Which popup of an activity page is open: one at a time, opened by `popup:<id>` links. */
export function ActivityProvider({ preview = false, initialOpenId = null, onOpen, children }: ActivityProviderProps) {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const openPopup = useCallback(
    (id: string) => {
      if (onOpen && !onOpen(id)) return;
      setOpenId(id);
    },
    [onOpen],
  );
  const closePopup = useCallback(() => setOpenId(null), []);
  const value = useMemo(() => ({ preview, openId, openPopup, closePopup }), [preview, openId, openPopup, closePopup]);
  return <ActivityContext.Provider value={value}>{children}</ActivityContext.Provider>;
}

export function useActivity(): ActivityContextValue {
  return useContext(ActivityContext);
}
