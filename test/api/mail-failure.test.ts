// R09: when the e-mail provider fails, forgot-password still answers the same, and the failure is logged.
import { apiMessages } from '../../shared/messages';
import { registerAccount, TABLE_NAME } from './support/accounts';
import { runtimeState } from './support/runtime';

describe('forgot password with a failing mail provider', () => {
  it('answers as usual and logs the failure without the address or link', async () => {
    const account = await registerAccount();
    Object.assign(process.env, {
      TABLE_NAME,
      AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      APP_URL: runtimeState().url,
      MAIL_FROM: 'Tend <no-reply@tend.local>',
      JWT_SECRET: 'x'.repeat(48),
      STAGE: 'local',
    });
    const { forgotPassword } = await import('../../functions/auth/forgot-password');
    const failingMail = { send: jest.fn().mockRejectedValue(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' })) };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await forgotPassword(failingMail, account.email, 'req-r09');
    expect(answer).toEqual({ message: apiMessages.resetEmailSent });
    expect(failingMail.send).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls.map((call) => String(call[0])).find((text) => text.includes('reset-mail-failed'));
    expect(line).toContain('ServiceUnavailable');
    expect(line).not.toContain(account.email);
    expect(line).not.toContain('/reset-password/');
    logged.mockRestore();
  });
});
