// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChipPickerField } from "./chip-picker-field";
import type { FieldMeta } from "./field";

afterEach(cleanup);

const field: FieldMeta = {
  id: "f-interests",
  name: "interests",
  formId: "f",
  errorId: "f-interests-error",
  descriptionId: "f-interests-description",
  initialValue: ["wine"],
};
const choices = [
  { value: "wine", text: "Wine" },
  { value: "beach", text: "Beach" },
  { value: "sex_toys", text: "Sex toys" },
  { value: "safe_sex", text: "Safe sex" },
];
const texts = {
  filter: "Find an interest",
  chosen: "Your interests",
  noneChosen: "None yet",
  remove: (text: string) => `Remove ${text}`,
  matches: (count: number) => `${count} match`,
};

function picker() {
  render(
    <form id="f">
      <ChipPickerField field={field} label="Interests" choices={choices} texts={texts} errorText={String} />
    </form>
  );
  return {
    box: (name: string) => screen.getByRole("checkbox", { name, hidden: true }) as HTMLInputElement,
    filter: screen.getByLabelText("Find an interest") as HTMLInputElement,
    posted: () => new FormData(document.getElementById("f") as HTMLFormElement).getAll("interests"),
  };
}

describe("ChipPickerField", () => {
  it("keeps every choice a named checkbox of the form, the chosen ones checked", () => {
    const { box, posted } = picker();
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(box("Wine").checked).toBe(true);
    expect(posted()).toEqual(["wine"]);
  });

  it("lists the chosen ones as chips whose button removes them", () => {
    const { box, filter, posted } = picker();
    fireEvent.click(box("Beach"));
    const chosen = screen.getByRole("list", { name: "Your interests" });
    expect(Array.from(chosen.querySelectorAll("button")).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Remove Wine",
      "Remove Beach",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Wine" }));
    expect(box("Wine").checked).toBe(false);
    expect(posted()).toEqual(["beach"]);
    // The removed chip's button is gone: the next chip has the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Beach" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Beach" }));
    expect(document.activeElement).toBe(filter);
    expect(screen.queryByText("None yet")).not.toBeNull();
  });

  it("narrows the chips to what is typed, keeping the hidden ones' state", () => {
    const { filter, posted } = picker();
    fireEvent.change(filter, { target: { value: "sex" } });
    const boxes = Array.from(document.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
    const shown = boxes.filter((input) => !input.closest("label")!.hidden).map((input) => input.value);
    expect(shown).toEqual(["sex_toys", "safe_sex"]);
    expect(document.getElementById("f-interests-matches")?.textContent).toBe("2 match");
    expect(posted()).toEqual(["wine"]);
  });

  it("does not post the form on Enter in the filter", () => {
    const { filter } = picker();
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    filter.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(filter.name).toBe("");
  });
});
