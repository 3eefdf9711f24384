import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "~/domain/profile-values";
import { parseProfileDetails } from "~/routes/profile/details.server";
import { parseProfileMultipart } from "~/utils/upload.server";
import { PROFILE_FIELDS } from "~/domain/profile-values";

const ALL = [...PROFILE_FIELDS];

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

/** The update of a successful parse, or the errors of a refused one (code per field). */
function parse(data: FormData, visible = ALL) {
  const submission = parseProfileDetails(data, visible);
  if (submission.status === "success") return { update: submission.value, errors: {} };
  return {
    update: {},
    errors: Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v?.[0]])),
  };
}

describe("parseProfileDetails", () => {
  it("sends the fields the site shows; an empty choice clears a field", () => {
    const data = form([
      ["hair_color", "red"],
      ["eye_color", ""],
      ["interests", "wine"],
      ["interests", "beach"],
      ["country", "DE"],
      ["region", ""],
      ["city", "  Köln "],
    ]);
    const { update, errors } = parse(data);
    expect(errors).toEqual({});
    expect(update).toMatchObject({
      hair_color: "red",
      eye_color: null,
      interests: ["wine", "beach"],
      country: "DE",
      region: null,
      city: "Köln",
    });
  });

  it("takes a single interest as a list of one", () => {
    expect(parse(form([["interests", "tea"]])).update).toMatchObject({ interests: ["tea"] });
  });

  it("leaves out what the site does not show", () => {
    const { update } = parse(
      form([
        ["hair_color", "red"],
        ["gender", "male"],
      ]),
      ["gender"]
    );
    expect(update).toEqual({ gender: "male" });
  });

  it("names a field with a value outside its list", () => {
    expect(parse(form([["hair_color", "purple"]])).errors).toEqual({ hair_color: "invalid_enum_value" });
  });

  it("gives back every typed value for refilling the form", () => {
    const submission = parseProfileDetails(
      form([
        ["city", "Gent"],
        ["interests", "tea"],
      ])
    );
    expect(submission.reply().initialValue).toMatchObject({ city: "Gent", interests: "tea" });
  });
});

describe("parseProfileMultipart", () => {
  const request = (data: FormData) => new Request("http://x.test/profile", { method: "POST", body: data });

  it("keeps the text fields and the photo", async () => {
    const data = form([
      ["city", "Gent"],
      ["photo", new File([new Uint8Array([1, 2, 3])], "me.jpg", { type: "image/jpeg" })],
    ]);
    const { form: parsed, photoTooLarge } = await parseProfileMultipart(request(data));
    expect(photoTooLarge).toBe(false);
    expect(parsed.get("city")).toBe("Gent");
    expect((parsed.get("photo") as File).size).toBe(3);
  });

  it("drops an oversized photo without losing the other fields", async () => {
    const data = form([
      ["photo", new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "big.jpg")],
      ["city", "Gent"],
    ]);
    const { form: parsed, photoTooLarge } = await parseProfileMultipart(request(data));
    expect(photoTooLarge).toBe(true);
    expect(parsed.get("photo")).toBeNull();
    expect(parsed.get("city")).toBe("Gent");
  });

  it("keeps the fields after a photo far over the limit (a video chosen by mistake)", async () => {
    const data = form([
      ["photo", new File([new Uint8Array(5 * MAX_PHOTO_BYTES)], "holiday.mp4")],
      ["city", "Gent"],
    ]);
    const { form: parsed, photoTooLarge } = await parseProfileMultipart(request(data));
    expect(photoTooLarge).toBe(true);
    expect(parsed.get("city")).toBe("Gent");
  });

  it("treats an empty file input as no photo", async () => {
    const data = form([
      ["photo", new File([], "")],
      ["city", "Gent"],
    ]);
    const { form: parsed } = await parseProfileMultipart(request(data));
    expect(parsed.get("photo")).not.toBeInstanceOf(File);
    expect(parsed.get("city")).toBe("Gent");
  });
});
