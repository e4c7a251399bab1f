/** The biometer import call: parse, check, preview or store all in one transaction. */
import type { EyeImportResult, Language } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError, type FieldProblem } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { mergeImportRows, parseEyeImport, type ParsedImportRow } from './csv-import.ts';
import { checkImportIdentity } from './import-identity.ts';
import { eyeRepository, type ProfileWithMember } from './repository.ts';
import { latestToday } from './rules.ts';

function rowProblemFields(rows: ParsedImportRow[], lang: Language): FieldProblem[] {
  return rows.flatMap((row) =>
    row.problems.map((p) => ({
      field: `rows.${row.row}.${p.column}`,
      messageKey: 'eye.import.rowProblem',
      params: { row: row.row, column: p.column, problem: translate(p.messageKey, lang, p.params) },
    })),
  );
}

export async function importExams(
  deps: AppDeps,
  profile: ProfileWithMember,
  csv: string,
  options: { dryRun: boolean; confirmIdentity: boolean; accountId: string; lang: Language },
): Promise<EyeImportResult> {
  const parsed = parseEyeImport(csv, { birthDate: profile.birthDate, today: latestToday() });
  if (parsed.fileProblem) throw fieldError('body', parsed.fileProblem);
  const identifiers = await eyeRepository(deps.db).identifiersOf(profile.familyMemberId);
  const identityWarnings = checkImportIdentity(parsed.rows, { name: profile.name, birthDate: profile.birthDate, identifiers });

  const dates = [...new Set(parsed.rows.flatMap((r) => (r.examDate ? [r.examDate] : [])))];

  const run = async (repo: ReturnType<typeof eyeRepository>) => {
    const stored = await repo.storedDates(profile.eyeId, dates);
    const exams = mergeImportRows(parsed.rows, stored);
    const problems = rowProblemFields(parsed.rows, options.lang);
    const result: EyeImportResult = {
      dryRun: options.dryRun,
      rows: parsed.rows.map(({ problems: rowProblems, ...row }) => ({
        ...row,
        errors: rowProblems.map((p) => ({ field: p.column, message: translate(p.messageKey, options.lang, p.params) })),
      })),
      ignoredColumns: parsed.ignoredColumns,
      examCount: exams.length,
      stored: 0,
      skippedDates: [...stored].sort(),
      errorCount: problems.length,
      identityWarnings,
    };
    if (options.dryRun) return result;
    if (problems.length > 0) {
      const first = problems[0]!.params!;
      throw new AppError('VALIDATION', 'eye.import.invalid', problems, { count: problems.length, ...first });
    }
    if (identityWarnings.length > 0 && !options.confirmIdentity) {
      const rows = [...new Set(identityWarnings.map((w) => w.row))];
      throw new AppError(
        'VALIDATION',
        'eye.import.identityUnconfirmed',
        identityWarnings.map((w) => ({
          field: `rows.${w.row}.${w.column}`,
          messageKey: 'eye.import.identityDiffers',
          params: { row: w.row, column: w.column, value: w.value },
        })),
        { rows: rows.join(', ') },
      );
    }
    for (const exam of exams) await repo.create(profile.eyeId, exam, options.accountId);
    return { ...result, stored: exams.length };
  };

  if (options.dryRun) return run(eyeRepository(deps.db));
  // All rows or none: a failure on any insert rolls back the ones before it.
  return deps.db.transaction((tx) => run(eyeRepository(tx)));
}
