import type { ChangeEventHandler, ReactNode } from "react";
import { fieldAria, FieldGroup, FieldHelp, type FieldProps } from "./field";
import * as controls from "./controls.css";

interface ToggleRowProps {
  id: string;
  name: string;
  form: string;
  value?: string;
  defaultChecked: boolean;
  label: ReactNode;
  /** One line under the name saying what the setting does; describes the switch. */
  description?: ReactNode;
  describedBy?: string;
  invalid?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

/**
 * One setting: a checkbox drawn as a switch, named by its label, described by its one-line
 * explanation. The whole row is the label, so a thumb anywhere on it flips the switch. A checkbox
 * with role="switch" keeps its native checked state, which is announced as on or off.
 */
function ToggleRow({ id, label, description, describedBy, invalid, ...input }: ToggleRowProps) {
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : "";
  const described = [descriptionId, describedBy ?? ""].filter(Boolean).join(" ");
  return (
    <label htmlFor={id} className={controls.toggleRow}>
      <span className={controls.toggleText}>
        <span id={labelId} className={controls.toggleLabel}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={controls.toggleDescription}>
            {description}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        id={id}
        className={controls.toggle}
        aria-labelledby={labelId}
        aria-describedby={described || undefined}
        aria-invalid={invalid || undefined}
        {...input}
      />
    </label>
  );
}

/** An on/off field as a switch; it posts "on" when on and nothing when off (conform's boolean). */
export function ToggleField({
  field,
  label,
  description,
  errorText,
  onChange,
}: FieldProps & { onChange?: ChangeEventHandler<HTMLInputElement> }) {
  const aria = fieldAria(field, false);
  return (
    <div className={controls.toggleList}>
      <ToggleRow
        key={field.key}
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultChecked={field.initialValue === "on" || field.initialValue === true}
        label={label}
        description={description}
        describedBy={aria["aria-describedby"]}
        invalid={aria["aria-invalid"]}
        onChange={onChange}
      />
      <FieldHelp field={field} errorText={errorText} />
    </div>
  );
}

export interface ToggleOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

/** A list of switches posting one field's values (each switch that is on adds its value). */
export function ToggleGroupField({
  options,
  onChange,
  ...props
}: FieldProps & { options: ToggleOption[]; onChange?: ChangeEventHandler<HTMLInputElement> }) {
  const { field } = props;
  const on = new Set([field.initialValue].flat().filter((v): v is string => typeof v === "string"));
  return (
    <FieldGroup {...props}>
      <div className={controls.toggleList}>
        {options.map((option) => (
          <ToggleRow
            key={`${option.value}-${field.key ?? ""}`}
            id={`${field.id}-${option.value}`}
            name={field.name}
            form={field.formId}
            value={option.value}
            defaultChecked={on.has(option.value)}
            label={option.label}
            description={option.description}
            onChange={onChange}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
