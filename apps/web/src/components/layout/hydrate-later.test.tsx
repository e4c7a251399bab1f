import { act, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';
import { laterPart } from './later-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">Hello {name}</p>;
}

type Part = ReturnType<typeof laterPart<{ name: string }>>;

function Page({ part, count }: { part: Part; count: number }) {
  return (
    <div>
      <p data-testid="count">{count}</p>
      <HydrateLater>
        <part.Part name="Ann" />
      </HydrateLater>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater around a later part', () => {
  test("keeps the server's HTML when the page re-renders before the part's code has come, then hydrates it", async () => {
    const onServer = laterPart<{ name: string }>(async () => Greeting);
    await onServer.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page part={onServer} count={0} />);
    document.body.append(container);

    let release: (component: ComponentType<{ name: string }>) => void = () => undefined;
    const inBrowser = laterPart<{ name: string }>(() => new Promise((resolve) => (release = resolve)));
    let setCount: (count: number) => void = () => undefined;
    function App() {
      const [count, set] = useState(0);
      setCount = set;
      return <Page part={inBrowser} count={count} />;
    }
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
    });
    const greeting = () => container.querySelector('[data-testid="greeting"]');
    expect(greeting()?.textContent).toBe('Hello Ann');

    // Something else on the page changes while the part's chunk is on its way (the report's "making the picture").
    await act(async () => setCount(1));
    expect(container.querySelector('[data-testid="count"]')?.textContent).toBe('1');
    expect(greeting()?.textContent).toBe('Hello Ann');

    await act(async () => release(Greeting));
    expect(greeting()?.textContent).toBe('Hello Ann');
    expect(greeting()?.parentElement?.hasAttribute('data-later')).toBe(false);
    expect(errors).toEqual([]);
  });
});
