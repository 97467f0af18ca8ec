import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * What a browser holds for one push subscription: its P-256 key pair and auth secret. decrypt
 * reads an aes128gcm message (RFC 8291) as the browser would, so a test sees what was sent.
 */
export function testBrowserPush() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(message: Buffer): string {
      const salt = message.subarray(0, 16);
      const idLength = message[20] ?? 0;
      const senderKey = message.subarray(21, 21 + idLength);
      const ciphertext = message.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey, Buffer.from([1])]);
      const ikm = hmac(hmac(auth, shared), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      let end = padded.length;
      while (end > 0 && padded[end - 1] === 0) end -= 1;
      return padded.subarray(0, end - 1).toString('utf8');
    },
  };
}
