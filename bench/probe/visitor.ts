// A browser without JavaScript, as the probe drives it: it reads a page's forms from the server's
// HTML and posts them as the browser would (the rendered hidden fields, keys included), from an
// address of its own (X-Forwarded-For: the web tier trusts one proxy in the probe).
import { Window } from "happy-dom";
import { Browser, type Answer } from "../soak/browser";
import type { Stats } from "../soak/stats";

export type { Answer };

/** One form of a page: where it posts and the fields a browser would send as rendered. */
export interface PageForm {
  action: string;
  method: string;
  enctype: string;
  /** Hidden and filled fields as rendered (the first radio of a group, selected options). */
  fields: Record<string, string>;
  /** Names of the submit buttons with their values. */
  buttons: [string, string][];
  /** Names of the fields a member types or picks (text, e-mail, password, file, radio, select). */
  inputs: string[];
}

/** Every form of an HTML page (a page's own path resolves an action-less form). */
export function formsOf(html: string, pagePath: string): PageForm[] {
  const window = new Window();
  try {
    window.document.write(html);
    return [...window.document.querySelectorAll("form")].map((form) => {
      const fields: Record<string, string> = {};
      const buttons: [string, string][] = [];
      const inputs: string[] = [];
      // A form's own controls and those outside it that name it (`form="id"`).
      const id = form.getAttribute("id");
      const outside = id ? [...window.document.querySelectorAll(`[form="${id}"]`)] : [];
      for (const el of [...form.querySelectorAll("input,select,textarea,button"), ...outside]) {
        const name = el.getAttribute("name");
        if (!name) continue;
        const type = (el.getAttribute("type") ?? "").toLowerCase();
        const value = (el as unknown as { value: string }).value ?? "";
        if (el.tagName === "BUTTON" || type === "submit") buttons.push([name, value]);
        else if (type === "radio" || type === "checkbox") {
          if (el.hasAttribute("checked")) fields[name] = value;
          if (!inputs.includes(name)) inputs.push(name);
        } else {
          if (type !== "hidden" && !inputs.includes(name)) inputs.push(name);
          if (type !== "file") fields[name] = value;
        }
      }
      return {
        action: form.getAttribute("action") || pagePath,
        method: (form.getAttribute("method") ?? "get").toLowerCase(),
        enctype: form.getAttribute("enctype") ?? "application/x-www-form-urlencoded",
        fields,
        buttons,
        inputs,
      };
    });
  } finally {
    void window.happyDOM.close();
  }
}

/** A visitor's (or member's) browser with JavaScript off. */
export class Visitor extends Browser {
  constructor(url: string, host: string, address: string, stats: Stats) {
    super(url, host, address, stats);
  }

  page(path: string): Promise<Answer> {
    return this.document(path);
  }

  /** A form posted as a browser without JavaScript posts it (a document request, not `_data`). */
  async submit(form: PageForm, values: Record<string, string> = {}): Promise<Answer> {
    const all = { ...form.fields, ...values };
    if (!form.enctype.startsWith("multipart/")) return this.post(form.action, null, all);
    const data = new FormData();
    for (const [name, value] of Object.entries(all)) data.append(name, value);
    return this.upload(form.action, data);
  }

  /** A multipart form (files included) posted as a document request. */
  async upload(path: string, data: FormData): Promise<Answer> {
    const encoded = new Response(data);
    const body = Buffer.from(await encoded.arrayBuffer());
    return this.send(path, body, encoded.headers.get("content-type") ?? "multipart/form-data");
  }

  /** Fetches `path`, takes its form that `pick` chooses and posts it with `values`. */
  async fill(path: string, pick: (form: PageForm) => boolean, values: Record<string, string>): Promise<Answer> {
    const page = await this.page(path);
    const form = formsOf(page.body, path).find(pick);
    if (!form) throw new Error(`no such form on ${path} (answered ${page.status})`);
    return this.submit(form, values);
  }
}

export const hasButton = (intent: string) => (form: PageForm) =>
  form.buttons.some(([, value]) => value === intent) || form.fields.intent === intent;
