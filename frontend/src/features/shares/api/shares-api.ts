// The shares routes the web app calls (docs/SHARING.md "Links"): make a link, list them with their opens, revoke one,
// through the typed client. The manifest (shlManifest) is not here: the viewer page calls whatever manifest URL a link
// names, with no session (features/share-viewer).
import { callApi, type AnswerOf, type BodyOf } from '@/lib/call-api';
import * as sharesOps from '@/lib/operations/shares.generated';

export type CreatedShare = AnswerOf<'createShare'>;
export type ShareSummary = CreatedShare['share'];
export type ShareBody = BodyOf<'createShare'>;
export type SharePatient = ShareSummary['patient'];
export type ShareStatus = ShareSummary['status'];
export type ShareOpen = AnswerOf<'shareOpens'>['opens'][number];

export const createShare = (body: ShareBody) => callApi(sharesOps.createShare, { body });
export const listShares = () => callApi(sharesOps.listShares);
export const shareOpens = (id: string) => callApi(sharesOps.shareOpens, { params: { id } });
export const revokeShare = (id: string) => callApi(sharesOps.revokeShare, { params: { id } });
