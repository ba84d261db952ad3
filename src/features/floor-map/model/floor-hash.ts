import { FLOOR_IDS, type FloorId } from '../../../../contract/shelf-rooms';

/** The address of a floor's map on the directions page: its hash ('floor-2F'). */
export const floorHash = (floor: FloorId): string => `floor-${floor}`;

/** The floor a hash names ('#floor-2F' → 2F); undefined for any other hash ('floor-maps', ''). */
export function floorFromHash(hash: string): FloorId | undefined {
  const id = hash.replace(/^#/, '').replace(/^floor-/, '');
  return (FLOOR_IDS as readonly string[]).includes(id) ? (id as FloorId) : undefined;
}
