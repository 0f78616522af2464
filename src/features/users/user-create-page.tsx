import { useNavigate } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { inviteUser } from "../../api/calls/seller-users";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import { userQueries } from "./queries";
import { styles } from "./styles";
import { EMPTY_USER, UserForm } from "./user-form";
import { userErrorTexts } from "./user-messages";

/**
 * /users/create (issue 19): a Seller Admin adds a colleague, who gets an invitation mail to choose
 * a password (decision 052). The route is closed to the other groups (`requires` users:manage).
 */
export function UserCreatePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: inviteUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: userQueries.all() });
      showToast(t`Invitation sent to ${user.email}.`, "success");
      void navigate(paths.user(user.id));
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The user could not be created.`, reasons: userErrorTexts(error, i18n) }),
  });

  return (
    <section style={styles.page} aria-labelledby="user-create-title">
      <h1 id="user-create-title" style={styles.title}>
        <Trans>New user</Trans>
      </h1>
      <p>
        <Trans>The new user gets an e-mail with a link to choose a password. The link works once, for 7 days.</Trans>
      </p>
      <UserForm
        initial={EMPTY_USER}
        submitLabel={t`Invite user`}
        busy={create.isPending}
        cancelTo={paths.users()}
        onSubmit={(values) => create.mutate({ name: values.name, email: values.email, group_id: Number(values.group_id), can_overpack: values.can_overpack })}
      />
    </section>
  );
}
