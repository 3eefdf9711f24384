import * as form from "../form.css";
import { FieldGroup, initialText, type FieldMeta, type FieldProps } from "./field";
import * as styles from "./fields.css";
import { dateTimeFormat } from "~/i18n/intl";

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);

/**
 * A date as day, month and year selects in a fieldset; `field` carries the date's error, the
 * three parts post their own values. `size="large"` draws them as tall as the signup's answer
 * cards, on one row even on a phone: the month, the longest word, takes what the numbers leave.
 */
export function DateField({
  parts,
  partLabels,
  language,
  years,
  size = "normal",
  ...props
}: FieldProps & {
  parts: { day: FieldMeta; month: FieldMeta; year: FieldMeta };
  partLabels: { day: string; month: string; year: string };
  /** Month names are written in this language. */
  language: string;
  /** The years offered, newest first: from `newest` back to `oldest`. */
  years: { newest: number; oldest: number };
  size?: "normal" | "large";
}) {
  const large = size === "large";
  const monthName = dateTimeFormat(language, { month: "long", timeZone: "UTC" });
  const options = {
    day: range(1, 31).map((d) => [d, String(d)]),
    month: range(1, 12).map((m) => [m, monthName.format(new Date(Date.UTC(2000, m - 1, 1)))]),
    year: range(years.newest, years.newest - years.oldest + 1, -1).map((y) => [y, String(y)]),
  };
  return (
    <FieldGroup {...props}>
      <div className={large ? styles.dateRow : styles.row}>
        {(["day", "month", "year"] as const).map((part) => (
          <label key={part} className={large ? styles.datePart : styles.part}>
            {partLabels[part]}
            <select
              key={parts[part].key}
              id={parts[part].id}
              name={parts[part].name}
              form={parts[part].formId}
              defaultValue={initialText(parts[part])}
              className={large ? form.inputLarge : form.input}
            >
              <option value="">–</option>
              {options[part].map(([value, text]) => (
                <option key={value} value={String(value)}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
