// Share links and the account (docs/SHARING.md "Revocation and expiry"): the full backup lists the person's links as
// their list shows them (label, dates, types, status, opens) and never a key, a passcode or its hash; deleting the
// account removes every link, its opens, its manifest pointer and its encrypted files, so the link answers 404. S52.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { apiUrl, request } from './support/runtime';
import { EXPORTS_BUCKET, keysUnder } from './support/storage';
import { makeShare, manifestPath, openManifest, payloadOf } from './support/shares';

async function backupOf(token: string): Promise<Record<string, unknown>> {
  const first = await fetch(apiUrl('/api/export/backup/'), { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  return (await fetch(first.headers.get('location')!)).json();
}

describe('share links in the backup and on account deletion', () => {
  it('lists the links in the backup without their key, passcode or its hash', async () => {
    const { access } = await signedInAccount();
    const made = (await makeShare(access)).body;
    await openManifest(manifestPath(payloadOf(made.shlink).url), { passcode: made.passcode });
    const backup = await backupOf(access);
    expect(backup.shared_links).toEqual([{ ...made.share, opens: 1, last_opened_at: expect.any(String) }]);
    const text = JSON.stringify(backup);
    expect(text).not.toContain(payloadOf(made.shlink).key);
    expect(text).not.toContain(made.passcode);
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('manifest_id');
  });

  it('S52: account deletion removes every link, its opens, its pointer and its files; the link then answers 404', async () => {
    const { access, password } = await signedInAccount();
    const userId = String(decodeJwt(access).sub);
    const made = (await makeShare(access)).body;
    const path = manifestPath(payloadOf(made.shlink).url);
    expect((await openManifest(path, { passcode: made.passcode })).status).toBe(200);
    expect(await keysUnder(EXPORTS_BUCKET, `shares/${userId}/`)).toHaveLength(2);
    expect((await request('DELETE', '/api/auth/account/delete/', { token: access, body: { password } })).status).toBe(200);
    expect((await openManifest(path, { passcode: made.passcode })).status).toBe(404);
    expect(await keysUnder(EXPORTS_BUCKET, `shares/${userId}/`)).toEqual([]);
    const pointer = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `SHL#${path.split('/').pop()}`, SK: 'LINK' } }));
    expect(pointer.Item).toBeUndefined();
    const left = await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      }),
    );
    expect(left.Items ?? []).toEqual([]);
  });
});
