import { Trans, useLingui } from "@lingui/react/macro";
import type { ChannelImportContext } from "../../api/schemas/channel-files";
import styles from "./channel-files.module.css";
import { NO_SENDER } from "./problem-text";

/** Who the imported orders ship from: a report has no sender, the import takes the latest order's. */
export function SenderLine({ sender }: { sender: ChannelImportContext["sender"] }) {
  const { i18n } = useLingui();
  if (!sender) {
    return (
      <p className={styles.missing} role="alert">
        {i18n._(NO_SENDER)}
      </p>
    );
  }
  const { name, city } = sender;
  return (
    <p className={styles.hint}>
      <Trans>
        Orders ship from {name}, {city}: the sender of your latest order.
      </Trans>
    </p>
  );
}
