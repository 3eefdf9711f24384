// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { errorText, meta } from "../../testing/field-meta";
import { AgeRange, AgeRangeField } from "./age-range-field";
import { ChipsField } from "./choice-chips-field";
import { SegmentedField } from "./segmented-field";
import { ToggleField, ToggleGroupField } from "./toggle-field";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** Renders the controls inside their form "f". */
const renderInForm = (ui: ReactElement) => render(<form id="f">{ui}</form>);
/** What the form would post: the controls' names and values, as the browser builds them. */
const posted = (container: HTMLElement): [string, string][] =>
  [...new FormData(container.querySelector("form")!).entries()].map(([k, v]) => [k, String(v)]);

const genders = [
  { value: "", label: "Anyone" },
  { value: "female", label: "Women" },
  { value: "male", label: "Men" },
];

describe("chips and segmented controls", () => {
  it("are radios under the field's legend; a single choice with an 'any' option starts on it", () => {
    const { container } = renderInForm(
      <SegmentedField field={meta("gender")} label="Looking for" errorText={errorText} options={genders} />
    );
    const group = screen.getByRole("group", { name: "Looking for" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getByRole("radio", { name: "Anyone" })).toHaveProperty("checked", true);
    expect(posted(container)).toEqual([["gender", ""]]);
  });

  it("post the chosen value, and a click on the label chooses", () => {
    const { container } = renderInForm(
      <SegmentedField
        field={meta("gender", { initialValue: "male" })}
        label="Looking for"
        errorText={errorText}
        options={genders}
      />
    );
    expect(screen.getByRole("radio", { name: "Men" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByText("Women"));
    expect(posted(container)).toEqual([["gender", "female"]]);
  });

  it("as checkboxes post every chip that is on, and carry the field's error", () => {
    const options = ["wine", "tea", "beer"].map((v) => ({ value: v, label: v }));
    const { container } = renderInForm(
      <ChipsField
        type="checkbox"
        field={meta("interests", { initialValue: ["tea"], errors: ["too_many"] })}
        label="Interests"
        errorText={errorText}
        options={options}
      />
    );
    const group = screen.getByRole("group", { name: "Interests" });
    expect(group.getAttribute("aria-describedby")).toBe("f-interests-error");
    expect(screen.queryByText("text of too_many")).not.toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "beer" }));
    expect(posted(container)).toEqual([
      ["interests", "tea"],
      ["interests", "beer"],
    ]);
  });

  it("as large cards are still radios named by their labels", () => {
    render(
      <ChipsField size="large" field={meta("gender")} label="I am" errorText={errorText} options={genders.slice(1)} />
    );
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("name"))).toEqual(["gender", "gender"]);
    // No "any" option: nothing is chosen for the member.
    expect(screen.getByRole("radio", { name: "Women" })).toHaveProperty("checked", false);
  });
});

describe("toggles", () => {
  it("are switches named by their label, described by their one-line explanation", () => {
    const { container } = renderInForm(
      <ToggleField
        field={meta("invisible", { initialValue: "on" })}
        label="Invisible mode"
        description="Others do not find you."
        errorText={errorText}
      />
    );
    const toggle = screen.getByRole("switch", { name: "Invisible mode" });
    expect(toggle).toHaveProperty("checked", true);
    const description = document.getElementById(toggle.getAttribute("aria-describedby")!);
    expect(description?.textContent).toBe("Others do not find you.");
    expect(posted(container)).toEqual([["invisible", "on"]]);
  });

  it("post nothing when off; the row's text flips the switch", () => {
    const { container } = renderInForm(
      <ToggleField field={meta("invisible")} label="Invisible mode" errorText={errorText} />
    );
    expect(posted(container)).toEqual([]);
    fireEvent.click(screen.getByText("Invisible mode"));
    expect(posted(container)).toEqual([["invisible", "on"]]);
  });

  it("link the field's error to the switch", () => {
    render(<ToggleField field={meta("invisible", { errors: ["generic"] })} label="Invisible" errorText={errorText} />);
    const toggle = screen.getByRole("switch", { name: "Invisible" });
    expect(toggle.getAttribute("aria-invalid")).toBe("true");
    expect(toggle.getAttribute("aria-describedby")).toBe("f-invisible-error");
  });

  it("in a group post the values that are on", () => {
    const { container } = renderInForm(
      <ToggleGroupField
        field={meta("kinds", { initialValue: ["messages", "offers"] })}
        label="E-mail me about"
        errorText={errorText}
        options={[
          { value: "messages", label: "New messages", description: "When someone writes to you." },
          { value: "offers", label: "Offers" },
        ]}
      />
    );
    expect(screen.queryByRole("group", { name: "E-mail me about" })).not.toBeNull();
    const messages = screen.getByRole("switch", { name: "New messages" });
    expect(document.getElementById(messages.getAttribute("aria-describedby")!)?.textContent).toBe(
      "When someone writes to you."
    );
    fireEvent.click(screen.getByRole("switch", { name: "Offers" }));
    expect(posted(container)).toEqual([["kinds", "messages"]]);
  });
});

describe("age range", () => {
  const range = (min?: string, max?: string) => (
    <AgeRangeField
      field={meta("ages")}
      label="Age"
      errorText={errorText}
      parts={{ min: meta("min_age", { initialValue: min }), max: meta("max_age", { initialValue: max }) }}
      partLabels={{ min: "Age from", max: "Age to" }}
      bounds={{ lowest: 18, highest: 99 }}
      anyText="Any"
    />
  );

  it("is sent as two labelled number fields, empty meaning any (the page without JavaScript)", () => {
    document.body.innerHTML = `<form id="f">${renderToString(range("30"))}</form>`;
    const from = screen.getByLabelText("Age from") as HTMLInputElement;
    expect(from.type).toBe("number");
    expect([from.min, from.max, from.placeholder]).toEqual(["18", "99", "Any"]);
    expect(posted(document.body)).toEqual([
      ["min_age", "30"],
      ["max_age", ""],
    ]);
  });

  it("without an 'any' text asks for both ages", () => {
    const parts = { min: meta("min_age", { initialValue: "25" }), max: meta("max_age", { initialValue: "45" }) };
    document.body.innerHTML = renderToString(
      <AgeRange parts={parts} partLabels={{ min: "From", max: "To" }} bounds={{ lowest: 18, highest: 99 }} />
    );
    const inputs = [screen.getByLabelText("From"), screen.getByLabelText("To")] as HTMLInputElement[];
    expect(inputs.map((input) => [input.required, input.placeholder, input.value])).toEqual([
      [true, "", "25"],
      [true, "", "45"],
    ]);
  });

  it("becomes two labelled handles on one track, starting at the ends when empty", () => {
    const { container } = renderInForm(range(undefined, "40"));
    const from = screen.getByRole("slider", { name: "Age from" }) as HTMLInputElement;
    const to = screen.getByRole("slider", { name: "Age to" }) as HTMLInputElement;
    expect([from.type, from.min, from.max]).toEqual(["range", "18", "99"]);
    expect([from.value, to.value]).toEqual(["18", "40"]);
    expect(screen.queryByText("18 – 40")).not.toBeNull();
    expect(posted(container)).toEqual([
      ["min_age", "18"],
      ["max_age", "40"],
    ]);
  });

  it("never lets the handles cross, and reads out the range as it moves", () => {
    render(range("30", "40"));
    const from = screen.getByRole("slider", { name: "Age from" }) as HTMLInputElement;
    const to = screen.getByRole("slider", { name: "Age to" }) as HTMLInputElement;
    fireEvent.input(from, { target: { value: "55" } });
    expect(from.value).toBe("40");
    fireEvent.input(to, { target: { value: "20" } });
    expect(to.value).toBe("40");
    fireEvent.input(from, { target: { value: "25" } });
    expect(screen.queryByText("25 – 40")).not.toBeNull();
  });
});
