import * as v from 'valibot';
import { LoginResponse } from '../../../../contract/auth';
import { OidcLinkResponse, OidcUnlinkedResponse, type OidcTicketRequest } from '../../../../contract/oidc';
import { request } from '../../../lib/http/client';
import type { LoginAnswer } from './auth-calls';

/*
 * The Any-ID page's calls (docs/api.md "Any-ID and social sign-in"): the ticket the callback left
 * traded for the login answer, what an unlinked ticket stands for, and the link to the member
 * who then logs in with the library id. None is kept on the device.
 */

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** POST {base}/oidcticket: the same answer as /login, for the session the callback started. */
export async function callOidcTicket(ticket: string, autoLogin: boolean, deviceName: string, fallback: string): Promise<LoginAnswer> {
  const body: v.InferInput<typeof OidcTicketRequest> = { ticket, auto_login_yn: autoLogin ? 'Y' : 'N', device_name: deviceName };
  const result = await request({ path: 'oidcticket', body, schema: LoginResponse, errorPage: false });
  if (result.success && result.data) return { kind: 'ok', data: result.data };
  if (!result.error || result.error.kind === 'network' || result.error.kind === 'aborted') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error.body);
  return { kind: 'refused', status: result.status, message: parsed.success ? parsed.output.RESULT_MESSAGE : fallback };
}

export type CallAnswer<T> = { kind: 'ok'; data: T } | { kind: 'offline' } | { kind: 'failed' };

async function post<T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>): Promise<CallAnswer<T>> {
  const result = await request({ path, body, schema, errorPage: false });
  if (result.success && result.data !== undefined && result.data !== null) return { kind: 'ok', data: result.data };
  return result.error?.kind === 'network' ? { kind: 'offline' } : { kind: 'failed' };
}

/** POST {base}/oidcunlinked: the provider and the person's name an unlinked ticket stands for. */
export function callOidcUnlinked(ticket: string): Promise<CallAnswer<OidcUnlinkedResponse>> {
  return post('oidcunlinked', { ticket }, OidcUnlinkedResponse);
}

/** POST {base}/oidclink: links that account to the logged-in member. */
export function callOidcLink(userKey: string, ticket: string): Promise<CallAnswer<OidcLinkResponse>> {
  return post('oidclink', { user_key: userKey, ticket }, OidcLinkResponse);
}
