import type { ReactNode } from "react";
import * as styles from "./styles.css";

/**
 * A payment's state as a panel named by its heading: pending, completed, failed, on the way to the
 * provider, a declined card. The heading sits inside the live region (`live`), so it is announced
 * and stays a heading for navigation.
 */
export function StatePanel({
  id,
  testId,
  title,
  live,
  failed = false,
  busy,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  live?: "status" | "alert";
  failed?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={styles.stateTitle}>
      {title}
    </h2>
  );
  return (
    <section
      className={failed ? styles.alert : styles.state}
      aria-labelledby={id}
      data-testid={testId}
      aria-busy={busy || undefined}
    >
      {live ? <div role={live}>{heading}</div> : heading}
      {children}
    </section>
  );
}
