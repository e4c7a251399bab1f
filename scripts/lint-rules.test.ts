import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js catch what they promise: each case lints one line of code as if it
 * lived at a path of the repository and expects the rule to fire (or not). The files named need not exist.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function rulesFiredFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint holds the architecture', () => {
  it('refuses a web lib file that imports a feature', async () => {
    expect(await rulesFiredFor('apps/web/src/lib/probe.ts', "export { growthKeys } from '../features/growth/api/keys.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature that imports another feature, and lets it import its own files', async () => {
    expect(await rulesFiredFor('apps/web/src/features/home/probe.ts', "export { growthKeys } from '../growth/api/keys.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFiredFor('apps/web/src/features/growth/probe.ts', "export { growthKeys } from './api/keys.ts';\n")).toEqual([]);
  });

  it('refuses a server module that imports app.ts or the HTTP wiring', async () => {
    expect(await rulesFiredFor('apps/server/src/modules/leads/probe.ts', "export { buildApp } from '../../app.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesFiredFor('apps/server/src/modules/leads/probe.ts', "export { registerWebApp } from '../../http/web-app.ts';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a module that imports the demo seed, and lets a test do it', async () => {
    const code = "export { DEMO_IDS } from '../../db/seed/demo-people.ts';\n";
    expect(await rulesFiredFor('apps/server/src/modules/leads/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await rulesFiredFor('apps/server/src/modules/leads/probe.test.ts', code)).toEqual([]);
  });

  it('refuses drizzle query builders outside a repository, and allows them in one or in a part of one', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const same = eq;\n";
    expect(await rulesFiredFor('apps/server/src/modules/leads/service.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesFiredFor('apps/server/src/modules/leads/repository.ts', code)).toEqual([]);
    expect(await rulesFiredFor('apps/server/src/modules/leads/export-repository.ts', code)).toEqual([]);
    const typeOnly = "import type { AppDb } from '../../db/client.ts';\nexport type Db = AppDb;\n";
    expect(await rulesFiredFor('apps/server/src/modules/leads/service.ts', typeOnly)).toEqual([]);
  });

  it('refuses a feature that builds an API path or calls the raw request, and lets it name a route', async () => {
    const prefix = "import { API_PREFIX } from '@sprout/contracts/light';\nexport const path = `${API_PREFIX.app}/points`;\n";
    expect(await rulesFiredFor('apps/web/src/features/questionnaires/api/probe.ts', prefix)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const raw = "export { request } from '../../../lib/request/request.ts';\n";
    expect(await rulesFiredFor('apps/web/src/features/questionnaires/api/probe.ts', raw)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const route = "import { questionnaireRoutes } from '@sprout/contracts/light';\nexport const points = questionnaireRoutes.points;\n";
    expect(await rulesFiredFor('apps/web/src/features/questionnaires/api/probe.ts', route)).toEqual([]);
  });

  it('refuses a package that imports an app', async () => {
    expect(
      await rulesFiredFor('packages/contracts/src/probe.ts', "export { readStorage } from '../../../apps/web/src/lib/storage.ts';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an arrow between workspaces that could close a cycle (structure.test.ts follows relative imports only)', async () => {
    expect(await rulesFiredFor('packages/clinical/src/probe.ts', "export { ERROR_CODES } from '@sprout/contracts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFiredFor('apps/server/src/probe.ts', "export { formatDate } from '../../web/src/lib/format/date.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await rulesFiredFor('apps/web/src/lib/growthChart.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });

  it('keeps one age on the client: a feature may not compute an age from @sprout/clinical itself', async () => {
    const code = "export { calendarAge } from '@sprout/clinical/calendar-age';\n";
    expect(await rulesFiredFor('apps/web/src/features/doctor/probe.ts', code)).toContain('no-restricted-imports');
    expect(await rulesFiredFor('apps/web/src/features/doctor/probe.ts', "export { DAYS_PER_MONTH } from '@sprout/clinical';\n")).toContain(
      'no-restricted-imports',
    );
  });
});
