import { useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationSettings } from "~/api/schemas/notifications";
import * as buttons from "~/components/button.css";
import { PlaceFields, type PlaceCountry } from "~/components/fields/place-fields";
import { ServerForm } from "~/components/fields/server-form";
import { locate, useGeoPermission, type GeoPermission } from "./geolocation";
import { SavedStatus, SettingsCard, usePreferenceErrors, type FormOutcome } from "./preference-sections";
import * as styles from "./styles.css";

type LocationFields = { country: string; region: string; city: string; source: string };

/** The permission states in which the browser may still be asked for the position. */
const CAN_ASK: readonly GeoPermission[] = ["unknown", "granted", "prompt"];

/**
 * The member's place: chosen by hand (country, one of its regions, a city) or found from the
 * browser's position ("Use my location", JavaScript only), which fills the same form to be saved.
 * The permission's state is said in words; a refusal or a place not found says so and leaves the
 * form as it was.
 */
export function LocationSection({
  location,
  countries,
  outcome,
}: {
  location: NotificationSettings["location"];
  countries: PlaceCountry[];
  outcome: FormOutcome & { result?: SubmissionResult<string[]> };
}) {
  const { t } = useTranslation("account");
  const errorText = usePreferenceErrors();
  const [permission, setPermission] = useGeoPermission();
  const [locating, setLocating] = useState(false);
  const [found, setFound] = useState<string | false | null>(null);
  const [source, setSource] = useState(location.source ?? "manual");
  const [locationForm, fields] = useForm<LocationFields>({
    id: "location",
    lastResult: outcome.result,
    defaultValue: { country: location.country, region: location.region ?? "", city: location.city ?? "", source },
  });

  const findMyPlace = async () => {
    setLocating(true);
    setFound(null);
    const answer = await locate();
    setLocating(false);
    if (!answer.place) {
      if (answer.denied) setPermission("denied");
      setFound(false);
      return;
    }
    const { country, region, city } = answer.place;
    const set = (id: string, value: string) => {
      const control = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
      if (control) control.value = value;
    };
    const known = countries.find((c) => c.code === country);
    set(fields.country.id, known ? country : location.country);
    set(fields.region.id, known && region && known.regions.includes(region) ? region : "");
    set(fields.city.id, city ?? "");
    setSource("geolocation");
    setFound([city, region, known?.name ?? country].filter(Boolean).join(", "));
  };

  return (
    <SettingsCard id="settings-location-title" title={t("preferences.location.title")}>
      <div className={styles.pushBox} data-testid="geolocation" data-state={permission}>
        <p className={styles.note}>{t(`preferences.location.permission.${permission}`)}</p>
        {CAN_ASK.includes(permission) ? (
          <button type="button" className={buttons.button.ghost} disabled={locating} onClick={() => void findMyPlace()}>
            {locating ? t("preferences.location.locating") : t("preferences.location.useMine")}
          </button>
        ) : null}
        <div aria-live="polite">
          {found ? (
            <p className={styles.status} data-testid="geolocation-found">
              {t("preferences.location.found", { place: found })}
            </p>
          ) : found === false ? (
            <p role="alert" className={styles.alert}>
              {t(permission === "denied" ? "preferences.location.refused" : "preferences.location.notFound")}
            </p>
          ) : null}
        </div>
      </div>
      <div
        // A change the member makes by hand makes the place a manual choice again.
        onChange={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute("name") !== "source")
            setSource("manual");
        }}
      >
        <ServerForm
          form={locationForm}
          errorText={errorText}
          intent="location"
          submit={t("preferences.location.submit")}
          status={<SavedStatus done={outcome.done} testId="location-saved" />}
        >
          <input type="hidden" name={fields.source.name} value={source} />
          <PlaceFields fields={fields} countries={countries} />
        </ServerForm>
      </div>
    </SettingsCard>
  );
}
