import { describe, expect, it } from "vitest";
import { decisionForDrag, decisionForKey, isTypingTarget } from "./swipe-decision";

describe("the swipe game's decisions", () => {
  it("maps the arrow keys: left passes, right likes, others nothing", () => {
    expect(decisionForKey("ArrowLeft")).toBe("pass");
    expect(decisionForKey("ArrowRight")).toBe("like");
    expect(decisionForKey("ArrowUp")).toBeNull();
    expect(decisionForKey("Enter")).toBeNull();
  });

  it("takes a drag past the threshold as a decision, a short one as none", () => {
    expect(decisionForDrag(120, 300)).toBe("like");
    expect(decisionForDrag(-120, 300)).toBe("pass");
    expect(decisionForDrag(40, 300)).toBeNull();
    expect(decisionForDrag(-79, 200)).toBeNull();
    expect(decisionForDrag(0, 0)).toBeNull();
  });

  it("needs a quarter of a wide card", () => {
    expect(decisionForDrag(100, 600)).toBeNull();
    expect(decisionForDrag(150, 600)).toBe("like");
    expect(decisionForDrag(-150, 600)).toBe("pass");
  });

  it("ignores keys typed into a control", () => {
    const fake = (match: boolean) => ({ closest: () => (match ? {} : null) } as unknown as EventTarget);
    expect(isTypingTarget(fake(true))).toBe(true);
    expect(isTypingTarget(fake(false))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
