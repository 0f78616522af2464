import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SellerUser } from "../../api/schemas/seller-users";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { formatDate } from "../../ui/format/date";
import { groupLabel } from "../../ui/group-label";
import { Pagination } from "../../ui/table/pagination";
import { useOnline } from "../../ui/use-online";
import { USERS_PAGE_SIZE, type UserFilters, filtersOf, listQueryOf, searchOf, userQueries } from "./queries";
import { styles, table } from "./styles";
import { UserStatus } from "./user-status";

/**
 * /account/users (issue 19; spec, configuration area, sections 2, 3 and 6): the seller's users by
 * name with their group and state, filtered by name, e-mail, group and blocked. Filters and page
 * live in the URL. Only an administrator sees "New user"; the server refuses the others anyway.
 */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const canManage = useCan("users:manage");
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersOf(params);
  const list = useQuery({ ...userQueries.page(listQueryOf(filters, page)), enabled: online });
  const groups = useQuery(userQueries.groups());
  const [draft, setDraft] = useState<UserFilters>(filters);
  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / USERS_PAGE_SIZE));
  const filtered = Object.values(filters).some((value) => value !== "");

  const field = (name: keyof UserFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf(draft, 1));
  };
  const clear = () => {
    const none = filtersOf(new URLSearchParams()).filters;
    setDraft(none);
    setParams(searchOf(none, 1));
  };

  return (
    <section style={styles.page} aria-labelledby="users-title">
      <header style={styles.header}>
        <h1 id="users-title" style={styles.title}>
          <Trans>Users</Trans>
        </h1>
        {canManage && (
          <Link to={paths.userCreate}>
            <Trans>New user</Trans>
          </Link>
        )}
      </header>
      <form role="search" aria-label={t`Filter users`} onSubmit={search} style={styles.filters}>
        <TextField label={t`Name`} {...field("name")} />
        <TextField label={t`Email`} {...field("email")} />
        <SelectField
          label={t`Group`}
          {...field("group_id")}
          options={[{ value: "", label: t`All groups` }, ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: groupLabel(group.name, i18n) }))]}
        />
        <SelectField
          label={t`State`}
          {...field("blocked")}
          options={[
            { value: "", label: t`Active and blocked` },
            { value: "false", label: t`Active` },
            { value: "true", label: t`Blocked` },
          ]}
        />
        <div style={styles.header}>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={clear}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </form>
      {!online && (
        <p role="status">
          <Trans>You are offline. The users show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading users…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>{filtered ? <Trans>No users match these filters.</Trans> : <Trans>There are no users yet.</Trans>}</p>
      )}
      {elements.length > 0 && <UsersTable elements={elements} />}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => paths.users(searchOf(filters, target))} />}
    </section>
  );
}

function UsersTable({ elements }: { elements: SellerUser[] }) {
  const { i18n, t } = useLingui();
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Users`}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Email</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Group</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>State</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Can overpack</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Terms accepted</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((user) => (
            <tr key={user.id}>
              <td style={table.cell}>
                <Link to={paths.user(user.id)}>{user.name}</Link>
              </td>
              <td style={table.cell}>{user.email}</td>
              <td style={table.cell}>{groupLabel(user.group, i18n)}</td>
              <td style={table.cell}>
                <UserStatus user={user} />
              </td>
              <td style={table.cell}>{user.can_overpack ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
              <td style={table.cell}>{user.terms_accepted_at ? formatDate(user.terms_accepted_at, {}, i18n) : <Trans>Not yet</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
