// The reminder e-mail a person without push gets (docs/REMINDERS.md "Delivery"): the payload's title and body, a link
// to its page and no answer link; and the VAPID identity: the subject is the app's https URL (mailto: locally), and a
// private key that is not the public key's pair stops the sender, naming it.
import { createECDH } from 'node:crypto';
import { mailReminder, reminderMail } from '../../functions/providers/push/reminder-mail';
import { publicKeyOf, resetVapidForTests, vapidDetails } from '../../functions/providers/push/vapid';
import type { MailMessage } from '../../functions/providers/mail/mail-port';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const pair = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
};
const keys = pair();

beforeEach(() => {
  setEnv({ ...validEnv, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SECRET_ARN: undefined });
  resetVapidForTests();
});
afterAll(() => {
  restoreEnv();
  resetVapidForTests();
});

const dose = {
  title: 'Magnesium 400 mg',
  body: 'Due at 21:30',
  tag: 'mg@2026-03-08T21:30',
  url: '/dashboard',
  actions: [{ action: 'taken' as const, title: 'Taken' }],
  answer: { url: '/api/reminders/notification-answers/', token: 'secret-capability' },
};

describe('the reminder e-mail', () => {
  it('says the reminder, links to its page in the app, and carries no answer token', () => {
    const mail = reminderMail({ email: 'robin@example.com', first_name: 'Robin' }, dose);
    expect(mail.to).toBe('robin@example.com');
    expect(mail.subject).toBe('Magnesium 400 mg: Due at 21:30');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain('https://app.example.com/dashboard');
    expect(mail.html).toContain('href="https://app.example.com/dashboard"');
    expect(`${mail.text}${mail.html}`).not.toContain('secret-capability');
  });

  it('escapes the reminder in its HTML', () => {
    const mail = reminderMail({ email: 'a@example.com' }, { ...dose, title: 'Fish <oil> & "D"' });
    expect(mail.html).toContain('Fish &lt;oil&gt; &amp; &quot;D&quot;');
    expect(mail.text).toContain('Hello,');
  });

  it('goes through the mail provider', async () => {
    const sent: MailMessage[] = [];
    await mailReminder({ send: async (message) => void sent.push(message) }, { email: 'a@example.com' }, dose);
    expect(sent.map((m) => m.subject)).toEqual(['Magnesium 400 mg: Due at 21:30']);
  });
});

describe('the VAPID identity', () => {
  it("signs as the app's https URL", async () => {
    expect(await vapidDetails()).toEqual({ subject: 'https://app.example.com', ...keys });
  });

  it('uses mailto: the sender address where the app URL is http (the local runtime)', async () => {
    setEnv({ APP_URL: 'http://localhost:3000' });
    expect((await vapidDetails()).subject).toBe('mailto:no-reply@app.example.com');
  });

  it('refuses a private key that is not the pair of the public key, and a missing one', async () => {
    setEnv({ VAPID_PRIVATE_KEY: pair().privateKey });
    await expect(vapidDetails()).rejects.toThrow(/is not the pair of VAPID_PUBLIC_KEY/);
    setEnv({ VAPID_PRIVATE_KEY: undefined });
    await expect(vapidDetails()).rejects.toThrow(/must be set to send pushes/);
    expect(publicKeyOf('not a key')).toBe('');
  });
});
