import { Link } from "react-router-dom";
import { Trans } from "@lingui/react/macro";
import { paths } from "../config/paths";

export function NotFoundPage() {
  return (
    <main style={{ padding: "2rem 1rem", textAlign: "center" }}>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The address you opened does not exist.</Trans>
      </p>
      <Link to={paths.home}>
        <Trans>Go to the home page</Trans>
      </Link>
    </main>
  );
}
