import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type ByteRange, type FileStore } from './file-store.ts';

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible object storage (MinIO, Ceph, the clouds' own). */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the API requires them: with the default, a streamed PUT is sent in the
      // aws-chunked encoding with a trailing checksum, which not every S3-compatible store understands
      // (s3rver stored the chunk framing as the object's bytes).
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body }));
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    assertSafeKey(key);
    // A stream needs its length declared: S3 takes no body of unknown length in one PUT.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentLength: size }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return (result.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
