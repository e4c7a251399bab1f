/**
 * Whose exams a biometer file holds (issue 15 item 4): the file's identifying columns checked against the
 * child the doctor has open, so one child's exams are never stored in another's record. Pure.
 *
 * - A patient id or file number names one patient file: a row naming any other is refused (a row problem, so
 *   the all-or-nothing import stores nothing).
 * - Without those, name and birth date are compared; names are written in many ways (spaces, case, pinyin or
 *   characters), so a mismatch is a warning the doctor must confirm, naming the rows.
 */
import { parseDate } from './csv-import.ts';
import type { ParsedImportRow } from './csv-import.ts';

export interface ImportSubject {
  name: string;
  birthDate: string;
  /** The child's patient ids (patient file ids), file numbers and outpatient numbers at any clinic. */
  identifiers: readonly string[];
}

export interface IdentityWarning {
  row: number;
  column: string;
  value: string;
}

const key = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** Adds a problem to each row naming another patient; returns the rows whose name or birth date differ. */
export function checkImportIdentity(rows: ParsedImportRow[], subject: ImportSubject): IdentityWarning[] {
  const known = new Set(subject.identifiers.map(key));
  const warnings: IdentityWarning[] = [];
  for (const row of rows) {
    const hard = row.identity.patientId ?? row.identity.fileNumber;
    if (hard) {
      if (!known.has(key(hard.value)))
        row.problems.push({ column: hard.column, messageKey: 'eye.import.otherPatient', params: { value: hard.value } });
      continue;
    }
    const { name, birthDate } = row.identity;
    if (name && key(name.value) !== key(subject.name)) warnings.push({ row: row.row, column: name.column, value: name.value });
    if (birthDate && parseDate(birthDate.value) !== subject.birthDate)
      warnings.push({ row: row.row, column: birthDate.column, value: birthDate.value });
  }
  return warnings;
}
