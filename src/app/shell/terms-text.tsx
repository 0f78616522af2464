import { Trans } from "@lingui/react/macro";

/**
 * The terms of service (spec, configuration area, sections 2 and 9). Its messages form their own
 * catalog (locales/{locale}/terms.po, see lingui.config.ts) so that the long legal text is not
 * downloaded with every page. The English paragraphs, and their Portuguese in locales/pt_BR/terms.po,
 * are also the text of public/terms/terms-of-service{,.pt_BR}.pdf: run scripts/make-terms-pdf.mjs
 * after changing either (scripts/terms-pdf.test.ts fails until then). A change in substance also
 * raises TERMS_VERSION (src/domain/terms.ts), so that every user accepts the new text.
 */
export function TermsText() {
  return (
    <>
      <p>
        <Trans>By using the portal you accept these terms electronically.</Trans>
      </p>
      <p>
        <Trans>Only lawful goods are handled. For controlled goods you must hold the licences they require, in your own name.</Trans>
      </p>
      <p>
        <Trans>For each shipment you name who pays the taxes and who collects them.</Trans>
      </p>
      <p>
        <Trans>We aim for 99.5% availability each month. Outages shorter than 10 minutes are not counted.</Trans>
      </p>
      <p>
        <Trans>
          When availability in a month is 0.01% to 1.00% below the target, you receive a service credit of 10% of the monthly fee. When it is more than
          1.00% below the target, the credit is 20%.
        </Trans>
      </p>
      <p>
        <Trans>
          If the target is missed in three consecutive months, you may terminate the contract without penalty. In any other case, termination carries a
          fine of 30% of the total amount due.
        </Trans>
      </p>
      <p>
        <Trans>
          A security deposit funds the delayed-duty service, a tax-collection service charged for each tax slip paid. You receive a statement every
          fortnight, and payments above the maximum amounts you set need your approval.
        </Trans>
      </p>
      <p>
        <Trans>No service is provided before payment clears.</Trans>
      </p>
      <p>
        <Trans>Technical support is available on working days from 9:00 to 18:00, São Paulo time.</Trans>
      </p>
      <p>
        <Trans>If you do not respond for more than 30 days during the implementation project, we may end the project.</Trans>
      </p>
    </>
  );
}
