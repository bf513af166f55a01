// POST /auth/confirm-email/ {token}: spends the link an e-mail change mailed to the new address; answers {message}.
import { callApi } from '@/lib/call-api';

export const confirmEmail = (token: string) => callApi('confirmEmail', { body: { token } });
