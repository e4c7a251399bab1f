import { useState } from 'react';
import type { PatientListFilter } from '../api/keys.ts';

// Kept for the tab's life, outside the address: going back from a patient restores the doctor's search, and
// paging or filtering stays one screen for the audit trail (a new address would be a new screen).
let remembered: PatientListFilter = { keyword: '', flag: null, sort: 'lastVisit' };

export function useListFilter(): [PatientListFilter, (next: PatientListFilter) => void] {
  const [filter, setFilter] = useState(remembered);
  return [
    filter,
    (next) => {
      remembered = next;
      setFilter(next);
    },
  ];
}
