/** The import's screens (src/app/routes/route-table.ts) and the wizard it opens rejected orders in. */
export const IMPORT_PATH = "/orders/import";
export const IMPORT_RESPONSE_PATH = "/orders/import_response";
export const REJECTED_PATH = "/orders/rejected";
export const ORDER_CREATE_PATH = "/orders/ordercreate";
export const ORDERS_PATH = "/orders";

export const importResponseHref = (jobId: string) => `${IMPORT_RESPONSE_PATH}?${new URLSearchParams({ job: jobId })}`;
