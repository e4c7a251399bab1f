import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../../../lib/drafts.ts';

/**
 * A form's values that outlive the form: every change is saved under `key`, and the form opens with what was
 * left there. `discard` forgets it (after a successful save, or when the doctor throws it away).
 */
export function useDraft<T>(
  key: string,
  initial: () => T,
): { values: T; setValues: (update: (v: T) => T) => void; discard: () => void; restored: boolean } {
  const [restored] = useState(() => readDraft<T>(key) !== null);
  const [values, setState] = useState<T>(() => readDraft<T>(key) ?? initial());
  const keep = useRef(true);
  useEffect(() => {
    if (keep.current) writeDraft(key, values);
  }, [key, values]);
  const setValues = useCallback((update: (v: T) => T) => {
    keep.current = true;
    setState(update);
  }, []);
  const discard = useCallback(() => {
    keep.current = false;
    removeDraft(key);
  }, [key]);
  return { values, setValues, discard, restored };
}
