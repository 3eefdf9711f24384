import { describe, expect, it } from "vitest";
import { listTime } from "~/features/chat/messages";
import { dateTimeFormat } from "./intl";

// 26 November 2026, 16:17 UTC: day and month tell the orders apart, the hour the clocks.
const moment = new Date("2026-11-26T16:17:00Z");
const inUtc = { timeZone: "UTC" } as const;

describe("dates and times per language", () => {
  it("write en the British and international way: day first, a 24-hour clock", () => {
    expect(dateTimeFormat("en", { dateStyle: "short", ...inUtc }).format(moment)).toBe("26/11/2026");
    expect(dateTimeFormat("en", { timeStyle: "short", ...inUtc }).format(moment)).toBe("16:17");
    expect(dateTimeFormat("en", { dateStyle: "medium", ...inUtc }).format(moment)).toBe("26 Nov 2026");
  });

  it("write en-US the US way: month first, a 12-hour clock", () => {
    expect(dateTimeFormat("en-US", { dateStyle: "short", ...inUtc }).format(moment)).toBe("11/26/26");
    expect(dateTimeFormat("en-US", { timeStyle: "short", ...inUtc }).format(moment)).toMatch(/^4:17\sPM$/);
  });

  it("date the conversation list's older messages in each language's order", () => {
    const later = new Date("2026-12-01T09:00:00Z");
    expect(listTime(moment.toISOString(), later, "en")).toMatch(/^2[67]\/11\/2026$/);
    expect(listTime(moment.toISOString(), later, "en-US")).toMatch(/^11\/2[67]\/26$/);
  });
});
