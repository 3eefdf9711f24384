import { describe, expect, it } from "vitest";
import { WholeEvents } from "./whole-events";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array | null) => (chunk ? new TextDecoder().decode(chunk) : null);

describe("WholeEvents", () => {
  it("passes on whole events and holds back the part of one that is not whole yet", () => {
    const events = new WholeEvents();
    expect(text(events.push(bytes('id: 7\ndata: {"type":"message"}\n\nid: 8\ndata: {"ty')))).toBe(
      'id: 7\ndata: {"type":"message"}\n\n'
    );
    expect(text(events.push(bytes('pe":"read"}\n')))).toBeNull();
    expect(text(events.push(bytes("\n: keep-alive\n\n")))).toBe('id: 8\ndata: {"type":"read"}\n\n: keep-alive\n\n');
  });

  it("knows the ends of events written with CRLF or CR line ends", () => {
    expect(text(new WholeEvents().push(bytes("id: 1\r\ndata: 1\r\n\r\nid: 2\r\n")))).toBe("id: 1\r\ndata: 1\r\n\r\n");
    expect(text(new WholeEvents().push(bytes("id: 1\rdata: 1\r\rid")))).toBe("id: 1\rdata: 1\r\r");
    expect(new WholeEvents().push(bytes("id: 1\r\ndata: 1\r\n"))).toBeNull();
  });

  it("keeps a character split between two chunks whole", () => {
    const events = new WholeEvents();
    const encoded = bytes("data: café\n\n");
    const split = encoded.indexOf(0xc3) + 1;
    expect(events.push(encoded.subarray(0, split))).toBeNull();
    expect(text(events.push(encoded.subarray(split)))).toBe("data: café\n\n");
  });
});
