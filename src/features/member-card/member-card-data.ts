import * as v from 'valibot';
import { defineResource } from '../../data/resource';
import { getUserNo } from './api/get-user-no';

/**
 * The number on the card (getuserno), kept per member so the card opens with no network; the
 * session's USER_NO stands in until the first answer.
 */
export const cardNumberResource = defineResource({
  family: 'card-number',
  id: () => 'current',
  owner: (params: { userKey: string }) => params.userKey,
  schema: v.string(),
  policy: 'cache-first',
  fetch: (params) => getUserNo(params.userKey),
});
