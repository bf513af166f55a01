// A share link's files as the SMART Health Links spec encrypts them: compact JWE, `alg: dir`, `enc: A256GCM`, with the
// link's 256-bit key, `cty` naming the content (docs/SHARING.md "Security"). The server encrypts with a key it then
// forgets; decryption is the viewer's (and the tests').
import { CompactEncrypt, compactDecrypt } from 'jose';

export const FILE_CONTENT_TYPE = 'application/fhir+json';

const keyBytes = (key: string) => {
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== 32) throw new Error('A share key is 32 bytes');
  return new Uint8Array(bytes);
};

/** The JSON text as a compact JWE under the key (base64url, 32 bytes). */
export async function encryptFile(json: string, key: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(json))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: FILE_CONTENT_TYPE })
    .encrypt(keyBytes(key));
}

/** The JSON text of a compact JWE made with the key; throws when the key or the text is wrong. */
export async function decryptFile(jwe: string, key: string): Promise<string> {
  const { plaintext } = await compactDecrypt(jwe, keyBytes(key));
  return new TextDecoder().decode(plaintext);
}
