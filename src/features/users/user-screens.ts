/**
 * The four users screens as one lazily loaded module: one chunk, and one entry in the list of chunk
 * names the shell's first load carries for its routes (its budget is full).
 */
export { UsersPage } from "./users-page";
export { UserCreatePage } from "./user-create-page";
export { UserPage } from "./user-page";
export { UserEditPage } from "./user-edit-page";
