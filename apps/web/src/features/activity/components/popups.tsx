import { CenterPopup, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './activity.module.css';

/**
 * The antd-mobile popups of activity pages, in their own chunk: loaded when a reader first opens a drawer
 * or a modal, so antd-mobile's animation library stays out of the page's first screen.
 */
export interface SheetProps {
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}

function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button type="button" className={styles.sheetClose} aria-label={label} onClick={onClose} data-testid="popup-close">
      ×
    </button>
  );
}

export function BottomSheet({ open, onClose, label, closeLabel, testId, children }: SheetProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        <CloseButton onClose={onClose} label={closeLabel} />
        {children}
      </div>
    </Popup>
  );
}

export function CenterSheet({ open, onClose, label, closeLabel, testId, children }: SheetProps) {
  return (
    <CenterPopup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.centerSheet} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        <CloseButton onClose={onClose} label={closeLabel} />
        {children}
      </div>
    </CenterPopup>
  );
}
