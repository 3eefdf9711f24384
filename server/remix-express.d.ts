// The conversions @remix-run/express exports at run time but leaves out of its type declarations.
declare module "@remix-run/express/dist/server.js" {
  import type express from "express";
  export function createRemixRequest(req: express.Request, res: express.Response): Request;
  export function sendRemixResponse(res: express.Response, response: Response): Promise<void>;
}
