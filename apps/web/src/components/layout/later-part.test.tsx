import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { laterPart } from './later-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">Hello {name}</p>;
}

describe('laterPart', () => {
  test('loads its code once, draws it in a wrapper that drops data-later once mounted, and is drawn at once after preload', async () => {
    let loads = 0;
    const { Part, preload } = laterPart(async () => {
      loads += 1;
      return Greeting;
    });
    const first = render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    const greeting = await screen.findByTestId('greeting');
    expect(greeting.textContent).toBe('Hello Ann');
    expect(greeting.parentElement?.hasAttribute('data-later')).toBe(false);
    expect(greeting.parentElement?.style.display).toBe('contents');
    first.unmount();

    await preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Bo" />
      </Suspense>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Bo');
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads).toBe(1);
  });

  test('a failed load is tried again by the next preload', async () => {
    let fail = true;
    const { preload } = laterPart(async () => {
      if (fail) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    await expect(preload()).resolves.toBe(Greeting);
  });
});
