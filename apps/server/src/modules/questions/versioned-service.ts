import { AppError, fieldError } from '../../http/errors.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { versionedRepository } from './repository.ts';

/** What every version row of a versioned form holds, whatever else its kind adds. */
interface VersionRow<Text, Questions> {
  id: string;
  version: number;
  title: Text;
  intro: Text;
  questions: Questions;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  published: boolean;
  publishedVersion: number | null;
}

/** A version as the editors get it, the fields every kind shares (each adds its code and its own parts). */
export function versionFields<Text, Questions>(row: VersionRow<Text, Questions>) {
  return {
    versionId: row.id,
    version: row.version,
    title: row.title,
    intro: row.intro,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    published: row.published,
    publishedVersion: row.publishedVersion,
  };
}

type Store<Row, Input extends object> = ReturnType<typeof versionedRepository<Row, Input>>;

export interface VersionedSpec<Row extends { published: boolean }, Input extends object, Version> {
  store: Store<Row, Input>;
  parentIdOf: (row: Row) => string;
  toVersion: (row: Row) => Version;
  /** The message of a 404 for an unknown code. */
  notFound: string;
  /** The create body's code field, and the message when that code is taken. */
  codeField: string;
  codeTaken: string;
  /** Checks a version's content before it is saved (throws a 400 naming the fields). */
  check?: (input: Input) => void;
}

/**
 * The editors' side of a versioned form (surveys, questionnaires): list at the current version, every version, create
 * (version 1) and edit (a new version; earlier ones and what was answered against them stay).
 */
export function versionedAdmin<Row extends { published: boolean }, Input extends object, Version>(
  spec: VersionedSpec<Row, Input, Version>,
) {
  const { store } = spec;

  async function currentOr404(code: string): Promise<Row> {
    const row = await store.current(code);
    if (!row) throw new AppError('NOT_FOUND', spec.notFound);
    return row;
  }

  return {
    currentOr404,

    /** The published version as parents get it (drafts saved since stay unseen): a withdrawn form is not found. */
    async liveOr404(code: string): Promise<Row> {
      const row = await store.live(code);
      if (!row?.published) throw new AppError('NOT_FOUND', spec.notFound);
      return row;
    },

    /** The published version, withdrawn or not (what parents last saw), for reads that outlive a withdrawal. */
    async publishedOr404(code: string): Promise<Row> {
      const row = await store.live(code);
      if (!row) throw new AppError('NOT_FOUND', spec.notFound);
      return row;
    },

    /**
     * Publishes a form at a version (the newest when none is named: the draft goes live), or withdraws it; its
     * versions and answers stay either way. Answers the newest version, with the published one named.
     */
    async setPublished(code: string, published: boolean, version?: number): Promise<Version> {
      await currentOr404(code);
      if (!(await store.setPublished(code, published, version))) throw fieldError('version', 'versions.unknown');
      return spec.toVersion(await currentOr404(code));
    },

    async listCurrent(): Promise<Version[]> {
      return (await store.listCurrent()).map(spec.toVersion);
    },

    async versions(code: string): Promise<Version[]> {
      const rows = await store.versions(code);
      if (rows.length === 0) throw new AppError('NOT_FOUND', spec.notFound);
      return rows.map(spec.toVersion);
    },

    async create(code: string, input: Input, editorId: string): Promise<Version> {
      spec.check?.(input);
      try {
        await store.create(code, input, editorId);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError(spec.codeField, spec.codeTaken);
        throw error;
      }
      return spec.toVersion((await store.current(code))!);
    },

    async update(code: string, input: Input, editorId: string): Promise<Version> {
      const current = await currentOr404(code);
      spec.check?.(input);
      try {
        await store.addVersion(spec.parentIdOf(current), input, editorId);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('RECORD_EXISTS', 'content.editedMeanwhile');
        throw error;
      }
      return spec.toVersion((await store.current(code))!);
    },
  };
}
