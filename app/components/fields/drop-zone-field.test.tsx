// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DropZoneField } from "./drop-zone-field";
import type { FieldMeta } from "./field";

afterEach(cleanup);

const field: FieldMeta = {
  id: "f-photo",
  name: "photo",
  formId: "f",
  errorId: "f-photo-error",
  descriptionId: "f-photo-description",
};

const zone = () =>
  render(
    <DropZoneField
      field={field}
      label="Add a photo"
      prompt="Drop a photo here or choose one"
      chosenLabel="Chosen photo"
      description="JPEG, PNG, WebP or GIF"
      errorText={String}
    />
  );

describe("DropZoneField", () => {
  it("is the real file input, named by the zone's title and described by its prompt and hint", () => {
    zone();
    const input = screen.getByLabelText("Add a photo") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.name).toBe("photo");
    expect(input.closest("label")).not.toBeNull();
    expect(input.getAttribute("aria-describedby")).toBe("f-photo-prompt f-photo-description");
  });

  it("shows the chosen picture and its name before the upload", () => {
    zone();
    const input = screen.getByLabelText("Add a photo") as HTMLInputElement;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" });
    Object.defineProperty(input, "files", { value: [photo], configurable: true });
    fireEvent.change(input);
    const chosen = screen.getByRole("list", { name: "Chosen photo" });
    expect(chosen.textContent).toBe("me.jpg");
    expect(chosen.querySelector("img")?.getAttribute("src")).toMatch(/^blob:/);
  });
});
