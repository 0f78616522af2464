import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BalanceCard as Card } from "../../../domain/billing";
import { Button } from "../../../ui/button";
import { METHOD_NAMES, brl, cardMessageWords, categoryName } from "../billing-words";
import { styles } from "../styles";

interface Props {
  card: Card;
  onSettings: () => void;
  onUsage: () => void;
}

/**
 * One service category's card on the Balance tab (spec sections 2 and 4): its method's badge, its
 * balance in reais, a postpaid card's Partial Invoice, and the spec's message. A prepaid card that
 * cannot be used looks disabled and a blocked postpaid card suspended, and both say so in words,
 * not only by their look.
 */
export function BalanceCard({ card, onSettings, onUsage }: Props) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const name = categoryName(card.category.code, card.category.name, i18n);
  const off = card.state.disabled || card.state.suspended;
  return (
    <li>
      <article aria-labelledby={headingId} style={off ? styles.cardOff : styles.card}>
        <h2 id={headingId} style={styles.cardTitle}>
          {name}
        </h2>
        <span style={styles.badge}>{i18n._(METHOD_NAMES[card.method])}</span>
        <dl style={styles.facts}>
          <dt style={styles.factTerm}>
            <Trans>Balance</Trans>
          </dt>
          <dd style={{ ...styles.factValue, ...styles.balance }}>{brl(card.balance_cents / 100, i18n)}</dd>
          {card.partial_invoice_cents !== null && (
            <>
              <dt style={styles.factTerm}>
                <Trans>Partial Invoice</Trans>
              </dt>
              <dd style={styles.factValue}>{brl(card.partial_invoice_cents / 100, i18n)}</dd>
            </>
          )}
          {card.limit_cents !== null && (
            <>
              <dt style={styles.factTerm}>
                <Trans>Limit</Trans>
              </dt>
              <dd style={styles.factValue}>{brl(card.limit_cents / 100, i18n)}</dd>
            </>
          )}
        </dl>
        {card.state.disabled && (
          <p style={styles.stateBad}>
            <Trans>Disabled</Trans>
          </p>
        )}
        {card.state.suspended && (
          <p style={styles.stateBad}>
            <Trans>Suspended</Trans>
          </p>
        )}
        {card.state.message && <p style={off ? styles.stateBad : styles.message}>{cardMessageWords(card.state.message, i18n)}</p>}
        <div style={styles.actions}>
          <Button variant="secondary" onClick={onSettings} aria-label={t`Settings of ${name}`}>
            <Trans>Settings</Trans>
          </Button>
          <Button variant="secondary" onClick={onUsage} aria-label={t`View usage of ${name}`}>
            <Trans>View Usage</Trans>
          </Button>
        </div>
      </article>
    </li>
  );
}
