import formStyles from "../../../ui/form.module.css";
import styles from "./order-scan-field.module.css";

/** What the last scan said: a status (polite) or an alert; `seq` makes a repeated text heard again. */
export type ScanMessage = { tone: "alert" | "status"; text: string; seq: number };

/**
 * The last scan's message, for the scan field on /orders and for scans made on an order page. The
 * status line is always in the page, so that screen readers hear what arrives in it.
 */
export function ScanMessageView({ message, statusClassName }: { message: ScanMessage | undefined; statusClassName: string | undefined }) {
  return (
    <>
      <p role="status" className={statusClassName}>
        {message?.tone === "status" && <span key={message.seq}>{message.text}</span>}
      </p>
      {message?.tone === "alert" && (
        <p key={message.seq} role="alert" className={`${formStyles.alert} ${styles.message}`}>
          {message.text}
        </p>
      )}
    </>
  );
}
