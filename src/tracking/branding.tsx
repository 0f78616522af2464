/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import type { TrackingBranding } from "../api/schemas/tracking-settings";
import { paths } from "../config/paths";
import type { Locale } from "../domain/languages";
import { isTrackingHost } from "../domain/tracking";
import { currentPlatform, loginPrefix } from "../platform/current-platform";
import { platformById } from "../platform/registry";
import { LanguagePicker } from "./language-picker";
import { adImageUrl, logoImageUrl } from "./lookup";

/**
 * The seller's branding on the result (configuration area, section 3). Every seller text is
 * rendered as text; links come from the server, which accepts only http(s) ones.
 */

/** The seller's colours as CSS variables: tracking.css has readable defaults for each. */
export function brandStyle(branding: TrackingBranding | null): Record<string, string> | undefined {
  if (!branding) return undefined;
  return { "--brand-main": branding.foreground, "--brand-background": branding.background, "--brand-heading": branding.text_color };
}

/** The seller's logo when uploaded, else the platform's (white-label registry). */
function Logo({ branding }: { branding: TrackingBranding | null }) {
  if (branding?.logo_image) {
    const { width, height, version } = branding.logo_image;
    const image = <img class="logo" src={logoImageUrl(branding.seller_id, version)} alt={t`Seller logo`} width={width} height={height} />;
    return branding.logo_link ? (
      <a href={branding.logo_link} rel="noopener">
        {image}
      </a>
    ) : (
      image
    );
  }
  const platform = platformById(currentPlatform());
  return <img class="logo" src={platform.logo} alt={platform.name} />;
}

export function PageHeader({ branding, locale }: { branding: TrackingBranding | null; locale: Locale }) {
  // On a tracking host only the tracking routes exist (spec): no portal to sign in to there.
  const showSignIn = !isTrackingHost(location.hostname);
  return (
    <header class="page-header">
      <Logo branding={branding} />
      <div class="header-tools">
        <LanguagePicker locale={locale} />
        {showSignIn && (
          <a class="sign-in" href={paths.login(loginPrefix(currentPlatform()))}>
            {t`Sign in`}
          </a>
        )}
      </div>
    </header>
  );
}

const SOCIAL_NAMES = { instagram: "Instagram", facebook: "Facebook", x: "X", tiktok: "TikTok", youtube: "YouTube", linkedin: "LinkedIn" } as const;

/** Contacts, social links and the advertisement; parts the seller left empty are absent. */
export function BrandDetails({ branding }: { branding: TrackingBranding }) {
  const { contacts, social } = branding;
  const socialLinks = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
  const hasContacts = contacts.email || contacts.phone || contacts.whatsapp || contacts.website || socialLinks.length > 0;
  return (
    <>
      {hasContacts && (
        <section class="contacts" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{t`Contact`}</h2>
          <ul class="link-list">
            {contacts.email && (
              <li>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
            )}
            {contacts.phone && (
              <li>
                <a href={`tel:${contacts.phone.replace(/[^\d+]/g, "")}`}>{contacts.phone}</a>
              </li>
            )}
            {contacts.whatsapp && (
              <li>
                <a href={`https://wa.me/${contacts.whatsapp.replace(/\D/g, "")}`} rel="noopener">
                  WhatsApp
                </a>
              </li>
            )}
            {contacts.website && (
              <li>
                <a href={contacts.website} rel="noopener">
                  {contacts.website}
                </a>
              </li>
            )}
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <a href={href} rel="noopener">
                  {SOCIAL_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Advertisement branding={branding} />
    </>
  );
}

function Advertisement({ branding }: { branding: TrackingBranding }) {
  const { ad_image: ad, ad_text: text, ad_link: link } = branding;
  if (!ad && !text) return null;
  // Width and height reserve the space, so the page does not jump when the picture arrives.
  const image = ad && (
    <img class="ad-image" src={adImageUrl(branding.seller_id, ad.version)} alt={text ?? t`Advertisement`} width={ad.width} height={ad.height} loading="lazy" decoding="async" />
  );
  return (
    <aside class="advertisement" aria-label={t`Advertisement`}>
      {image && link ? (
        <a href={link} rel="noopener">
          {image}
        </a>
      ) : (
        image
      )}
      {text && <p>{link && !image ? <a href={link} rel="noopener">{text}</a> : text}</p>}
    </aside>
  );
}

export function BrandFooter({ branding }: { branding: TrackingBranding | null }) {
  if (!branding?.footer) return null;
  return (
    <footer class="page-footer">
      <p>{branding.footer}</p>
    </footer>
  );
}
