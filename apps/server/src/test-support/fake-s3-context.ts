import { afterAll, beforeAll } from 'vitest';
import { startFakeS3, type FakeS3 } from '../modules/media/fake-s3.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A test file's app configured for S3-compatible storage, pointed at a local fake of the API (modules/media/fake-s3.ts):
 * started before the file's tests and closed after them. Read `ctx` and `s3` inside the tests.
 */
export function withFakeS3(): { ctx: TestContext; s3: FakeS3 } {
  const held = {} as { ctx: TestContext; s3: FakeS3 };
  beforeAll(async () => {
    held.s3 = await startFakeS3();
    held.ctx = await createTestContext({
      S3_BUCKET: 'sprout-media',
      S3_REGION: 'ap-shanghai',
      S3_ENDPOINT: held.s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await held.ctx?.close();
    await held.s3?.close();
  });
  return held;
}
