import { useId, useState, type DragEvent } from 'react';
import type { ActivityNodeType } from '@sprout/contracts/activity';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './activity-editor.module.css';
import { problemsWithin, type Problems } from './problems.ts';
import { allowedIn, getAt, PAGE, type Draft } from './tree.ts';

export type TreeCommand =
  | { kind: 'add'; list: string; type: ActivityNodeType }
  | { kind: 'move'; path: string; delta: -1 | 1 }
  /** A node dragged to position `index` of `list` (before the node it was dropped on, or at the list's end). */
  | { kind: 'drop'; path: string; list: string; index: number }
  | { kind: 'duplicate'; path: string }
  | { kind: 'delete'; path: string };

/** The drag's payload: the path of the node being dragged. */
const DRAG_TYPE = 'application/x-sprout-node';

/** Drop-target handlers that put the dragged node at `index` of `list`; the innermost target takes the drop. */
function dropAt(list: string, index: number, onCommand: (command: TreeCommand) => void) {
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const path = event.dataTransfer.getData(DRAG_TYPE);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      onCommand({ kind: 'drop', path, list, index });
    },
  };
}

interface TreeProps {
  draft: Draft;
  selected: string;
  problems: Problems;
  onSelect: (path: string) => void;
  onCommand: (command: TreeCommand) => void;
}

type Node = Record<string, unknown>;
const listOf = (draft: Draft, path: string): Node[] => {
  const value = getAt(draft, path);
  return Array.isArray(value) ? (value as Node[]) : [];
};
/** What a row says after the type: the node's own title or text. */
const detailOf = (node: Node) =>
  [node.title, node.text, node.handleText].find((v) => typeof v === 'string' && v.trim()) as string | undefined;

/**
 * The page as a tree: page settings, the body's sections (tabbed sections and Tab widgets show their panes)
 * and the floating widgets. The selected node's row carries its actions (move, duplicate, delete); every list
 * ends with an "add" picker offering only the types the schema allows there. A row can also be dragged onto
 * another (it goes before it) or onto a list's "add" picker (it goes last), where that list takes its type;
 * the move buttons stay for the keyboard and for fingers.
 */
export function WidgetTree(props: TreeProps) {
  const { t } = useTranslation('activityEditor');
  const pageProblems = Object.keys(props.problems.byNode[PAGE] ?? {}).length;
  return (
    <nav className={styles.column} aria-label={t('tree.label')} data-testid="widget-tree">
      <h2 className={styles.heading}>{t('tree.label')}</h2>
      <button
        type="button"
        className={styles.select}
        aria-current={props.selected === PAGE}
        onClick={() => props.onSelect(PAGE)}
        data-testid="tree-page"
      >
        <span className={styles.name}>{t('tree.page')}</span>
        {pageProblems ? <span className={styles.problem}>{t('tree.problems', { count: pageProblems })}</span> : null}
      </button>
      <p className={styles.subheading}>{t('tree.body')}</p>
      <NodeList {...props} list="containers" />
      <p className={styles.subheading}>{t('tree.globals')}</p>
      <NodeList {...props} list="globalWidgets.widgets" />
    </nav>
  );
}

function NodeList(props: TreeProps & { list: string }) {
  const { t } = useTranslation('activityEditor');
  const items = listOf(props.draft, props.list);
  return (
    <>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((node, index) => (
            <TreeNode key={index} {...props} path={`${props.list}.${index}`} node={node} last={index === items.length - 1} />
          ))}
        </ul>
      ) : (
        <p className={styles.detail}>{t('tree.empty')}</p>
      )}
      <div {...dropAt(props.list, items.length, props.onCommand)}>
        <AddNode list={props.list} onAdd={(type) => props.onCommand({ kind: 'add', list: props.list, type })} />
      </div>
    </>
  );
}

/** The panes of a tabbed section (`tabs`) or of a Tab widget (`items`), each with its own widgets. */
function Panes(props: TreeProps & { path: string; field: 'tabs' | 'items' }) {
  const { t } = useTranslation('activityEditor');
  const panes = listOf(props.draft, `${props.path}.${props.field}`);
  return (
    <>
      {panes.map((pane, k) => (
        <div key={k} className={styles.nested}>
          <p className={styles.subheading}>
            {t('tree.pane', { title: typeof pane.title === 'string' && pane.title ? pane.title : `#${k + 1}` })}
          </p>
          <NodeList {...props} list={`${props.path}.${props.field}.${k}.widgets`} />
        </div>
      ))}
    </>
  );
}

function TreeNode(props: TreeProps & { path: string; node: Node; last: boolean }) {
  const { t: typed } = useTranslation('activityEditor');
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const { path, node, selected } = props;
  const type = typeof node.type === 'string' ? node.type : '?';
  const name = t(`types.${type}`, { defaultValue: type });
  const count = problemsWithin(props.problems, path);
  const isSelected = selected === path;
  const detail = detailOf(node);
  const index = Number(path.slice(path.lastIndexOf('.') + 1));
  return (
    <li className={styles.row} {...dropAt(path.slice(0, path.lastIndexOf('.')), index, props.onCommand)}>
      <button
        type="button"
        className={styles.select}
        aria-current={isSelected}
        onClick={() => props.onSelect(path)}
        data-testid={`tree-${path}`}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, path);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        <span className={styles.name}>
          {name}
          {detail ? <span className={styles.detail}> · {detail}</span> : null}
        </span>
        {count ? (
          <span className={styles.problem} data-testid={`problems-${path}`}>
            {t('tree.problems', { count })}
          </span>
        ) : null}
      </button>
      {isSelected ? (
        <div className={styles.actions} role="group" aria-label={t('tree.actionsFor', { name })}>
          <button
            type="button"
            className={styles.icon}
            disabled={index === 0}
            onClick={() => props.onCommand({ kind: 'move', path, delta: -1 })}
          >
            {t('tree.moveUp')}
          </button>
          <button
            type="button"
            className={styles.icon}
            disabled={props.last}
            onClick={() => props.onCommand({ kind: 'move', path, delta: 1 })}
          >
            {t('tree.moveDown')}
          </button>
          <button
            type="button"
            className={styles.icon}
            onClick={() => props.onCommand({ kind: 'duplicate', path })}
            data-testid="tree-duplicate"
          >
            {t('tree.duplicate')}
          </button>
          <button type="button" className={styles.icon} onClick={() => props.onCommand({ kind: 'delete', path })} data-testid="tree-delete">
            {t('tree.delete')}
          </button>
        </div>
      ) : null}
      {type === 'WidgetContainer' ? (
        <div className={styles.nested}>
          <NodeList {...props} list={`${path}.widgets`} />
        </div>
      ) : null}
      {type === 'TabWidgetContainer' ? <Panes {...props} field="tabs" /> : null}
      {type === 'Tab' ? <Panes {...props} field="items" /> : null}
    </li>
  );
}

function AddNode({ list, onAdd }: { list: string; onAdd: (type: ActivityNodeType) => void }) {
  const { t: typed } = useTranslation('activityEditor');
  const t = typed as unknown as (key: string) => string;
  const id = useId();
  const allowed = allowedIn(list);
  const [type, setType] = useState<ActivityNodeType>(allowed[0]!);
  const label =
    list === 'containers' ? t('tree.addContainer') : list === 'globalWidgets.widgets' ? t('tree.addGlobal') : t('tree.addWidget');
  return (
    <div className={styles.add}>
      <label htmlFor={id} className="visually-hidden">
        {`${label}: ${t('tree.choose')}`}
      </label>
      <select id={id} value={type} onChange={(e) => setType(e.target.value as ActivityNodeType)} data-testid={`add-type-${list}`}>
        {allowed.map((option) => (
          <option key={option} value={option}>
            {t(`types.${option}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.icon}
        onClick={() => onAdd(type)}
        aria-label={`${label}: ${t(`types.${type}`)}`}
        data-testid={`add-${list}`}
      >
        {t('tree.add')}
      </button>
    </div>
  );
}
