import { createContext, useContext, type ChangeEventHandler, type ReactNode } from "react";
import { FieldError } from "../field-error";
import * as form from "../form.css";
import * as styles from "./fields.css";

/** The part of conform's field metadata the field components read. */
export interface FieldMeta {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
  /** Changes when conform resets the form, so uncontrolled controls start over. */
  key?: string;
}

/**
 * The field metadata of a GET form's field, made from the URL's value (the member search, the
 * credits page's country and code). Such a form has nothing for conform to validate: its state
 * would cost a third of a page's render and do nothing. Ids follow conform's pattern
 * (`search-gender`); `errors` are the page's own, from its loader.
 */
export function getFilterField(formId: string, name: string, value: string | undefined, errors?: string[]): FieldMeta {
  const id = `${formId}-${name}`;
  return { id, name, formId, errorId: `${id}-error`, descriptionId: `${id}-description`, initialValue: value, errors };
}

/** Turns an error code of the schema or the API into the member's language. */
export type ErrorText = (code: string) => string;

const ErrorTextContext = createContext<ErrorText | null>(null);
/** Gives the fields inside the error translator of their form (ServerForm does). */
export const ErrorTextProvider = ErrorTextContext.Provider;

export interface FieldProps {
  field: FieldMeta;
  label: string;
  /** Below the control: hints, suggestions; the control is described by it. */
  description?: ReactNode;
  /** The error translator, when not the one of the surrounding ServerForm. */
  errorText?: ErrorText;
  /** "alert" for errors that come after an action the member did not type (an upload). */
  errorRole?: "alert";
}

/** ARIA of a control or fieldset: invalid only with an error, described by description and error. */
export function fieldAria(field: FieldMeta, hasDescription: boolean) {
  const invalid = Boolean(field.errors?.length);
  const ids = [hasDescription ? field.descriptionId : "", invalid ? field.errorId : ""].filter(Boolean).join(" ");
  return { "aria-invalid": invalid || undefined, "aria-describedby": ids || undefined };
}

/** The attributes every control bound to a field shares. */
export const controlProps = (field: FieldMeta, hasDescription: boolean) => ({
  id: field.id,
  name: field.name,
  form: field.formId,
  ...fieldAria(field, hasDescription),
});

/** A single value of the field as the server gave it back, "" if none. */
export const initialText = (field: FieldMeta) => (typeof field.initialValue === "string" ? field.initialValue : "");

/** Description and error under a control or inside a fieldset. */
export function FieldHelp({ field, description, errorText, errorRole }: Omit<FieldProps, "label">) {
  const formErrorText = useContext(ErrorTextContext);
  const translate = errorText ?? formErrorText;
  if (!translate) throw new Error(`field ${field.name}: no errorText and no ServerForm around it`);
  return (
    <>
      {description ? (
        <div id={field.descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors?.map(translate)} role={errorRole} />
    </>
  );
}

/** Label, control, description and error of one field. */
export function Field({ children, label, ...help }: FieldProps & { children: ReactNode }) {
  return (
    <div className={form.field}>
      <label htmlFor={help.field.id} className={form.label}>
        {label}
      </label>
      {children}
      <FieldHelp {...help} />
    </div>
  );
}

/** A group of controls under a legend (radio buttons, checkboxes, the parts of a date). */
export function FieldGroup({ children, label, ...help }: FieldProps & { children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset} {...fieldAria(help.field, Boolean(help.description))}>
      <legend className={form.label}>{label}</legend>
      {children}
      <FieldHelp {...help} />
    </fieldset>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/** The values a field was given back with (a checkbox group's list, or one value). */
export const initialValues = (field: FieldMeta) =>
  new Set([field.initialValue].flat().filter((v): v is string => typeof v === "string"));

export interface ChoiceGroupProps extends FieldProps {
  type: "radio" | "checkbox";
  options: ChoiceOption[];
  className?: string;
  choiceClassName?: string;
  /** Between the legend and the choices: controls that work on the choices (a filter). */
  before?: ReactNode;
  /** Only these choices are shown; the others stay in the form, hidden, keeping their state. */
  shown?: ReadonlySet<string>;
  listId?: string;
  onChange?: ChangeEventHandler<HTMLDivElement>;
}

/** Radio buttons or checkboxes of one field in a fieldset; a checkbox group's value is a list. */
export function ChoiceGroup({
  type,
  options,
  className = styles.choices,
  choiceClassName = styles.choice,
  before,
  shown,
  listId,
  onChange,
  ...props
}: ChoiceGroupProps) {
  const { field } = props;
  const chosen = initialValues(field);
  // A single choice with an "any" option ("") starts on it: the form then posts the field empty,
  // as a select would, rather than leaving it out.
  if (type === "radio" && chosen.size === 0) chosen.add("");
  return (
    <FieldGroup {...props}>
      {before}
      <div className={className} id={listId} onChange={onChange}>
        {options.map((option) => (
          <label key={option.value} className={choiceClassName} hidden={shown ? !shown.has(option.value) : undefined}>
            <input
              key={field.key}
              type={type}
              name={field.name}
              form={field.formId}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
