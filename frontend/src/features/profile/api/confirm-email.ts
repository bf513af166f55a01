// POST /auth/confirm-email/ {token}: spends the link an e-mail change mailed to the new address; answers {message}.
import { callApi } from '@/lib/call-api';
import * as authOps from '@/lib/operations/auth.generated';

export const confirmEmail = (token: string) => callApi(authOps.confirmEmail, { body: { token } });
