import { useSyncExternalStore } from 'react';
import type { GeoPoint } from '../../../lib/geo/distance.ts';

/**
 * The geoMap model of the client store (spec §3): the parent's location, asked for only when the parent taps
 * "nearest clinic", never on page load. Kept in memory for the session: the browser asks again after a reload.
 */
export interface GeoMapState {
  status: 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';
  position: GeoPoint | null;
}

const INITIAL: GeoMapState = { status: 'idle', position: null };
let state: GeoMapState = INITIAL;
const listeners = new Set<() => void>();

function set(next: GeoMapState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A fix up to five minutes old is good enough to order clinics, and spares the phone's GPS. */
const MAX_AGE_MS = 5 * 60_000;
const TIMEOUT_MS = 15_000;
const PERMISSION_DENIED = 1;

export const geoMap = {
  get: (): GeoMapState => state,
  reset: () => set(INITIAL),
  /** Asks the browser for the position (its permission prompt appears now, on the parent's tap). */
  locate(): void {
    if (!('geolocation' in navigator)) {
      set({ status: 'unavailable', position: state.position });
      return;
    }
    set({ status: 'locating', position: state.position });
    navigator.geolocation.getCurrentPosition(
      (found) => set({ status: 'located', position: { latitude: found.coords.latitude, longitude: found.coords.longitude } }),
      (error) => set({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable', position: state.position }),
      { enableHighAccuracy: false, maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS },
    );
  },
};

export function useGeoMap(): GeoMapState {
  return useSyncExternalStore(subscribe, geoMap.get, geoMap.get);
}
