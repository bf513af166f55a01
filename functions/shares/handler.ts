// The shares group's Lambda (docs/SHARING.md): a person's SMART Health Links (make, list, opens, revoke) and the public
// manifest any SHL viewer POSTs to. tsc checks the actions against the group's contract (shared/contracts/shares.ts, a
// type-only import). The manifest's answers, refusals included, carry `Access-Control-Allow-Origin: *`, and a browser's
// preflight on its path is answered here too (shared/shl-cors.ts): a viewer on any origin may call it, and no cookie or
// session is ever involved.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { sharesContract } from '../../shared/contracts/shares';
import { manifestRequest, shareCreateRequest } from '../../shared/schemas/shares';
import { MANIFEST_PREFLIGHT_ROUTE_KEY, MANIFEST_ROUTE_KEY, manifestCorsHeaders } from '../../shared/shl-cors';
import { createApiHandler, type RouteActions } from '../core/http-handler';
import { config } from '../platform/config';
import { sesMail } from '../providers/mail/ses-mail';
import { exportsStorage } from '../providers/storage/buckets';
import { createShare } from './create-share';
import { tellOwnerLocked } from './locked-mail';
import { opensOf, revokeShare, sharesOf } from './manage';
import { manifest } from './manifest';
import { answerPreflight } from './preflight';

const storage = exportsStorage();
const mail = sesMail();

export const actions: RouteActions<typeof sharesContract> = {
  'POST /api/shares/': {
    json: shareCreateRequest,
    run: async ({ user, body }) => ({ statusCode: 201, body: await createShare(storage, user, body) }),
  },
  'GET /api/shares/': {
    readsOnly: true,
    run: async ({ user }) => ({ statusCode: 200, body: await sharesOf(user.userId) }),
  },
  'GET /api/shares/{id}/opens/': {
    readsOnly: true,
    run: async ({ user, params }) => ({ statusCode: 200, body: await opensOf(user.userId, params.id) }),
  },
  'DELETE /api/shares/{id}/': {
    run: async ({ user, params }) => {
      await revokeShare(storage, user.userId, params.id);
      return { statusCode: 204 };
    },
  },
  'POST /api/shl/{manifest_id}/': {
    json: manifestRequest,
    run: async ({ params, body, headers }) => ({
      statusCode: 200,
      body: await manifest(
        { storage, tellLocked: (userId, share) => tellOwnerLocked(mail, config().APP_URL, userId, share) },
        { manifestId: params.manifest_id, body, userAgent: headers['user-agent'], countryHeader: headers['cloudfront-viewer-country'] },
      ),
    }),
  },
};

const api = createApiHandler('shares', actions);

export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  if (event.routeKey === MANIFEST_PREFLIGHT_ROUTE_KEY) return answerPreflight(event);
  const answer = await api(event, context);
  if (event.routeKey !== MANIFEST_ROUTE_KEY) return answer;
  return { ...answer, headers: { ...answer.headers, ...manifestCorsHeaders } };
}
