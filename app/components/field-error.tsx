import * as styles from "./form.css";

/** A field's (or form's) error texts, linked to the control by `aria-describedby` through its id. */
export function FieldError({ id, errors, role }: { id: string; errors?: string[]; role?: "alert" }) {
  return (
    <div id={id} className={styles.error} role={role} aria-live={role ? undefined : "polite"}>
      {errors?.map((text) => (
        <p key={text} className={styles.errorText}>
          {text}
        </p>
      ))}
    </div>
  );
}
