/** @jsxImportSource preact */
import { render } from "preact";
import { TrackingApp } from "./app";
import { activateLocale, initialLocale } from "./i18n";
import { registerTrackingWorker } from "./service-worker";
import "./tracking.css";

/** The public tracking page's entry (decision 022): Preact, its own catalog, no portal code. */
activateLocale(initialLocale());
render(<TrackingApp />, document.getElementById("root")!);
// After the first render: the offline copy must not delay what the visitor came for.
registerTrackingWorker();
