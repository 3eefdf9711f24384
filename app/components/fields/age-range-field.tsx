import { useState, type FormEvent } from "react";
import * as form from "../form.css";
import { FieldGroup, initialText, type FieldMeta, type FieldProps } from "./field";
import * as controls from "./controls.css";
import { useHydrated } from "~/utils/use-hydrated";

type Part = "min" | "max";

export interface AgeRangeProps {
  parts: Record<Part, FieldMeta>;
  partLabels: Record<Part, string>;
  bounds: { lowest: number; highest: number };
  /** The placeholder of an empty number field: "any". Without it both ages are required. */
  anyText?: string;
}

/**
 * An age range, from `bounds.lowest` to `bounds.highest`. The page as sent is two number fields
 * (empty is "any" when `anyText` says so), so the form works without JavaScript; once the script
 * runs they become one track with two handles, each a native range input named by its label:
 * arrows step a year, Page Up/Down ten, Home/End jump to the ends. The handles never cross. The
 * parts post their own values under their own names. Put it in a fieldset that names the range
 * (AgeRangeField does).
 */
export function AgeRange({ parts, partLabels, bounds, anyText }: AgeRangeProps) {
  const hydrated = useHydrated();
  const { lowest, highest } = bounds;
  const start = (part: Part, fallback: number) => {
    const n = Number(initialText(parts[part]));
    return initialText(parts[part]) && n >= lowest && n <= highest ? n : fallback;
  };
  const [range, setRange] = useState({ min: start("min", lowest), max: start("max", highest) });
  /** What a part's control is, number field or handle: its field and the bounds, in whole years. */
  const partProps = (part: Part) => ({
    id: parts[part].id,
    name: parts[part].name,
    form: parts[part].formId,
    min: lowest,
    max: highest,
    step: 1,
  });

  if (!hydrated) {
    return (
      <div className={controls.steppers}>
        {(["min", "max"] as const).map((part) => (
          <label key={part} className={controls.stepper}>
            {partLabels[part]}
            <input
              key={parts[part].key}
              type="number"
              inputMode="numeric"
              {...partProps(part)}
              placeholder={anyText}
              required={!anyText}
              defaultValue={initialText(parts[part])}
              className={form.input}
            />
          </label>
        ))}
      </div>
    );
  }

  /** Follows a handle, holding it at the other one rather than letting the two cross. */
  const move = (part: Part) => (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let value = Number(input.value);
    if (part === "min" && value > range.max) value = range.max;
    if (part === "max" && value < range.min) value = range.min;
    input.value = String(value);
    setRange((current) => ({ ...current, [part]: value }));
  };
  const at = (value: number) => ((value - lowest) / (highest - lowest)) * 100;
  return (
    <>
      <div className={controls.rangeHead} aria-hidden="true">
        <span className={controls.rangeValue}>
          {range.min} – {range.max}
        </span>
      </div>
      <div className={controls.slider}>
        <div className={controls.sliderTrack}>
          <div
            className={controls.sliderFill}
            style={{ left: `${at(range.min)}%`, right: `${100 - at(range.max)}%` }}
          />
        </div>
        {(["min", "max"] as const).map((part) => (
          <input
            key={`${part}-${parts[part].key ?? ""}`}
            type="range"
            {...partProps(part)}
            defaultValue={range[part]}
            aria-label={partLabels[part]}
            onInput={move(part)}
            onChange={move(part)}
            className={controls.sliderInput}
          />
        ))}
      </div>
    </>
  );
}

/** An age range under a legend naming it; `field` carries the range's own error. */
export function AgeRangeField({ parts, partLabels, bounds, anyText, ...props }: FieldProps & AgeRangeProps) {
  return (
    <FieldGroup {...props}>
      <AgeRange parts={parts} partLabels={partLabels} bounds={bounds} anyText={anyText} />
    </FieldGroup>
  );
}
