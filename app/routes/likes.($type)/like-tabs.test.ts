import { describe, expect, it } from "vitest";
import type { Profile } from "~/api/schemas/user";
import { likeTabs } from "./like-tabs";

const profile = (id: number): Profile => ({
  id,
  name: `M${id}`,
  age: 30,
  gender: "female",
  sexuality: "hetero",
  country: "NL",
  region: null,
  city: null,
  status: "active",
  main_image: null,
  fictional_icon: false,
});

describe("the likes tabs", () => {
  it("makes a match of a like both ways and marks only unseen received likes new", () => {
    const tabs = likeTabs({
      profiles: [profile(1), profile(2)],
      liked_by: [
        { id: 2, like_new: true, profile: profile(2) },
        { id: 3, like_new: false, profile: profile(3) },
      ],
    });
    expect(tabs.received.map((p) => [p.id, p.isNew, p.isMatch])).toEqual([
      [2, true, true],
      [3, false, false],
    ]);
    expect(tabs.sent.map((p) => [p.id, p.isMatch])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(tabs.matches.map((p) => p.id)).toEqual([2]);
    expect(tabs.counts).toEqual({ received: 2, sent: 2, matches: 1 });
  });
});
