import { FaceGrid } from "~/features/landing/faces";
import type { LanderFace } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

/** Radius of a member's dot on the map, in the map's units. */
const PIN_R = 7;

/** Cities with how many of the page's members live there, the most first. */
function cityCounts(faces: LanderFace[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of faces) if (f.city) counts.set(f.city, (counts.get(f.city) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * Members placed on a map of the visitor's country, drawn on the server from offline geodata
 * (an SVG outline, no tiles, nothing fetched). A country the geodata lacks gets the cities as a list.
 */
export function MapLander({ base, extras }: LanderProps) {
  const { t, copy } = useLanderCopy("maplanding", base);
  const map = extras.map;
  const faces = new Map(base.faces.map((f) => [f.id, f]));
  const cities = cityCounts(base.faces).slice(0, 8);
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={
        map ? (
          <div className={styles.mapBox}>
            <svg
              viewBox={map.viewBox}
              className={styles.mapSvg}
              role="img"
              aria-labelledby="map-title"
              data-testid="map"
            >
              <title id="map-title">{t("kinds.maplanding.map_label", { count: map.pins.length })}</title>
              <path d={map.outline} className={styles.mapLand} />
              {/* Dots, not photos: two dozen images would hold back the page's first paint; the faces follow below. */}
              {map.pins.map((pin) =>
                faces.has(pin.id) ? (
                  <circle
                    key={pin.id}
                    cx={pin.x}
                    cy={pin.y}
                    r={PIN_R}
                    className={styles.mapPin}
                    data-testid="map-pin"
                  />
                ) : null
              )}
            </svg>
          </div>
        ) : (
          // No outline for this country: the first faces take the map's place.
          <FaceGrid faces={base.faces.slice(0, 4)} />
        )
      }
      more={
        <>
          <ul className={styles.places} aria-label={t("kinds.maplanding.cities")}>
            {cities.map(([city, count]) => (
              <li key={city} className={styles.placeChip}>
                {t("kinds.maplanding.city_count", { city, count })}
              </li>
            ))}
          </ul>
          <FaceGrid faces={base.faces.slice(map ? 0 : 4, map ? 8 : 12)} priority={0} tiles={base.tiles} />
        </>
      }
    />
  );
}
