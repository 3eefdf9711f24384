import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";
import { AgeRange } from "~/components/fields/age-range-field";
import { getFilterField } from "~/components/fields/field";
import { InterestIcon } from "~/components/interest-icon";
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from "~/domain/members";
import { useCountryName } from "~/features/members/use-country-name";
import { MAX_FINDER_INTERESTS, type FinderAnswers } from "./finder-answers";
import * as styles from "./styles.css";

const FORM_ID = "finder";
const STEPS = 4;

interface Props {
  answers: FinderAnswers;
  countries: { code: string; regions: string[]; regionLabel: string }[];
  interests: string[];
  error: string | null;
}

/**
 * The four questions as one GET form, so the answers become a URL that can be reloaded and shared.
 * Without JavaScript all questions show at once; with it one at a time, with Back and Next.
 */
export function Questionnaire({ answers, countries, interests, error }: Props) {
  const { t } = useTranslation(["play", "members", "profile"]);
  const countryName = useCountryName();
  const [step, setStep] = useState<number | null>(null);
  // With JavaScript an eleventh interest is refused at once; without, the server says so.
  const [full, setFull] = useState(false);
  const onInterest = (event: ChangeEvent<HTMLDivElement>) => {
    const box = event.target as HTMLInputElement;
    const count = event.currentTarget.querySelectorAll("input:checked").length;
    if (box.checked && count > MAX_FINDER_INTERESTS) box.checked = false;
    setFull(box.checked === false && count > MAX_FINDER_INTERESTS);
  };
  const tooMany = Boolean(error) || full;
  const legends = useRef<(HTMLLegendElement | null)[]>([]);
  const moved = useRef(false);
  useEffect(() => setStep(error ? STEPS - 1 : 0), [error]);
  useEffect(() => {
    // After Back or Next, reading goes on at the new question.
    if (step !== null && moved.current) legends.current[step]?.focus();
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };
  const question = (i: number, legend: string, children: ReactNode) => (
    <fieldset className={styles.question} hidden={step !== null && step !== i}>
      <legend
        className={styles.legend}
        tabIndex={-1}
        ref={(el) => {
          legends.current[i] = el;
        }}
      >
        {step !== null ? (
          <span className={styles.stepOf}>{t("finder.step", { step: i + 1, total: STEPS })}</span>
        ) : null}
        {legend}
      </legend>
      {children}
    </fieldset>
  );
  const single = countries.length === 1 ? countries[0] : null;
  return (
    <Form id={FORM_ID} method="get" action="/match-finder" className={styles.form} aria-label={t("finder.title")}>
      {question(
        0,
        t("finder.who"),
        <div className={styles.choices}>
          {(["female", "male", ""] as const).map((value) => (
            <label key={value || "any"} className={styles.chip}>
              <input type="radio" name="gender" value={value} defaultChecked={answers.gender === value} />
              {t(value === "female" ? "finder.women" : value === "male" ? "finder.men" : "finder.anyone")}
            </label>
          ))}
        </div>
      )}
      {question(
        1,
        t("finder.ages"),
        <AgeRange
          parts={{
            min: getFilterField(FORM_ID, "min_age", String(answers.min_age)),
            max: getFilterField(FORM_ID, "max_age", String(answers.max_age)),
          }}
          partLabels={{ min: t("finder.min_age"), max: t("finder.max_age") }}
          bounds={{ lowest: MIN_SEARCH_AGE, highest: MAX_SEARCH_AGE }}
        />
      )}
      {question(
        2,
        t("finder.where"),
        <div className={styles.row}>
          {single ? (
            <input type="hidden" name="country" value={single.code} />
          ) : (
            <label className={form.field}>
              <span className={form.label}>{t("finder.country")}</span>
              <select name="country" defaultValue={answers.country} className={form.input}>
                <option value="">{t("finder.anywhere")}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {countryName(c.code)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={form.field}>
            <span className={form.label}>
              {single ? t(`members:search.region_label.${single.regionLabel}`) : t("finder.region")}
            </span>
            <select name="countryregion" defaultValue={answers.countryregion} className={form.input}>
              <option value="">{t("finder.anywhere")}</option>
              {countries.map((c) =>
                single ? (
                  c.regions.map((name) => <option key={name}>{name}</option>)
                ) : (
                  <optgroup key={c.code} label={countryName(c.code)}>
                    {c.regions.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </optgroup>
                )
              )}
            </select>
          </label>
        </div>
      )}
      {question(
        3,
        t("finder.interests"),
        <>
          <p id="finder-interests-hint" className={tooMany ? styles.error : styles.hint} aria-live="polite">
            {t(tooMany ? "finder.too_many_interests" : "finder.interests_hint", { max: MAX_FINDER_INTERESTS })}
          </p>
          <div className={styles.choices} onChange={onInterest}>
            {interests.map((key) => (
              <label key={key} className={styles.chip}>
                <input
                  type="checkbox"
                  name="interests"
                  value={key}
                  defaultChecked={answers.interests.includes(key)}
                  aria-describedby="finder-interests-hint"
                />
                <InterestIcon interest={key} className={styles.icon} />
                {t(`profile:interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
              </label>
            ))}
          </div>
        </>
      )}
      <div className={styles.actions}>
        {step !== null && step > 0 ? (
          <button type="button" className={buttons.button.ghost} onClick={() => go(step - 1)}>
            {t("finder.back")}
          </button>
        ) : null}
        {step !== null && step < STEPS - 1 ? (
          // Keys keep Next and the submit button apart: React would otherwise turn the clicked Next
          // into the submit button while its click is still being handled, and the form would send.
          <button key="next" type="button" className={buttons.button.primary} onClick={() => go(step + 1)}>
            {t("finder.next")}
          </button>
        ) : (
          <button key="submit" type="submit" className={buttons.button.primary}>
            {t("finder.submit")}
          </button>
        )}
      </div>
    </Form>
  );
}
