const VARIABLE = /{{\s*(\w+)\s*}}/g;

/**
 * Fills the `{{name}}` variables of a text the member is sent, in the web tier's locale format
 * (i18next's): in one pass, so a member's name holding "{{link}}" stays text, and unescaped (mails,
 * pushes and SMS are plain text). A value is put on one line: a subject is a mail header, and a
 * line break in it would start a header of its own. A variable not passed stays as written.
 *
 * Not i18next's own interpolator: it puts each value where the first copy of its placeholder now
 * stands, so a name holding "{{link}}" took the link and left the mail's link unfilled.
 */
export function interpolate(text: string, vars: Record<string, string | number>): string {
  return text.replace(VARIABLE, (variable, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]).replace(/[\r\n]+/g, " ") : variable
  );
}
