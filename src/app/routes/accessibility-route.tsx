import { AccessibilityPage } from "../../features/settings/accessibility-page";
import { MeasurementUnitsSection } from "../../features/settings/measurement-units-section";
import { LANGUAGE_CHOICES } from "../shell/language-options";
import { switchLanguage } from "../shell/switch-language";
import { TEXT_SIZES, useTextSize } from "../shell/text-size";

/** Text size and language live in the shell; the settings screen is given them, and its units section. */
export function AccessibilityRoute() {
  const [textSize, setTextSize] = useTextSize();
  return (
    <AccessibilityPage
      textSizes={TEXT_SIZES}
      textSize={textSize}
      onTextSizeChange={setTextSize}
      languages={LANGUAGE_CHOICES}
      onLanguageChange={switchLanguage}
      units={<MeasurementUnitsSection />}
    />
  );
}
