import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { HydrateLater } from './hydrate-later.tsx';

/**
 * A part of a page whose code is a chunk of its own, fetched after the page is live (issue 32, decision 0006): inside
 * a {@link HydrateLater} boundary, on a page the server drew, React asks for the chunk only when it comes to hydrate
 * that boundary, after the page's own pass; the server's HTML is on screen meanwhile, and a tap there waits for the
 * chunk, then is handled. `preload` fetches it ahead: a page's loader calls it, so a page reached in the app (and the
 * server's render) draws the part at once instead of its fallback.
 *
 * Until the part is hydrated its elements sit in a `[data-later]` wrapper (`display: contents`, so the page's layout
 * does not see it): index.html's tap holder holds a tap there, shows that the page is getting ready, and replays the
 * tap once the wrapper loses the attribute (this component's effect, which runs when the part has hydrated). React
 * alone would drop it: a tap on a boundary still waiting for its code is not replayed.
 */
/**
 * `Later` is the usual way in: the part in a boundary of its own. `Part` is for several parts sharing one boundary.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const Loaded = loaded;
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => wrapper.current?.removeAttribute('data-later'), []);
    return (
      <div ref={wrapper} data-later="" style={{ display: 'contents' }}>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
      </div>
    );
  }
  /** The part in a {@link HydrateLater} boundary of its own: what a page puts where the part goes. */
  function Later(props: P) {
    return (
      <HydrateLater>
        <Part {...props} />
      </HydrateLater>
    );
  }
  return { Part, Later, preload };
}
