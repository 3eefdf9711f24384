// Serves the baseline build the way server/index.ts serves the product (express, x-powered-by
// off, static build assets, one process), without the product's tenant, security and log layers.
// PORT (0 = any free port); prints {"msg":"listening","port":…} on stdout.
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, "build/index.js")).href);

const app = express();
app.disable("x-powered-by");
app.use("/build", express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "listening", port: server.address().port }));
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
