import type { RequestHandler } from "express";

/**
 * A body answered before it was read (a refused upload) is read and dropped, so the answer reaches
 * the client whole (closing at once resets the connection and can lose it); one that goes on
 * longer than a few seconds is cut off.
 */
export const dropUnreadBodies = (): RequestHandler => (req, res, next) => {
  res.on("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
    const cut = setTimeout(() => req.socket.destroy(), 5000);
    req.once("end", () => clearTimeout(cut));
    req.once("close", () => clearTimeout(cut));
  });
  next();
};
