import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  activityPageDescriptionSchema,
  type ActivityNodeType,
  type ActivityPageDescriptionInput,
  type ActivityPageDraft,
} from '@sprout/contracts/activity';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import styles from '../activity/activity-editor.module.css';
import { historyReducer, startHistory, type History } from '../activity/history.ts';
import { PagePreview, type PreviewComponent } from '../activity/page-preview.tsx';
import { groupByNode, NO_PROBLEMS, problemsOf, type Problems } from '../activity/problems.ts';
import { PropertyPanel } from '../activity/property-panel.tsx';
import { PublishPanel } from '../activity/publish-panel.tsx';
import { ShareCard } from '../activity/share-card.tsx';
import {
  blankPage,
  duplicateAt,
  getAt,
  insertAt,
  moveBy,
  moveTo,
  PAGE,
  parentOf,
  removeAt,
  renamed,
  setAt,
  type Draft,
} from '../activity/tree.ts';
import { WidgetTree, type TreeCommand } from '../activity/widget-tree.tsx';
import { useActivityDraft } from '../api/activity-pages.ts';
import { useSaveActivityPage } from '../api/save-activity-page.ts';
import { TextField } from '../components/fields.tsx';
import { RecordState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { serverFieldErrors, validate } from '../utils/field-errors.ts';

export interface ActivityEditorProps {
  /** The public page's renderer (features/activity), handed in by app/ so the preview is what parents see. */
  Preview: PreviewComponent;
  /** A starting node of a widget type, in the page's language (the widget samples of features/activity). */
  starterFor: (type: ActivityNodeType, language: string) => unknown;
}

const EDITABLE_TARGET = /^(INPUT|TEXTAREA|SELECT)$/;
/** Below this width the panel sits under the tree: choosing a node brings its properties into view. */
const STACKED = '(max-width: 719px)';

function ActivityEditor({ page, Preview, starterFor }: ActivityEditorProps & { page: ActivityPageDraft | null }) {
  const { t, i18n } = useTranslation('activityEditor');
  const { t: te } = useTranslation('editor');
  const navigate = useNavigate();
  const save = useSaveActivityPage();
  const [history, dispatch] = useReducer(
    historyReducer<Draft>,
    (page?.description as Draft | undefined) ?? blankPage(i18n.language),
    startHistory<Draft>,
  ) as [History<Draft>, (action: Parameters<typeof historyReducer<Draft>>[1]) => void];
  const draft = history.present;
  const json = useMemo(() => JSON.stringify(draft), [draft]);
  // A new page starts clean too: only what the editor adds is work to keep.
  const [savedJson, setSavedJson] = useState(json);
  const dirty = json !== savedJson;
  const [selected, setSelected] = useState(PAGE);
  const [slug, setSlug] = useState('');
  const guard = useLeaveGuard(dirty || slug !== '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<Problems | null>(null);
  const problems = useMemo(() => problemsOf(draft, te), [draft, te]);
  const shown = problems.count ? problems : (serverProblems ?? NO_PROBLEMS);

  const select = (path: string) => {
    setSelected(path);
    if (window.matchMedia(STACKED).matches)
      requestAnimationFrame(() => document.querySelector('[data-testid="property-panel"]')?.scrollIntoView({ block: 'start' }));
  };

  const change = useCallback((next: Draft, group?: string) => {
    dispatch({ type: 'change', next, group });
    setServerProblems(null);
  }, []);

  const onCommand = (command: TreeCommand) => {
    if (command.kind === 'add') {
      const language = String((draft.page as { language?: unknown } | undefined)?.language ?? i18n.language);
      const node =
        command.type === 'WidgetContainer' ? { type: 'WidgetContainer', widgets: [] } : renamed(starterFor(command.type, language), draft);
      const length = (getAt(draft, command.list) as unknown[] | undefined)?.length ?? 0;
      change(insertAt(draft, command.list, length, node));
      setSelected(`${command.list}.${length}`);
    } else if (command.kind === 'move') {
      const moved = moveBy(draft, command.path, command.delta);
      if (moved) {
        change(moved.draft);
        setSelected(moved.path);
      }
    } else if (command.kind === 'drop') {
      const moved = moveTo(draft, command.path, command.list, command.index);
      if (moved) {
        change(moved.draft);
        setSelected(moved.path);
      }
    } else if (command.kind === 'duplicate') {
      const copy = duplicateAt(draft, command.path);
      change(copy.draft);
      setSelected(copy.path);
    } else {
      change(removeAt(draft, command.path));
      const { list, index } = parentOf(command.path);
      setSelected(index > 0 ? `${list}.${index - 1}` : PAGE);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || EDITABLE_TARGET.test((event.target as HTMLElement).tagName)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const onSave = () => {
    const checked = validate(activityPageDescriptionSchema, draft, te);
    if (checked.errors) {
      setSelected(problems.first ?? PAGE);
      void showToast({ content: t('edit.fixFirst') });
      return;
    }
    save.mutate(
      { pageId: page?.id ?? null, slug: slug.trim() || undefined, description: checked.data as ActivityPageDescriptionInput },
      {
        onSuccess: (saved) => {
          guard.release();
          setSavedJson(json);
          void showToast({ content: t('edit.saved', { version: saved.currentVersion }), icon: 'success' });
          if (!page) void navigate(`/admin/activities/edit?id=${saved.id}`, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (!fields) return showApiError(error);
          const { slug: slugMessage, ...rest } = fields;
          setSlugError(slugMessage ?? null);
          const grouped = groupByNode(rest);
          setServerProblems(grouped);
          if (grouped.first) setSelected(grouped.first);
        },
      },
    );
  };

  const status = page
    ? t('edit.state', {
        version: page.currentVersion,
        status: page.published ? t('edit.published', { version: page.publishedVersion }) : t('edit.notPublished'),
      })
    : undefined;
  return (
    <WorkspaceLayout
      title={page ? t('edit.editTitle') : t('edit.newTitle')}
      subtitle={status}
      actions={
        <>
          <Link to="/admin/activities">{t('edit.backToList')}</Link>
          {page?.published ? (
            <a href={`/activityHtmls?id=${encodeURIComponent(page.slug ?? page.id)}`} target="_blank" rel="noreferrer">
              {t('edit.openPublic')}
            </a>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={history.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
            data-testid="undo"
          >
            {t('edit.undo')}
          </button>
          <button
            type="button"
            className="button"
            disabled={history.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
            data-testid="redo"
          >
            {t('edit.redo')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={save.isPending || (Boolean(page) && !dirty)}
            onClick={onSave}
            data-testid="save"
          >
            {page ? t('edit.save') : t('edit.create')}
          </button>
        </>
      }
    >
      <p role="status" className={shown.count ? styles.problems : styles.detail} data-testid="problem-count">
        {shown.count ? t('edit.problems', { count: shown.count }) : t('edit.noProblems')}
        {dirty && page ? ` · ${t('edit.unsaved')}` : null}
      </p>
      <div className={styles.grid}>
        <WidgetTree draft={draft} selected={selected} problems={shown} onSelect={select} onCommand={onCommand} />
        <div className={styles.side}>
          {page ? null : (
            <div className={styles.column}>
              <TextField
                path="slug"
                label={t('edit.slug')}
                hint={t('edit.slugHint')}
                value={slug}
                onChange={setSlug}
                errors={slugError ? { slug: slugError } : {}}
              />
            </div>
          )}
          <PropertyPanel
            draft={draft}
            selected={selected}
            problems={shown}
            onChange={(path, value, group) => change(setAt(draft, path, value), group)}
          />
        </div>
        <div className={styles.side}>
          <PagePreview draft={draft} Preview={Preview} selected={selected} onSelect={select} />
          {selected === PAGE ? <ShareCard draft={draft} /> : null}
          {page ? <PublishPanel key={`${page.startsAt}|${page.endsAt}`} page={page} dirty={dirty} /> : null}
        </div>
      </div>
    </WorkspaceLayout>
  );
}

/** /admin/activities/edit[?id=]: the visual editor of a campaign page (a new one without an id). */
export function ActivityEditPage(props: ActivityEditorProps) {
  const { t } = useTranslation('activityEditor');
  const [params] = useSearchParams();
  const id = params.get('id');
  const draft = useActivityDraft(id);
  if (id && !draft.data) return <RecordState query={draft} title={t('edit.editTitle')} backTo="/admin/activities" />;
  return <ActivityEditor key={id ?? 'new'} page={draft.data ?? null} {...props} />;
}
