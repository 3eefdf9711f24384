// Decoding photos: the pixel limit is read from the header, and decodes run a few at a time.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { interlacedPng } from "../test-images";
import { DecodeGate, MAX_INPUT_PIXELS, photoDecodes, processPhoto, TooManyPixelsError } from "./process";

describe("processPhoto", () => {
  it("refuses a file with more than MAX_INPUT_PIXELS pixels from its header, without decoding it", async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const started = photoDecodes.started;
    await expect(processPhoto(interlacedPng(side, side))).rejects.toBeInstanceOf(TooManyPixelsError);
    expect(photoDecodes.started).toBe(started);
  });

  it("decodes a photo within the limit through the gate", async () => {
    const started = photoDecodes.started;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c06" } })
      .png()
      .toBuffer();
    const photo = await processPhoto(png);
    expect((await sharp(photo.full).metadata()).width).toBe(640);
    expect(photoDecodes.started).toBe(started + 1);
  });
});

describe("DecodeGate", () => {
  it("runs at most its limit at once, the others in turn, and goes on after a failure", async () => {
    const gate = new DecodeGate(2);
    let running = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    const task = (fail = false) =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running--;
        if (fail) throw new Error("undecodable");
        return "done";
      });
    const results = [task(true), task(), task(), task(), task()].map((p) => p.catch((e: Error) => e.message));
    await expect.poll(() => finish.length).toBe(2);
    // Each finished task lets one more in, never a third at once.
    while (finish.length > 0) {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => finish.length).toBe(0);
    expect(most).toBe(2);
    expect(await Promise.all(results)).toEqual(["undecodable", "done", "done", "done", "done"]);
    expect(gate.started).toBe(5);
  });
});
