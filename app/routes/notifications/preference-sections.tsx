import { useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DisabledNotification } from "~/api/schemas/notifications";
import * as buttons from "~/components/button.css";
import { ServerForm } from "~/components/fields/server-form";
import { ToggleField, ToggleGroupField } from "~/components/fields/toggle-field";
import * as form from "~/components/form.css";
import { dateTimeFormat } from "~/i18n/intl";
import { LiveSaveFooter, useLiveSave } from "./live-save";
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

/**
 * A section's form of switches: without the page's script posted by its Save button and answered
 * with "Saved." above it; with it saved as a switch is flipped (live-save.tsx).
 */
function SwitchesForm<Schema extends Record<string, unknown>>({
  form: switchesForm,
  intent,
  submit,
  testId,
  outcome,
  saving,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  /** The Save button's label. */
  submit: string;
  testId: string;
  outcome: FormOutcome;
  saving: ReturnType<typeof useLiveSave>;
  children: ReactNode;
}) {
  const errorText = usePreferenceErrors();
  return (
    <ServerForm
      form={switchesForm}
      errorText={errorText}
      intent={intent}
      errors={saving.errors ?? switchesForm.errors}
      submit={saving.live ? undefined : submit}
      status={saving.live ? null : <SavedStatus done={outcome.done} testId={testId} />}
      footer={saving.live ? <LiveSaveFooter saving={saving} retry={submit} testId={testId} /> : null}
    >
      {children}
    </ServerForm>
  );
}

/** The e-mail or push kinds, one switch each with what it is about. */
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
  const saving = useLiveSave();
  const [kindsForm, fields] = useForm<{ kinds: string[] }>({
    id: `${channel}-kinds`,
    lastResult: outcome.result,
    defaultValue: { kinds: kinds.filter((kind) => on[kind]) },
  });
  return (
    <SettingsCard id={`settings-${channel}-kinds-title`} title={t(`preferences.${channel}.title`)}>
      {children}
      <SwitchesForm
        form={kindsForm}
        intent={`${channel}_kinds`}
        submit={t(`preferences.${channel}.submit`)}
        testId={`${channel}-kinds-saved`}
        outcome={outcome}
        saving={saving}
      >
        <ToggleGroupField
          field={fields.kinds}
          label={t(`preferences.${channel}.legend`)}
          options={kinds.map((kind) => ({
            value: kind,
            label: t(`preferences.kinds.${kind}`),
            description: t(`preferences.explain.${kind}`),
          }))}
          onChange={saving.onChange}
        />
      </SwitchesForm>
    </SettingsCard>
  );
}

/** Invisible mode: a switch and the sentence saying what it changes. */
export function InvisibleSection({ invisible, outcome }: { invisible: boolean; outcome: FormOutcome }) {
  const { t } = useTranslation("account");
  const saving = useLiveSave();
  const [invisibleForm, fields] = useForm<{ invisible: boolean }>({
    id: "invisible",
    lastResult: outcome.result,
    defaultValue: { invisible: invisible ? "on" : "" },
  });
  return (
    <SettingsCard id="settings-invisible-title" title={t("preferences.invisible.title")}>
      <SwitchesForm
        form={invisibleForm}
        intent="invisible"
        submit={t("preferences.invisible.submit")}
        testId="invisible-saved"
        outcome={outcome}
        saving={saving}
      >
        <ToggleField
          field={fields.invisible}
          label={t("preferences.invisible.label")}
          description={t("preferences.invisible.description")}
          onChange={saving.onChange}
        />
      </SwitchesForm>
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
