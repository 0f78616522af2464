/**
 * Public free-mail domains (configuration area section 5): a notification sender must be the
 * seller's own domain, one they can prove with a DNS record and whose reputation is theirs; a
 * buyer's mail server would treat "noreply@gmail.com" sent from our servers as forged anyway.
 * The list names the large providers of the markets the portal serves (world, China, Brazil).
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  // World
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "hotmail.com.br",
  "outlook.com",
  "outlook.com.br",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.com.br",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "proton.me",
  "protonmail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  // China
  "qq.com",
  "foxmail.com",
  "163.com",
  "126.com",
  "yeah.net",
  "sina.com",
  "sina.cn",
  "sohu.com",
  "aliyun.com",
  "139.com",
  // Brazil
  "uol.com.br",
  "bol.com.br",
  "terra.com.br",
  "ig.com.br",
  "r7.com",
]);

/** The domain of an address (after the last "@"), lower case, without a trailing dot. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase().replace(/\.$/, "");
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase().replace(/\.$/, ""));
}
