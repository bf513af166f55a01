// A password change ends the other sessions on the server; this one keeps going with the tokens it answers.
import { changePassword } from '../api/change-password';
import { api } from '@/lib/api-client';

jest.mock('@/lib/api-client', () => ({ api: { post: jest.fn() } }));

describe('changePassword', () => {
  it('stores the fresh token pair the server answers', async () => {
    localStorage.setItem('token', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    (api.post as jest.Mock).mockResolvedValue({ message: 'Password changed successfully', access: 'new-access', refresh: 'new-refresh' });
    await changePassword({ current_password: 'a', new_password: 'b', confirm_password: 'b' });
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });
});
