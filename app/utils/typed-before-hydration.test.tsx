// @vitest-environment happy-dom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { rememberTypedText, restoreTypedText } from "./typed-before-hydration";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ onText }: { onText?: (text: string) => void }) {
  return (
    <form>
      <textarea aria-label="about" defaultValue="Written before" onChange={(e) => onText?.(e.target.value)} />
      <textarea aria-label="empty" defaultValue="" />
      <input aria-label="name" defaultValue="Ann" />
    </form>
  );
}

function Controlled() {
  const [text, setText] = useState("From the server");
  return (
    <>
      <textarea aria-label="message" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </>
  );
}

const field = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

/** The server's page, typed into before the script (`before`) and after it started (`during`), then hydrated. */
async function loadTyping(
  element: JSX.Element,
  before: (doc: Document) => void,
  during: (doc: Document) => void = () => {}
) {
  document.body.innerHTML = `<div id="root">${renderToString(element)}</div>`;
  before(document);
  rememberTypedText(document);
  during(document);
  await act(async () => {
    hydrateRoot(document.getElementById("root")!, element);
  });
}

const type = (el: HTMLTextAreaElement | HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
};

afterEach(() => {
  restoreTypedText();
  document.body.innerHTML = "";
});

describe("text typed while the page loads", () => {
  it("React puts a filled text area back to the server's text when it hydrates (why this module exists)", async () => {
    await loadTyping(<Form />, () => type(field<HTMLTextAreaElement>("about"), "Typed early"));
    expect(field<HTMLTextAreaElement>("about").value).toBe("Written before");
    expect(field<HTMLInputElement>("name").value).toBe("Ann");
  });

  it("keeps what was typed into text areas before the script ran and while it hydrated, and tells React", async () => {
    const seen: string[] = [];
    await loadTyping(
      <Form onText={(text) => seen.push(text)} />,
      () => type(field<HTMLTextAreaElement>("about"), "Typed before the script"),
      () => type(field<HTMLTextAreaElement>("empty"), "Typed while it started")
    );
    act(() => restoreTypedText());
    expect(field<HTMLTextAreaElement>("about").value).toBe("Typed before the script");
    expect(field<HTMLTextAreaElement>("empty").value).toBe("Typed while it started");
    expect(seen).toEqual(["Typed before the script"]);
  });

  it("a controlled text area's state follows what is put back", async () => {
    await loadTyping(<Controlled />, () => type(field<HTMLTextAreaElement>("message"), "Hello there"));
    act(() => restoreTypedText());
    expect(field<HTMLTextAreaElement>("message").value).toBe("Hello there");
    expect(document.querySelector("output")?.textContent).toBe("Hello there");
  });

  it("leaves untouched text areas, and what is typed after hydration, alone", async () => {
    await loadTyping(<Form />, () => {});
    act(() => restoreTypedText());
    type(field<HTMLTextAreaElement>("about"), "Typed later");
    act(() => restoreTypedText());
    expect(field<HTMLTextAreaElement>("about").value).toBe("Typed later");
  });
});
