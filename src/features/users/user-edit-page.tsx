import { useNavigate, useParams } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { updateSellerUser } from "../../api/calls/seller-users";
import { ApiError } from "../../api/errors";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import { userQueries } from "./queries";
import { styles } from "./styles";
import { UserForm } from "./user-form";
import { userErrorTexts } from "./user-messages";
import { RecordLoadState } from "../../ui/record-load-state";

/**
 * /users/{id}/edit (issue 19): a Seller Admin changes a user's name, e-mail, group and whether they
 * may create overpacks. Demoting the last active administrator is refused by the server, in words
 * shown here in the user's language. Blocking and removal are actions of the user's page.
 */
export function UserEditPage() {
  const id = Number(useParams().id);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...userQueries.one(id), enabled: valid, retry: false });
  const save = useMutation({
    mutationFn: (values: { name: string; email: string; group_id: number; can_overpack: boolean }) => updateSellerUser(id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      showToast(t`User saved.`, "success");
      void navigate(paths.user(id));
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The user could not be saved.`, reasons: userErrorTexts(error, i18n) }),
  });
  const user = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section style={styles.page} aria-labelledby="user-edit-title">
      <h1 id="user-edit-title" style={styles.title}>
        {user ? <Trans>Edit {user.name}</Trans> : <Trans>Edit user</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This user does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the user…</Trans>} />
      {user && (
        <UserForm
          initial={{ name: user.name, email: user.email, group_id: String(user.group_id), can_overpack: user.can_overpack }}
          submitLabel={t`Save`}
          busy={save.isPending}
          cancelTo={paths.user(id)}
          onSubmit={(values) => save.mutate({ name: values.name, email: values.email, group_id: Number(values.group_id), can_overpack: values.can_overpack })}
        />
      )}
    </section>
  );
}
