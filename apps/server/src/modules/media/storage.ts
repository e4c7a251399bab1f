import type { S3Config } from '../../config/env.ts';

/**
 * Where uploaded bytes live. Without S3 settings: in the database row itself (`data`, the embedded default and
 * PostgreSQL alike), so a backup of the database holds them. With them: in the bucket under `media/<sha256>` (a
 * child's report attachment: `attachments/<member>/<sha256>`), the
 * row keeping only the key.
 */
export interface MediaStorage {
  /** Stores the bytes under `<folder>/<name>`; answers the S3 key, or null when they are to go into the row. */
  put(name: string, contentType: string, bytes: Buffer): Promise<string | null>;
  get(storageKey: string): Promise<Buffer>;
  remove(storageKey: string): Promise<void>;
}

const inDatabase: MediaStorage = {
  put: async () => null,
  get: async () => {
    throw new Error('media bytes are in the database');
  },
  remove: async () => undefined,
};

export function s3Storage(config: S3Config, folder: string): MediaStorage {
  // The SDK (some 200 ms of modules) loads with the first upload or read, not with every server start.
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    })));
  return {
    async put(name, contentType, bytes) {
      const { sdk, client } = await s3();
      const key = `${folder}/${name}`;
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }));
      return key;
    },
    async get(key) {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}

/** `folder`: where in the bucket (`media` for the editors' library, `attachments` for children's report files). */
export const mediaStorage = (config: S3Config | null, folder = 'media'): MediaStorage => (config ? s3Storage(config, folder) : inDatabase);
