import { SignJWT, UnsecuredJWT } from 'jose';
import { verifyHs256 } from './hs256';

const SECRET = Buffer.from('a-test-secret-that-is-long-enough-0123456789');
const NOW = 1_800_000_000;

const signed = (
  claims: Record<string, unknown>,
  options: { exp?: number | null; secret?: Buffer; header?: Record<string, unknown> } = {},
) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...options.header }).setSubject('42');
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? NOW + 60);
  return jwt.sign(options.secret ?? SECRET);
};

describe('verifyHs256', () => {
  it('gives the claims of a token signed with the secret until it expires', async () => {
    const token = await signed({ loginId: 'viewer1' });
    expect(verifyHs256(token, SECRET, NOW)).toMatchObject({ sub: '42', loginId: 'viewer1', exp: NOW + 60 });
    expect(verifyHs256(token, SECRET, NOW + 59)).not.toBeNull();
    expect(verifyHs256(token, SECRET, NOW + 60)).toBeNull();
  });

  it('refuses another secret, a changed payload or signature, and malformed tokens', async () => {
    const token = await signed({ loginId: 'viewer1' });
    expect(verifyHs256(token, Buffer.from('another-secret-that-is-long-enough-0123456789'), NOW)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: '1', loginId: 'admin', exp: NOW + 60 })).toString('base64url');
    expect(verifyHs256(`${header}.${forged}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyHs256(`${header}.${payload}.${signature.slice(0, -2)}`, SECRET, NOW)).toBeNull();
    for (const malformed of ['', 'a.b', 'a.b.c.d', `${header}.${payload}`, 'not a token'])
      expect(verifyHs256(malformed, SECRET, NOW)).toBeNull();
  });

  it('refuses an unsigned token, another algorithm, critical extensions, no expiry and a future not-before', async () => {
    const unsecured = new UnsecuredJWT({ loginId: 'viewer1' })
      .setSubject('42')
      .setExpirationTime(NOW + 60)
      .encode();
    expect(verifyHs256(unsecured, SECRET, NOW)).toBeNull();
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(NOW + 60)
      .sign(Buffer.concat([SECRET, SECRET]));
    expect(verifyHs256(hs512, SECRET, NOW)).toBeNull();
    expect(verifyHs256(await signed({}, { header: { crit: ['b64'], b64: true } }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(await signed({}, { exp: null }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(await signed({ nbf: NOW + 10 }), SECRET, NOW)).toBeNull();
    expect(verifyHs256(await signed({ nbf: NOW - 10 }), SECRET, NOW)).not.toBeNull();
  });
});
