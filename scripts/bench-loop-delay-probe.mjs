// Loaded into the server process by scripts/bench-labels.mjs (`node --import tsx --import
// ./scripts/bench-loop-delay-probe.mjs server/main.ts`), so the server's own event loop is measured
// and the benchmark's HTTP client is not. Over the IPC channel: "start" resets and enables
// perf_hooks' event-loop delay histogram, "stop" answers its figures in milliseconds.
import { monitorEventLoopDelay } from "node:perf_hooks";

/** Milliseconds between the histogram's samples: a stall shorter than this may go unseen. */
const RESOLUTION_MS = 1;
const NS_PER_MS = 1e6;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });

if (process.send) {
  process.on("message", (message) => {
    if (message === "start") {
      histogram.reset();
      histogram.enable();
      process.send({ started: true });
    } else if (message === "stop") {
      histogram.disable();
      process.send({ maxMs: histogram.max / NS_PER_MS, p99Ms: histogram.percentile(99) / NS_PER_MS, meanMs: histogram.mean / NS_PER_MS });
    }
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
