import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv, ServerDeps } from "./deps";
import { MAX_IMPORT_BODY_BYTES } from "../src/api/schemas/order-import";
import { MAX_DISCARDED_BODY_BYTES, limitBody } from "./http/body-limit";
import { bodySlots } from "./http/body-slots";
import { requireUser } from "./auth/require-user";
import { HttpError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import {
  MAX_IMAGE_UPLOAD_BODY_BYTES,
  MAX_BODY_BYTES,
  MAX_ORDER_BODY_BYTES,
  MAX_ORDER_NUMBERS_BODY_BYTES,
  MAX_CHANNEL_UPLOAD_BODY_BYTES,
  carriesChannelFile,
  MAX_PRODUCTS_UPLOAD_BODY_BYTES,
  carriesImageUpload,
  carriesImportRows,
  carriesOrderNumbers,
  carriesProductsFile,
  carriesWholeOrder,
} from "./http/validate";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { notificationRuleRoutes } from "./routes/notification-rules";
import { channelFileRoutes } from "./routes/channel-files";
import { fiscalPaymentRoutes } from "./routes/fiscal-payments";
import { contractRoutes } from "./routes/contracts";
import { dutiesCaseRoutes } from "./routes/duties-cases";
import { groupRoutes } from "./routes/groups";
import { userRoutes } from "./routes/users";
import { healthRoutes } from "./routes/health";
import { analyticsRoutes } from "./routes/analytics";
import { hsCodeRoutes } from "./routes/hs-codes";
import { jobRoutes } from "./routes/jobs";
import { meRoutes } from "./routes/me";
import { notificationRoutes } from "./routes/notifications";
import { notificationSettingsRoutes } from "./routes/notification-settings";
import { orderImportRoutes } from "./routes/order-import";
import { orderRoutes } from "./routes/orders";
import { overpackRoutes } from "./routes/overpacks";
import { pickupRoutes } from "./routes/pickups";
import { volumeReverseRoutes } from "./routes/volume-reverses";
import { priceChangeRoutes } from "./routes/price-changes";
import { integrationRoutes } from "./routes/integrations";
import { notificationDeliveryRoutes } from "./routes/notification-deliveries";
import { shippingRuleRoutes } from "./routes/shipping-rules";
import { printingRoutes } from "./routes/printings";
import { productImportRoutes } from "./routes/product-import";
import { profileRoutes } from "./routes/profile";
import { quoteRoutes } from "./routes/quotes";
import { sellerSettingsRoutes } from "./routes/seller-settings";
import { sellerRoutes } from "./routes/sellers";
import { sellerAddressRoutes } from "./routes/seller-addresses";
import { customerRoutes } from "./routes/customers";
import { salesChannelRoutes } from "./routes/sales-channels";
import { quickstartRoutes } from "./routes/quickstart";
import { tableColumnRoutes } from "./routes/table-columns";
import { templateRoutes } from "./routes/templates";
import { termsRoutes } from "./routes/terms";
import { trackingSettingsRoutes } from "./routes/tracking-settings";
import { trackingRoutes } from "./routes/trackings";
import { type StaticOptions, serveApp } from "./http/static";
import { openApiRoutes } from "./openapi/routes";
import { serveTrialCa } from "./tls/ca-download";

export interface AppOptions extends ServerDeps {
  /** Serve the built PWA from this folder; without it the server answers /v1 only. */
  static?: StaticOptions;
  /**
   * The server's own TLS uses the trial CA it made (HTTPS=true, decision 037): its certificate
   * (DER) is offered at /ca.crt for phones to install, and no HSTS is sent.
   */
  trialCa?: Uint8Array;
}

/** The whole server as one Hono app; main.ts listens with it, tests call `app.request`. */
export function createApp(options: AppOptions) {
  const { static: _static, trialCa, ...deps } = options;
  const app = new Hono<AppEnv>({ strict: false });
  // First, so that its line covers everything below, refusals and failures included.
  app.use(requestLog(deps.log));
  app.use(securityHeaders({ trustProxy: deps.trustProxy, trialTls: trialCa !== undefined }));
  // A driver's phone on a slow network gets the app's JavaScript and /v1 lists gzipped.
  app.use(compress());

  const v1 = new Hono<AppEnv>({ strict: false });
  // A refused body is read to its end (up to a hard cap) before the 413, so the client gets it.
  const standardLimit = limitBody(MAX_BODY_BYTES);
  const orderLimit = limitBody(MAX_ORDER_BODY_BYTES);
  const imageLimit = limitBody(MAX_IMAGE_UPLOAD_BODY_BYTES);
  const numbersLimit = limitBody(MAX_ORDER_NUMBERS_BODY_BYTES);
  // Imported files are the large bodies: only a few are read at once per server (decision 066).
  // An import's body is read to its end before a 413 too, up to the usual margin above its limit.
  // A place is taken only by a signed-in caller: else anyone could hold the places with slow
  // bodies and keep every seller's imports out. (The route checks the token again, cheaply.)
  const importSlots = bodySlots();
  const signedInFirst = requireUser(deps);
  const importPlace = (limit: MiddlewareHandler): MiddlewareHandler => {
    const inPlace = importSlots.around(limit);
    return async (c, next) => {
      let answer: Response | void = undefined;
      await signedInFirst(c, async () => {
        answer = await inPlace(c, next);
      });
      return answer;
    };
  };
  const importLimit = importPlace(limitBody(MAX_IMPORT_BODY_BYTES, MAX_IMPORT_BODY_BYTES + MAX_DISCARDED_BODY_BYTES));
  const channelFileLimit = importPlace(limitBody(MAX_CHANNEL_UPLOAD_BODY_BYTES));
  const productsLimit = importPlace(limitBody(MAX_PRODUCTS_UPLOAD_BODY_BYTES));
  const limitFor = (method: string, path: string) =>
    carriesWholeOrder(method, path)
      ? orderLimit
      : carriesImageUpload(method, path)
        ? imageLimit
        : carriesImportRows(method, path)
          ? importLimit
          : carriesOrderNumbers(method, path)
            ? numbersLimit
            : carriesChannelFile(method, path)
              ? channelFileLimit
              : carriesProductsFile(method, path)
                ? productsLimit
                : standardLimit;
  v1.use((c, next) => limitFor(c.req.method, c.req.path)(c, next));
  // Each route names its guard (`auth` from requireUser) itself, so that an unknown path is a
  // 404 for everyone; server/app.test.ts checks that every route but the public ones refuses
  // a caller without a token.
  v1.route("/", healthRoutes(deps));
  v1.route("/", authRoutes(deps));
  v1.route("/", meRoutes(deps));
  v1.route("/", profileRoutes(deps));
  v1.route("/", termsRoutes(deps));
  v1.route("/", tableColumnRoutes(deps));
  v1.route("/", notificationRoutes(deps));
  v1.route("/", notificationSettingsRoutes(deps));
  v1.route("/", groupRoutes(deps));
  v1.route("/", userRoutes(deps));
  v1.route("/", sellerRoutes(deps));
  v1.route("/", sellerAddressRoutes(deps));
  v1.route("/", customerRoutes(deps));
  v1.route("/", salesChannelRoutes(deps));
  v1.route("/", quickstartRoutes(deps));
  v1.route("/", analyticsRoutes(deps));
  // Before the orders: /orders/import and /orders/numbers-taken are no order ids.
  v1.route("/", orderImportRoutes(deps));
  v1.route("/", orderRoutes(deps));
  v1.route("/", pickupRoutes(deps));
  v1.route("/", volumeReverseRoutes(deps));
  v1.route("/", notificationDeliveryRoutes(deps));
  v1.route("/", shippingRuleRoutes(deps));
  v1.route("/", overpackRoutes(deps));
  v1.route("/", contractRoutes(deps));
  v1.route("/", priceChangeRoutes(deps));
  v1.route("/", integrationRoutes(deps));
  v1.route("/", quoteRoutes(deps));
  v1.route("/", hsCodeRoutes(deps));
  v1.route("/", templateRoutes(deps));
  v1.route("/", sellerSettingsRoutes(deps));
  v1.route("/", printingRoutes(deps));
  v1.route("/", trackingSettingsRoutes(deps));
  v1.route("/", trackingRoutes(deps));
  v1.route("/", jobRoutes(deps));
  v1.route("/", channelFileRoutes(deps));
  v1.route("/", productImportRoutes(deps));
  v1.route("/", dutiesCaseRoutes(deps));
  v1.route("/", fiscalPaymentRoutes(deps));
  v1.route("/", billingRoutes(deps));
  v1.route("/", notificationRuleRoutes(deps));
  // The published contract of all of the above (decision 036).
  v1.route("/", openApiRoutes());
  app.route("/v1", v1);
  // Unknown /v1 paths are a JSON 404, never the app's index.html.
  app.all("/v1/*", (c) => c.json({ messages: ["There is no such /v1 call."] }, 404));

  if (trialCa) serveTrialCa(app, trialCa);
  if (options.static) serveApp(app, options.static);
  app.notFound((c) => c.json({ messages: ["Not found."] }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ ...error.details, messages: error.messages }, error.status);
    }
    // The request's log line carries the failure; without a log, the console does.
    c.set("failure", error);
    if (!deps.log) console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ messages: ["Something went wrong on our side. Please try again."] }, 500);
  });
  return app;
}
