import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { Icon } from "../../ui/icon";
import styles from "./top-bar.module.css";

/** Spec: one step back when the history holds more than 2 entries, otherwise to the root. */
export function BackButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 2) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <button type="button" className={styles.iconButton} aria-label={t`Back`} onClick={goBack}>
      <Icon name="back" />
    </button>
  );
}
