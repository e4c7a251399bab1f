import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { mounted } from './imperative-roots.ts';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile 5 mounts its imperative pieces (Toast.show, Dialog.confirm, ...) with ReactDOM.render, which
 * React 19 removed; this hands it createRoot instead (antd-mobile's "v5 for React 19" guide).
 */
unstableSetRender((node, target) => {
  const container = target as Container;
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  const unmount = () => {
    root.unmount();
    mounted.delete(unmount);
    delete container._reactRoot;
  };
  mounted.add(unmount);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    unmount();
  };
});

/**
 * Import antd-mobile's imperative APIs from here, never from 'antd-mobile' directly, so the React 19 render
 * hook above is always installed first. Only the chunks that use them pay for it (and for the animation
 * library behind them); declarative components are imported from 'antd-mobile' as usual.
 */
export { Dialog, Toast };
