// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorTextProvider } from "./field";
import { errorText, meta } from "../../testing/field-meta";
import { CheckboxGroupField } from "./checkbox-group-field";
import { DateField } from "./date-field";
import { FileField } from "./file-field";
import { RadioGroupField } from "./radio-group-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

afterEach(cleanup);

describe("field components", () => {
  it("labels a control and refills it, without marking it invalid", () => {
    render(<TextField field={meta("city", { initialValue: "Gent" })} label="City" errorText={errorText} />);
    const input = screen.getByLabelText("City");
    expect(input).toHaveProperty("value", "Gent");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("links the translated error and the description by aria-describedby", () => {
    const field = meta("email", { errors: ["invalid_email"] });
    render(<TextField field={field} label="E-mail" description="We never share it." errorText={errorText} />);
    const input = screen.getByLabelText("E-mail");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input.getAttribute("aria-describedby")!.split(" ");
    expect(described).toEqual([field.descriptionId, field.errorId]);
    expect(document.getElementById(field.errorId)?.textContent).toBe("text of invalid_email");
    expect(document.getElementById(field.descriptionId)?.textContent).toBe("We never share it.");
  });

  it("takes the error translator of its form, unless given its own", () => {
    render(
      <ErrorTextProvider value={(code) => `form text of ${code}`}>
        <TextField field={meta("email", { errors: ["taken"] })} label="E-mail" />
        <TextField field={meta("name", { errors: ["taken"] })} label="Name" errorText={errorText} />
      </ErrorTextProvider>
    );
    expect(document.getElementById("f-email-error")?.textContent).toBe("form text of taken");
    expect(document.getElementById("f-name-error")?.textContent).toBe("text of taken");
  });

  it("never gives a password back", () => {
    render(
      <TextField
        field={meta("pw", { initialValue: "secret" })}
        type="password"
        label="Password"
        errorText={errorText}
      />
    );
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "");
  });

  it("selects the server's value", () => {
    render(
      <SelectField
        field={meta("hair", { initialValue: "red", errors: ["invalid"] })}
        label="Hair"
        errorText={errorText}
      >
        <option value="">–</option>
        <option value="red">Red</option>
      </SelectField>
    );
    const select = screen.getByLabelText("Hair");
    expect(select).toHaveProperty("value", "red");
    expect(select.getAttribute("aria-describedby")).toBe("f-hair-error");
  });

  it("puts radio buttons in a fieldset whose legend names it, the error linked to the group", () => {
    render(
      <RadioGroupField
        field={meta("gender", { errors: ["gender_required"] })}
        label="I am"
        errorText={errorText}
        options={[
          { value: "male", label: "a man" },
          { value: "female", label: "a woman" },
        ]}
      />
    );
    const group = screen.getByRole("group", { name: "I am" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe("f-gender-error");
    expect(screen.getByText("text of gender_required").closest("[id]")?.id).toBe("f-gender-error");
    expect(screen.getByRole("radio", { name: "a woman" })).toHaveProperty("checked", false);
  });

  it("checks the chosen boxes of a checkbox group, one value or many", () => {
    const options = ["wine", "tea", "beer"].map((v) => ({ value: v, label: v }));
    render(
      <CheckboxGroupField
        field={meta("interests", { initialValue: ["wine", "tea"] })}
        label="Interests"
        errorText={errorText}
        options={options}
      />
    );
    expect(screen.getByRole("group", { name: "Interests" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("checkbox", { name: "wine" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "beer" })).toHaveProperty("checked", false);
    cleanup();
    render(
      <CheckboxGroupField
        field={meta("interests", { initialValue: "beer" })}
        label="Interests"
        errorText={errorText}
        options={options}
      />
    );
    expect(screen.getByRole("checkbox", { name: "beer" })).toHaveProperty("checked", true);
  });

  it("shows a date as three labelled selects under one legend carrying the date's error", () => {
    render(
      <DateField
        field={meta("date_of_birth", { errors: ["date_of_birth_invalid"] })}
        label="Date of birth"
        errorText={errorText}
        parts={{ day: meta("dob_day", { initialValue: "17" }), month: meta("dob_month"), year: meta("dob_year") }}
        partLabels={{ day: "Day", month: "Month", year: "Year" }}
        language="en"
        years={{ newest: 2008, oldest: 1906 }}
      />
    );
    const group = screen.getByRole("group", { name: "Date of birth" });
    const years = [...(screen.getByLabelText("Year") as HTMLSelectElement).options].map((o) => o.value);
    expect(years).toEqual(["", ...Array.from({ length: 103 }, (_, i) => String(2008 - i))]);
    expect(group.getAttribute("aria-describedby")).toBe("f-date_of_birth-error");
    expect(screen.getByLabelText("Day")).toHaveProperty("value", "17");
    expect(screen.getByLabelText("Month").textContent).toContain("May");
    expect(screen.queryByText("text of date_of_birth_invalid")).not.toBeNull();
  });

  it("refuses a file over its size in the browser, before any upload", () => {
    render(
      <FileField field={meta("photo")} label="Photo" errorText={errorText} maxBytes={10} tooLargeText="Too large" />
    );
    const input = screen.getByLabelText("Photo") as HTMLInputElement;
    const pick = (size: number) =>
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(size)], "p.jpg")] } });
    pick(11);
    expect(input.validationMessage).toBe("Too large");
    pick(10);
    expect(input.validationMessage).toBe("");
  });
});
