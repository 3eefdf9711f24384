import type { ReactNode } from "react";
import * as form from "./form.css";

/**
 * The card of a one-card page (login, reset, activation, deletion …): a section named by its h1.
 * `intro` goes above the heading (the signup's "to meet this profile").
 */
export function PageCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={form.card} aria-labelledby={id}>
      {intro}
      <h1 id={id} className={form.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
