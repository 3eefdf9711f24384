import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import * as buttons from "../button.css";
import { FieldError } from "../field-error";
import * as formCss from "../form.css";
import { ErrorTextProvider, type ErrorText } from "./field";

/**
 * The primary submit button, disabled from the post until the page it leads to is shown (or while
 * `busy`): a second click in between would post the form of the page being left again.
 */
export function SubmitButton({ busy, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      className={buttons.button.primary}
      disabled={busy ?? navigation.state !== "idle"}
      {...props}
    />
  );
}

interface ServerFormProps<Schema extends Record<string, unknown>> {
  /** conform's form metadata: id, validation hook and the form-level errors. */
  form: FormMetadata<Schema, string[]>;
  /** Turns error codes into the member's language, for the form's error and every field inside. */
  errorText: ErrorText;
  /** The label of the primary submit button; leave it out to place buttons among the children. */
  submit?: ReactNode;
  /** Posted as `intent`, for pages with several forms. */
  intent?: string;
  /** Above the form's error: a status message or an introduction. */
  status?: ReactNode;
  /** With an id, status and error are wrapped in an element of that id which describes the form. */
  statusId?: string;
  /** Error codes of the form to show instead of conform's own. */
  errors?: string[];
  /** Disables the submit button; by default while any form is being posted. */
  busy?: boolean;
  encType?: "multipart/form-data";
  /** After the submit button: links such as "forgot password" or "cancel". */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A form posted to the route's action and validated there (docs/web-tier.md, Forms): the form's
 * error as an alert, the fields, the submit button. Its fields take `errorText` from here.
 */
export function ServerForm<Schema extends Record<string, unknown>>({
  form,
  errorText,
  submit,
  intent,
  status,
  statusId,
  errors = form.errors,
  busy,
  encType,
  footer,
  children,
}: ServerFormProps<Schema>) {
  const head = (
    <>
      {status}
      <FieldError id={form.errorId} errors={errors?.map(errorText)} role="alert" />
    </>
  );
  return (
    <Form
      method="post"
      encType={encType}
      {...getFormProps(form)}
      className={formCss.stack}
      {...(statusId ? { "aria-describedby": statusId } : {})}
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {statusId ? <div id={statusId}>{head}</div> : head}
      <ErrorTextProvider value={errorText}>{children}</ErrorTextProvider>
      {submit ? <SubmitButton busy={busy}>{submit}</SubmitButton> : null}
      {footer}
    </Form>
  );
}
