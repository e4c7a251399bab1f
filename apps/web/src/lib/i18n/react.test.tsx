import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { I18n, type Bundle } from './core.ts';
import { I18nProvider, Trans, useTranslation } from './react.tsx';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useTranslation', () => {
  test('suspends until its namespace has loaded, then shows its text', async () => {
    const gate = deferred();
    const i18n = new I18n({
      language: 'en-US',
      loader: async (language, namespace): Promise<Bundle> => {
        await gate.promise;
        return { requestFailed: `${namespace} in ${language}` };
      },
    });
    function Title() {
      const { t } = useTranslation('growth');
      return <h1>{t('requestFailed')}</h1>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => gate.resolve());
    expect(await screen.findByRole('heading', { name: 'growth in en-US' })).toBeTruthy();
  });

  test('keeps t while the language stays, and redraws with a new t in the new language', async () => {
    const i18n = new I18n({
      language: 'zh-CN',
      resources: { 'zh-CN': { common: { hello: '你好' } }, 'en-US': { common: { hello: 'Hello' } } },
    });
    const seen: unknown[] = [];
    function Hello() {
      const { t } = useTranslation();
      useEffect(() => void seen.push(t), [t]);
      return <p>{t('hello' as 'brand')}</p>;
    }
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Hello />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText('你好')).toBeTruthy();
    expect(seen).toHaveLength(1);
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(seen).toHaveLength(2);
  });
});

describe('Trans', () => {
  test('puts the named parts of a text into their elements, in order, with their props, and keeps the words of an unknown tag', () => {
    render(
      <p data-testid="line">
        <Trans
          text="By going on you accept the <terms>terms</terms> and the <privacy>policy</privacy>, <b>really</b>."
          components={{ terms: <em title="terms" />, privacy: <strong title="privacy" /> }}
        />
      </p>,
    );
    const line = screen.getByTestId('line');
    expect(line.textContent).toBe('By going on you accept the terms and the policy, really.');
    expect(line.querySelector('em[title="terms"]')?.textContent).toBe('terms');
    expect(line.querySelector('strong[title="privacy"]')?.textContent).toBe('policy');
    expect(line.querySelector('b')).toBeNull();
  });
});
