import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DisabledNotification } from "~/api/schemas/notifications";
import * as buttons from "~/components/button.css";
import { CheckboxGroupField } from "~/components/fields/checkbox-group-field";
import { FieldHelp } from "~/components/fields/field";
import { ServerForm } from "~/components/fields/server-form";
import * as fieldStyles from "~/components/fields/fields.css";
import * as form from "~/components/form.css";
import { dateTimeFormat } from "~/i18n/intl";
import * as styles from "./styles.css";

/** What a preference form's post came back with (the route's action answer for its intent). */
export interface FormOutcome {
  result?: SubmissionResult<string[]>;
  done: boolean;
}

/** A card of the settings page with its heading. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={form.card} aria-labelledby={id} id={id.replace(/-title$/, "")}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Saved.", announced to assistive technology too, once the form went through. */
export function SavedStatus({ done, testId }: { done: boolean; testId: string }) {
  const { t } = useTranslation("account");
  return done ? (
    <p role="status" className={styles.status} data-testid={testId}>
      {t("preferences.saved")}
    </p>
  ) : null;
}

/** The preference forms' error codes in the member's language (unknown ones read "generic"). */
export const usePreferenceErrors = () => {
  const { t } = useTranslation("account");
  return (code: string) => t(`preferences.errors.${code}`, { defaultValue: t("preferences.errors.generic") });
};

/** The e-mail or push kinds as checkboxes: ticked is on. */
export function KindsSection({
  channel,
  kinds,
  on,
  outcome,
  children,
}: {
  channel: "email" | "push";
  kinds: readonly string[];
  on: Record<string, boolean>;
  outcome: FormOutcome;
  /** Above the form: what else belongs to the channel (push in this browser). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const errorText = usePreferenceErrors();
  const [kindsForm, fields] = useForm<{ kinds: string[] }>({
    id: `${channel}-kinds`,
    lastResult: outcome.result,
    defaultValue: { kinds: kinds.filter((kind) => on[kind]) },
  });
  return (
    <SettingsCard id={`settings-${channel}-kinds-title`} title={t(`preferences.${channel}.title`)}>
      {children}
      <ServerForm
        form={kindsForm}
        errorText={errorText}
        intent={`${channel}_kinds`}
        submit={t(`preferences.${channel}.submit`)}
        status={<SavedStatus done={outcome.done} testId={`${channel}-kinds-saved`} />}
      >
        <CheckboxGroupField
          field={fields.kinds}
          label={t(`preferences.${channel}.legend`)}
          options={kinds.map((kind) => ({ value: kind, label: t(`preferences.kinds.${kind}`) }))}
        />
      </ServerForm>
    </SettingsCard>
  );
}

/** Invisible mode: a switch and the sentence saying what it changes. */
export function InvisibleSection({ invisible, outcome }: { invisible: boolean; outcome: FormOutcome }) {
  const { t } = useTranslation("account");
  const errorText = usePreferenceErrors();
  const [invisibleForm, fields] = useForm<{ invisible: boolean }>({
    id: "invisible",
    lastResult: outcome.result,
    defaultValue: { invisible: invisible ? "on" : "" },
  });
  const field = fields.invisible;
  return (
    <SettingsCard id="settings-invisible-title" title={t("preferences.invisible.title")}>
      <ServerForm
        form={invisibleForm}
        errorText={errorText}
        intent="invisible"
        submit={t("preferences.invisible.submit")}
        status={<SavedStatus done={outcome.done} testId="invisible-saved" />}
      >
        <div className={form.field}>
          <label className={fieldStyles.choice}>
            <input
              key={field.key}
              type="checkbox"
              role="switch"
              id={field.id}
              name={field.name}
              form={field.formId}
              defaultChecked={field.initialValue === "on"}
              aria-describedby={field.descriptionId}
            />
            {t("preferences.invisible.label")}
          </label>
          <FieldHelp field={field} description={t("preferences.invisible.description")} />
        </div>
      </ServerForm>
    </SettingsCard>
  );
}

/**
 * What the mail system turned off, one row per reason with its kinds and date, and a button that
 * turns that reason's e-mails on again.
 */
export function DisabledSection({ disabled, outcome }: { disabled: DisabledNotification[]; outcome: FormOutcome }) {
  const { t, i18n } = useTranslation("account");
  const navigation = useNavigation();
  if (disabled.length === 0 && !outcome.done) return null;
  const reasons = [...new Set(disabled.map((row) => row.reason))];
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <SettingsCard id="settings-disabled-title" title={t("preferences.disabled.title")}>
      <SavedStatus done={outcome.done} testId="notifications-enabled" />
      {reasons.length > 0 ? <p>{t("preferences.disabled.intro")}</p> : null}
      <ul className={styles.disabledList}>
        {reasons.map((reason) => {
          const rows = disabled.filter((row) => row.reason === reason);
          const kinds = rows.map((row) =>
            row.kind === "all" ? t("preferences.disabled.allKinds") : t(`preferences.kinds.${row.kind}`)
          );
          const since = rows.map((row) => row.since).sort()[0];
          return (
            <li key={reason} className={styles.disabledRow} data-testid={`disabled-${reason}`}>
              <p className={styles.disabledText}>
                <strong>{t(`preferences.disabled.reasons.${reason}`)}</strong>{" "}
                {t("preferences.disabled.what", { kinds: kinds.join(", "), date: date.format(new Date(since)) })}
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="enable" />
                <input type="hidden" name="reason" value={reason} />
                <button type="submit" className={buttons.button.ghost} disabled={navigation.state !== "idle"}>
                  {t(`preferences.disabled.enable.${reason}`)}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
