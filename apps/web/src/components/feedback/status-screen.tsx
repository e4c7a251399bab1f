import type { ReactNode } from 'react';

interface StatusScreenProps {
  title: string;
  description?: string;
  testId?: string;
  /** Actions: links or buttons. */
  children?: ReactNode;
  /** `alert` for a failure the reader must hear of at once (a screen reader announces it). */
  role?: 'alert';
}

/** A full-page message (not found, error, not built yet) with its way out. */
export function StatusScreen({ title, description, testId, children, role }: StatusScreenProps) {
  return (
    <section className="status-screen" data-testid={testId} role={role}>
      <h1 className="status-screen__title">{title}</h1>
      {description ? <p className="status-screen__description">{description}</p> : null}
      {children ? <div className="status-screen__actions">{children}</div> : null}
    </section>
  );
}
