import { FacilityListResponse, FacilitySlotsResponse } from '../../../contract/facilities';
import { defineResource, load, type Loaded, type Preload } from '../../data/resource';
import { useLoaded, useResource, type ResourceView } from '../../data/use-resource';
import { selectFacilityList, selectFacilitySlots } from './api/facility-calls';

/*
 * The rental facilities, local first: the rooms cache-first (shown from the device at once and
 * refreshed quietly on every visit; read offline after one visit), a day's slots network-first (they change with
 * every booking) with the stored copy and its time when the network fails.
 */

/** The rooms members book online, with the bookable range and its closed days. */
export const facilityListResource = defineResource({
  family: 'facility-list',
  id: () => 'all',
  schema: FacilityListResponse,
  policy: 'cache-first',
  fetch: (_params: null, { background }) => selectFacilityList({ quiet: background }),
});

export interface SlotsParams {
  facility: string;
  date: string;
}

/** One room's hours on one day: free or taken. */
export const facilitySlotsResource = defineResource({
  family: 'facility-slots',
  id: (params: SlotsParams) => `${params.facility}:${params.date}`,
  schema: FacilitySlotsResponse,
  policy: 'network-first',
  fetch: (params) => selectFacilitySlots(params.facility, params.date),
});

export function loadFacilityList(options: Preload = {}): Promise<Loaded<FacilityListResponse>> {
  return load(facilityListResource, null, options);
}

export function useFacilityList(initial: Loaded<FacilityListResponse>): Loaded<FacilityListResponse> {
  return useLoaded(facilityListResource, null, initial);
}

/** The slots of the chosen room and day, refreshed on mount, on `online` and on `refresh()`. */
export function useFacilitySlots(params: SlotsParams): ResourceView<FacilitySlotsResponse> {
  return useResource(facilitySlotsResource, params);
}
