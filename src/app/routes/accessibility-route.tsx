import { AccessibilityPage } from "../../features/settings/accessibility-page";
import { LANGUAGE_CHOICES } from "../shell/language-options";
import { switchLanguage } from "../shell/switch-language";
import { TEXT_SIZES, useTextSize } from "../shell/text-size";

/** Text size and language live in the shell; the settings screen is given them. */
export function AccessibilityRoute() {
  const [textSize, setTextSize] = useTextSize();
  return (
    <AccessibilityPage textSizes={TEXT_SIZES} textSize={textSize} onTextSizeChange={setTextSize} languages={LANGUAGE_CHOICES} onLanguageChange={switchLanguage} />
  );
}
