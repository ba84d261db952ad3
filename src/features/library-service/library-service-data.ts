import { useEffect, useMemo, useRef } from 'react';
import {
  EResourceDetailResponse,
  EResourceListResponse,
  HUMAN_BOOKING_OUTBOX_KIND,
  HumanLibraryResponse,
  MyHumanBookingsResponse,
  ServiceRulesResponse,
  type EResourceKind,
} from '../../../contract/library-service';
import { defineResource } from '../../data/resource';
import { usePendingWrites } from '../../data/use-outbox';
import { useResource, type ResourceView } from '../../data/use-resource';
import { selectEResourceDetail, selectEResourceList, selectHumanLibrary, selectMyHumanBookings, selectServiceRules } from './api/library-service-calls';

/*
 * The library-service pages' data, local first: the device's copy at once with its time, then the
 * server's. Lists are kept whole per kind, so their filters work offline.
 */

export const serviceRulesResource = defineResource({
  family: 'service-rules',
  id: () => '',
  schema: ServiceRulesResponse,
  policy: 'cache-first',
  fetch: () => selectServiceRules(),
});

export const eResourceListResource = defineResource({
  family: 'e-resource-list',
  id: (kind: EResourceKind) => kind,
  schema: EResourceListResponse,
  policy: 'cache-first',
  fetch: (kind) => selectEResourceList(kind),
});

export const eResourceResource = defineResource({
  family: 'e-resource',
  id: (id: number) => String(id),
  schema: EResourceDetailResponse,
  policy: 'cache-first',
  fetch: (id) => selectEResourceDetail(id),
});

/** Seats change with every booking: the stored copy shows at once, the server's replaces it. */
export const humanLibraryResource = defineResource({
  family: 'human-library',
  id: () => '',
  schema: HumanLibraryResponse,
  policy: 'cache-first',
  fetch: () => selectHumanLibrary(),
});

export const myHumanBookingsResource = defineResource({
  family: 'human-bookings-mine',
  id: () => '',
  owner: (userKey: string) => userKey,
  schema: MyHumanBookingsResponse,
  policy: 'cache-first',
  fetch: (userKey) => selectMyHumanBookings(userKey),
});

export const useServiceRules = (): ResourceView<ServiceRulesResponse> => useResource(serviceRulesResource, undefined);
export const useEResourceList = (kind: EResourceKind): ResourceView<EResourceListResponse> => useResource(eResourceListResource, kind);
export const useEResource = (id: number): ResourceView<EResourceDetailResponse> => useResource(eResourceResource, id);
export const useHumanLibrary = (): ResourceView<HumanLibraryResponse> => useResource(humanLibraryResource, undefined);

/** A booking of this member still waiting in the outbox. */
export interface PendingBooking {
  sessionId: number;
}

/** The member's bookings waiting for the network (live: the list shrinks as they are sent). */
export function usePendingBookings(userKey: string | null): PendingBooking[] {
  const rows = usePendingWrites(HUMAN_BOOKING_OUTBOX_KIND);
  return useMemo(
    () =>
      rows.flatMap((row) => {
        const body = typeof row.body === 'object' && row.body !== null ? (row.body as Record<string, unknown>) : {};
        return userKey !== null && body.user_key === userKey && typeof body.session_id === 'number' ? [{ sessionId: body.session_id }] : [];
      }),
    [rows, userKey],
  );
}

/**
 * The member's bookings, fetched again when a queued booking has been sent (the outbox shrank),
 * so 전송 대기 중 becomes 예약 완료 (or the library's refusal shows as no booking).
 */
export function useMyHumanBookings(userKey: string, pendingCount: number, onSent: () => void): ResourceView<MyHumanBookingsResponse> {
  const view = useResource(myHumanBookingsResource, userKey);
  const previous = useRef(pendingCount);
  const { refresh } = view;
  useEffect(() => {
    if (pendingCount < previous.current) {
      refresh();
      onSent();
    }
    previous.current = pendingCount;
  }, [pendingCount, refresh, onSent]);
  return view;
}
