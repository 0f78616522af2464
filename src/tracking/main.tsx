/** @jsxImportSource preact */
import { render } from "preact";
import { t } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { messages as en } from "../../locales/en/tracking.po";
import { registerTrackingWorker } from "./service-worker";

/** The public tracking page's entry (decision 022): filled in this round. */
i18n.load({ en });
i18n.activate("en");
render(<h1>{t`Track my order`}</h1>, document.getElementById("root")!);
registerTrackingWorker();
