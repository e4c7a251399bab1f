import type { Language } from '@sprout/contracts';
import type { Resources } from '../lib/i18n/core.ts';
import { i18n, setDocumentLanguage } from '../lib/i18n/index.ts';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file, by language and namespace. */
export function allResources(): Resources {
  const resources: Resources = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

let loaded = false;

/** The app's instance with the real texts bundled in (no chunks fetched), in the given language. */
export async function setUpTestI18n(language: Language = 'zh-CN'): Promise<void> {
  if (!loaded) {
    for (const [lng, bundles] of Object.entries(allResources())) {
      for (const [namespace, bundle] of Object.entries(bundles)) i18n.addBundle(lng, namespace, bundle);
    }
    loaded = true;
  }
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}
