// A password change ends the other sessions on the server; this one keeps going with the tokens it answers.
import { changePassword } from '../api/change-password';
import { installFetch } from '@/testing/fake-fetch';

describe('changePassword', () => {
  it('stores the fresh token pair the server answers', async () => {
    localStorage.setItem('token', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    const { requests } = installFetch(() => ({
      status: 200,
      body: { message: 'Password changed successfully', access: 'new-access', refresh: 'new-refresh' },
    }));
    await changePassword({ current_password: 'a', new_password: 'b', confirm_password: 'b' });
    expect(requests[0]).toMatchObject({
      url: '/api/auth/password/change/',
      method: 'POST',
      body: { current_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    expect(requests[0].headers.Authorization).toBe('Bearer old-access');
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });
});
