import { describe, expect, it } from "vitest";
import { countdownParts, formatCountdown, hoursAndMinutes, secondsUntil, TIME_BONUS_SECONDS } from "./countdown";

describe("the time bonus countdown", () => {
  it("shows hours, minutes and seconds as two digits each", () => {
    expect(formatCountdown(TIME_BONUS_SECONDS)).toBe("04:00:00");
    expect(formatCountdown(TIME_BONUS_SECONDS - 1)).toBe("03:59:59");
    expect(formatCountdown(3 * 3600 + 7 * 60 + 5)).toBe("03:07:05");
    expect(formatCountdown(59)).toBe("00:00:59");
    expect(countdownParts(61)).toEqual({ hours: "00", minutes: "01", seconds: "01" });
  });

  it("stops at zero and ignores fractions", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-30)).toBe("00:00:00");
    expect(formatCountdown(9.99)).toBe("00:00:09");
  });

  it("says the time left in hours and minutes, a started minute counted whole", () => {
    expect(hoursAndMinutes(TIME_BONUS_SECONDS)).toEqual({ hours: 4, minutes: 0 });
    expect(hoursAndMinutes(TIME_BONUS_SECONDS - 1)).toEqual({ hours: 4, minutes: 0 });
    expect(hoursAndMinutes(3 * 3600 + 59 * 60)).toEqual({ hours: 3, minutes: 59 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 1 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });

  it("counts whole seconds to a deadline", () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10); // 9.999 s is still the tenth second
    expect(secondsUntil(10_000, 1_000)).toBe(9);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });
});
