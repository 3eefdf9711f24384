import { useEffect, useState } from "react";
import { useFormatters } from "~/i18n/format";

/**
 * When the day's likes come back, in the member's language. The server renders it in UTC (named, so
 * it is true); once the page runs in the browser it shows the member's own time zone.
 */
export function useResetTime(iso: string) {
  const format = useFormatters();
  const [zone, setZone] = useState("UTC");
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), []);
  return format.moment(iso, zone);
}
