import { useEffect, useState } from "react";
import type { Location } from "~/api/schemas/notifications";

/**
 * The browser's geolocation permission as docs/product.md#notifications-and-settings names it:
 * `unsupported` (no geolocation), `unknown` (no Permissions API to ask), or the browser's own
 * `granted`, `denied`, `prompt`; `checking` until the page runs.
 */
export type GeoPermission = "checking" | "unsupported" | "unknown" | PermissionState;

export function useGeoPermission(): [GeoPermission, (state: GeoPermission) => void] {
  const [state, setState] = useState<GeoPermission>("checking");
  useEffect(() => {
    if (!("geolocation" in navigator)) return setState("unsupported");
    if (!navigator.permissions?.query) return setState("unknown");
    let status: PermissionStatus | null = null;
    let live = true;
    const update = () => status && setState(status.state);
    navigator.permissions.query({ name: "geolocation" }).then(
      (answer) => {
        if (!live) return;
        status = answer;
        update();
        answer.addEventListener("change", update);
      },
      () => live && setState("unknown")
    );
    return () => {
      live = false;
      status?.removeEventListener("change", update);
    };
  }, []);
  return [state, setState];
}

/** A position up to an hour old will do (docs/product.md#notifications-and-settings). */
export const POSITION_MAX_AGE_MS = 60 * 60 * 1000;
/** How long the browser may take to find the position before the page says it could not. */
const POSITION_TIMEOUT_MS = 30_000;

/**
 * What "Use my location" ended in: the place (the geocode), `false` when no place was found (the
 * API knows none near, or it failed), or `denied` when the member refused the position.
 */
export type Locating = { place: Location } | { place: false; denied: boolean };

/** The browser's position, then the place the API finds for it (/resources/geocode). */
export function locate(): Promise<Locating> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const query = new URLSearchParams({ lat: coords.latitude.toFixed(5), lon: coords.longitude.toFixed(5) });
        try {
          const response = await fetch(`/resources/geocode?${query}`, { headers: { Accept: "application/json" } });
          const body = (await response.json()) as { location: Location | false };
          resolve(response.ok && body.location ? { place: body.location } : { place: false, denied: false });
        } catch {
          resolve({ place: false, denied: false });
        }
      },
      (error) => resolve({ place: false, denied: error.code === error.PERMISSION_DENIED }),
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS }
    );
  });
}
