// Lets the app's origin fetch from (and upload imports to) the local exports bucket, as the stack's bucket CORS does in AWS.
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { downloadCors, originOf } from '../shared/download-cors';

/** Set once the app's port is known (it may be a random one), so the rule names the exact origin. */
export async function allowDownloadsFrom(s3Endpoint: string, bucket: string, appUrl: string): Promise<void> {
  const client = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedMethods: [...downloadCors.methods],
              AllowedOrigins: [originOf(appUrl)],
              AllowedHeaders: [...downloadCors.allowedHeaders],
              ExposeHeaders: [...downloadCors.exposedHeaders],
              MaxAgeSeconds: downloadCors.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
